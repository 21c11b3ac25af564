package position

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// endModule is the internal name of the end conditions beside checkmate; they are
// parameters of end: (rules.End), not a rule module of rules.ModuleNames.
const endModule = "end"

func init() { registerModule(endModule, moduleDef{compile: compileWins}) }

// wins is the module of the end conditions beside checkmate (rules.End): the n-th
// check (three-check), a royal piece on a goal square (king of the hill, racing
// kings), a side with no piece left (antichess, horde), a side whose royal piece is
// gone (atomic), a side that lost every piece of a kind (end.extinction: extinction
// chess, kinglet, three kings; or all but its king, losers). A position where one of them holds has ended: it has no legal
// moves (as Fairy-Stockfish counts perft there) and Game.Status names the end.
type wins struct {
	r         *Rules
	checks    int
	goal      bitset
	hasGoal   bool
	goalReply bool
	// noPieces, noRoyal: what the condition means for the side it holds for:
	// +1 win, -1 loss, 0 off
	noPieces, noRoyal int
	// extinct: the kinds of end.extinction (nil: off; all kinds with
	// extinctTotal, counted together); extinctCount: a side with that many or
	// fewer pieces of one of them is extinct; extinctResult: +1 it wins, -1 it loses
	extinct       []int
	extinctTotal  bool
	extinctCount  int
	extinctResult int
	// extinctHand: the pieces in hand count too; extinctOpp: the other side
	// must have at least that many of the kind (0: no condition)
	extinctHand bool
	extinctOpp  int
	// flag (end.flag): flagSq[c] the flag squares of colour c (none for a side
	// without the goal), flagKinds the flag pieces, flagMove the opponent's extra move
	flagSq    [2]bitset
	flagKinds []int
	hasFlag   bool
	flagMove  bool
	flagSafe  bool
	// castle: the castling sides that win (rules.CastleSide.Wins), nil none
	// (castlewins.go)
	castle *castleWins
	// flagCount: the flag pieces needed there; flagBlocked: or one and every
	// flag square taken; flagKing: the flag piece is the royal piece alone
	// (Fairy-Stockfish's flag_piece == KING: racing kings' rules with flagMove)
	flagCount   int
	flagBlocked bool
	flagKing    bool
	// mateLoses, mateNeeds: end.mate_rule's kinds (bit k), 0 when off
	mateLoses, mateNeeds uint64
	// word: the modState.ext word of the mate rule's series and the counting
	// rules' count (materule.go, counting.go), when either is on
	word int
	// countRule: end.counting's rule set (counting.go; countNone: off);
	// countKinds the rook, khon and knight kinds (0: none), countPawns the
	// pawn kinds
	countRule  int
	countKinds [3]int
	countPawns []int
}

// winState is the wins module's slot of the module state: the checks each side
// has given (three-check).
type winState struct {
	checks [2]uint8
}

func compileWins(r *Rules) (module, error) {
	e := &r.V.End
	md := &wins{r: r, checks: e.Checks, goalReply: e.GoalReply}
	for _, s := range e.Goal {
		if !r.G.Contains(s) {
			return nil, fmt.Errorf("end.goal: square %d is off the board", s)
		}
		md.goal.set(s)
		md.hasGoal = true
	}
	md.noPieces = map[string]int{"win": 1, "loss": -1}[e.NoPieces]
	md.noRoyal = map[string]int{"loss": -1}[e.NoRoyal]
	if x := e.Extinction; x != nil {
		for _, l := range x.Kinds {
			if k := r.KindOf(l); k != 0 {
				md.extinct = append(md.extinct, k)
			}
		}
		if x.Total {
			md.extinct = md.extinct[:0]
			for k := 1; k < len(r.kinds); k++ {
				md.extinct = append(md.extinct, k)
			}
		}
		md.extinctTotal, md.extinctCount = x.Total, x.Count
		md.extinctHand, md.extinctOpp = x.Holdings, x.OpponentCount
		md.extinctResult = map[string]int{"win": 1, "draw": extinctDraw}[x.Result]
		if md.extinctResult == 0 {
			md.extinctResult = -1
		}
	}
	if fl := e.Flag; fl != nil {
		md.hasFlag, md.flagMove, md.flagSafe = true, fl.ExtraMove, fl.Safe
		md.flagCount, md.flagBlocked = max(fl.Count, 1), fl.Blocked
		for _, l := range fl.Pieces {
			if k := r.KindOf(l); k != 0 {
				md.flagKinds = append(md.flagKinds, k)
			}
		}
		md.flagKing = len(md.flagKinds) == 1 && r.kinds[md.flagKinds[0]].royal
		for c := rules.White; c <= rules.Black; c++ {
			if !fl.Sides[c] {
				continue
			}
			sqs := fl.Squares
			if c == rules.Black && fl.BlackSquares != nil {
				sqs = fl.BlackSquares
			}
			for _, s := range sqs {
				if !r.G.Contains(s) {
					return nil, fmt.Errorf("end.flag: square %d is off the board", s)
				}
				if c == rules.Black && fl.BlackSquares == nil {
					s = r.G.Mirror(s)
				}
				md.flagSq[c].set(s)
			}
		}
	}
	md.castle = compileCastleWins(r)
	md.compileMateRule(e.MateRule)
	if err := md.compileCounting(e.Counting); err != nil {
		return nil, err
	}
	if md.checks == 0 && !md.hasGoal && md.noPieces == 0 && md.noRoyal == 0 && md.extinct == nil && !md.hasFlag && md.castle == nil &&
		md.mateNeeds == 0 && md.mateLoses == 0 && md.countRule == countNone {
		return nil, nil
	}
	if md.checks > 250 {
		return nil, fmt.Errorf("end.checks: at most 250")
	}
	return md, nil
}

func (md *wins) traits() traits {
	t := traits{name: endModule, noAfter: md.checks == 0 && md.mateNeeds == 0 && md.countRule == countNone}
	if md.mateNeeds != 0 || md.countRule != countNone {
		t.words = 1
	}
	if md.checks > 0 {
		t.fields = []fenField{fenChecks}
	}
	if md.countRule != countNone {
		t.fields = append(t.fields, fenEnPassant)
	}
	return t
}

// after counts a check given by the move (three-check: "a player who gives check a
// third time wins").
func (md *wins) after(p *Position, m Move, u *undo) {
	if md.mateNeeds != 0 {
		md.noteShak(p)
	}
	if md.countRule != countNone {
		md.countAfter(p, m, u)
	}
	if md.checks == 0 {
		return
	}
	us := p.side
	if k := p.king[us.Other()]; k != board.NoSquare && p.Attacked(k, us) {
		n := p.st.win.checks[us]
		p.hash ^= zobChecks[us][n] ^ zobChecks[us][n+1]
		p.st.win.checks[us] = n + 1
	}
}

func (md *wins) start(p *Position) {
	md.setChecks(p, 0, 0)
	md.startShak(p)
	if md.countRule != countNone {
		md.setCount(p, 0, 0)
	}
}

func (md *wins) setChecks(p *Position, w, b int) {
	st := &p.st.win
	p.hash ^= zobChecks[0][st.checks[0]] ^ zobChecks[1][st.checks[1]]
	st.checks = [2]uint8{uint8(w), uint8(b)}
	p.hash ^= zobChecks[0][w] ^ zobChecks[1][b]
}

// readFEN reads the checks field: "W+B", the checks each side still needs
// (lichess, Fairy-Stockfish: "3+3" at the start), or "+W+B", the checks each
// side has given (the older lichess form).
func (md *wins) readFEN(p *Position, field fenField, f string, j, col int) (int, error) {
	if field == fenEnPassant {
		return md.readCount(p, f, col)
	}
	given := strings.HasPrefix(f, "+")
	a, b, ok := strings.Cut(strings.TrimPrefix(f, "+"), "+")
	w, err1 := strconv.Atoi(a)
	bl, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || w < 0 || bl < 0 || w > md.checks || bl > md.checks {
		return 0, &FENError{"checks", col, fmt.Sprintf("%q: expected W+B, the checks each side still needs (0..%d), or +W+B, the checks given", f, md.checks)}
	}
	if !given {
		w, bl = md.checks-w, md.checks-bl
	}
	md.setChecks(p, w, bl)
	return len(f), nil
}

func (md *wins) writeFEN(p *Position, field fenField, b *strings.Builder) {
	if field == fenEnPassant {
		md.writeCount(p, b)
		return
	}
	st := &p.st.win
	fmt.Fprintf(b, "%d+%d", md.checks-int(st.checks[0]), md.checks-int(st.checks[1]))
}

// ended reports the end condition that holds in p, if any, and the result.
func (md *wins) ended(p *Position) (Termination, string) {
	if md.checks > 0 {
		for c := rules.White; c <= rules.Black; c++ {
			if int(p.st.win.checks[c]) >= md.checks {
				return ChecksGiven, winFor(c)
			}
		}
	}
	if md.noRoyal != 0 {
		for c := rules.White; c <= rules.Black; c++ {
			if p.king[c] == board.NoSquare {
				return RoyalLost, outcomeFor(c, md.noRoyal)
			}
		}
	}
	if md.noPieces != 0 {
		for c := rules.White; c <= rules.Black; c++ {
			if !p.hasPieces(c) {
				return NoPieces, outcomeFor(c, md.noPieces)
			}
		}
	}
	if md.extinct != nil {
		if t, res := md.extinction(p); t != NotOver {
			return t, res
		}
	}
	if md.hasFlag {
		if t, res := md.flagEnd(p); t != NotOver {
			return t, res
		}
	}
	if md.castle != nil {
		if t, res := md.castle.ended(p); t != NotOver {
			return t, res
		}
	}
	if md.hasGoal {
		wk, bk := p.king[rules.White], p.king[rules.Black]
		wOn := wk != board.NoSquare && md.goal.has(wk)
		bOn := bk != board.NoSquare && md.goal.has(bk)
		switch {
		case wOn && bOn:
			return GoalReached, "1/2-1/2"
		case bOn:
			return GoalReached, "0-1"
		case wOn && md.goalReply && p.side == rules.Black && md.canReach(p):
			return NotOver, "*" // Black's one more move
		case wOn:
			return GoalReached, "1-0"
		}
	}
	return NotOver, "*"
}

// extinction is the end.extinction condition: a side with extinctCount or
// fewer pieces of one of the kinds (all together with extinctTotal; in hand too
// with extinctHand) while the other has at least extinctOpp of it (Fairy-Stockfish:
// count_with_hand(c, pt) <= extinctionPieceCount && count_with_hand(~c, pt) >=
// extinctionOpponentPieceCount).
func (md *wins) extinction(p *Position) (Termination, string) {
	count := func(k int, c rules.Color) int {
		n := p.bb[MakePiece(k, c)].count()
		if md.extinctHand {
			n += p.Hand(c, k)
		}
		return n
	}
	// the side that has just moved first (Fairy-Stockfish: a promotion of one's
	// last pawn that takes the other side's last piece of a kind loses)
	for _, c := range [2]rules.Color{p.side.Other(), p.side} {
		if md.extinctTotal {
			n, o := 0, 0
			for _, k := range md.extinct {
				n += count(k, c)
				if md.extinctOpp > 0 {
					o += count(k, c.Other())
				}
			}
			if n <= md.extinctCount && o >= md.extinctOpp {
				return Extinction, outcomeFor(c, md.extinctResult)
			}
			continue
		}
		for _, k := range md.extinct {
			if count(k, c) <= md.extinctCount && (md.extinctOpp == 0 || count(k, c.Other()) >= md.extinctOpp) {
				return Extinction, outcomeFor(c, md.extinctResult)
			}
		}
	}
	return NotOver, "*"
}

// flagEnd is the end.flag condition, as Fairy-Stockfish's
// is_immediate_game_end judges capture the flag: with flagMove (or
// flagPieceSafe) the side to move wins when its flag was reached before the
// opponent's extra move (a draw when the opponent has reached its own too:
// under flagPieceSafe without flagMove, or, with a royal flag piece, when
// White is to move); the side that has just moved wins at once without
// flagMove (or with flagPieceSafe), or when the side to move's flag piece is
// its royal piece, unless that side is Black, not in check, and its royal
// piece can reach its flag squares with its one more move (racing kings).
func (md *wins) flagEnd(p *Position) (Termination, string) {
	us, them := p.side, p.side.Other()
	if (md.flagMove || md.flagSafe) && md.flagReached(p, us) {
		if ((md.flagMove && us == rules.White && md.flagKing) || (md.flagSafe && !md.flagMove)) && md.flagReached(p, them) {
			return GoalReached, "1/2-1/2"
		}
		return GoalReached, winFor(us)
	}
	if (!md.flagMove || md.flagSafe || md.flagKing) && md.flagReached(p, them) {
		if md.flagMove && md.flagKing && us == rules.Black && p.king[us] != board.NoSquare && !p.InCheck() && md.canReachSquares(p, md.flagSq[us]) {
			return NotOver, "*" // Black's one more move
		}
		return GoalReached, winFor(them)
	}
	return NotOver, "*"
}

// flagReached reports whether colour c has reached its flag (Fairy-Stockfish's
// flag_reached): at least one flag piece on its flag squares, and flagCount of
// them, or (flagBlocked) no flag square empty. With flagSafe, unless flagMove
// judges the side to move (its flag was reached before the opponent's extra
// move), when exactly flagCount stand there each must not be attacked by the
// other side ("all pieces in the flag zone need to be safe").
func (md *wins) flagReached(p *Position, c rules.Color) bool {
	n := 0
	var on bitset
	for _, k := range md.flagKinds {
		b := p.bb[MakePiece(k, c)]
		for w := range b {
			b[w] &= md.flagSq[c][w]
			on[w] |= b[w]
			n += bits.OnesCount64(b[w])
		}
	}
	if n == 0 {
		return false
	}
	if n < md.flagCount && !(md.flagBlocked && md.flagFull(p, c)) {
		return false
	}
	if md.flagSafe && (!md.flagMove || c != p.side) && n == md.flagCount {
		for w := range on {
			for x := on[w]; x != 0; x &= x - 1 {
				if p.Attacked(board.Square(w*64+bits.TrailingZeros64(x)), c.Other()) {
					return false
				}
			}
		}
	}
	return true
}

// flagFull reports whether every flag square of colour c is taken.
func (md *wins) flagFull(p *Position, c rules.Color) bool {
	for w := range md.flagSq[c] {
		for x := md.flagSq[c][w]; x != 0; x &= x - 1 {
			if p.board[w*64+bits.TrailingZeros64(x)] == Empty {
				return false
			}
		}
	}
	return true
}

// canReach reports whether Black, to move, has a legal move of its royal piece onto
// the goal (racing kings: "if White reaches the goal first, Black has one more move
// to draw by reaching it too").
func (md *wins) canReach(p *Position) bool { return md.canReachSquares(p, md.goal) }

// canReachSquares reports whether Black, to move, has a legal move of its royal
// piece onto one of the squares of to.
func (md *wins) canReachSquares(p *Position, to bitset) bool {
	k := p.king[rules.Black]
	if k == board.NoSquare {
		return false
	}
	saved, sc, mb, cb := p.gen, p.scratch, p.modBuf, p.choiceBuf
	p.scratch, p.modBuf, p.choiceBuf = nil, nil, nil
	gs := p.newGen(false, false, true)
	found := false
	moves := p.genFrom(nil, k, gs)
	if len(p.R.hooks.filters) > 0 {
		moves = p.applyFilters(moves, 0, false)
	}
	for _, m := range moves {
		if to.has(m.To) {
			found = true
			break
		}
	}
	p.gen, p.scratch, p.modBuf, p.choiceBuf = saved, sc, mb, cb
	return found
}

// hasPieces reports whether colour c has any piece on the board.
func (p *Position) hasPieces(c rules.Color) bool {
	for k := 1; k < len(p.R.kinds); k++ {
		b := &p.bb[MakePiece(k, c)]
		if b[0]|b[1]|b[2]|b[3] != 0 {
			return true
		}
	}
	return false
}

func winFor(c rules.Color) string {
	if c == rules.White {
		return "1-0"
	}
	return "0-1"
}

// outcomeFor gives the result when a condition holding for side c means o for it
// (+1 win, -1 loss).
func outcomeFor(c rules.Color, o int) string {
	if o == extinctDraw {
		return "1/2-1/2"
	}
	if o > 0 {
		return winFor(c)
	}
	return winFor(c.Other())
}

// VariantEnd returns the end condition beside checkmate and stalemate that holds in
// p (the n-th check, a goal reached, no pieces, the royal piece gone, extinction) and the
// result ("1-0", "0-1", "1/2-1/2"); NotOver and "*" when none holds.
func (p *Position) VariantEnd() (Termination, string) {
	for _, md := range p.R.hooks.ends {
		if t, res := md.ended(p); t != NotOver {
			return t, res
		}
	}
	return NotOver, "*"
}

// ChecksGiven returns the checks colour c has given (0 without a check limit).
func (p *Position) ChecksGiven(c rules.Color) int { return int(p.st.win.checks[c]) }
