package position

import (
	"math"
	"sort"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
)

// Termination says how a game ended on the board.
type Termination int

// Terminations computed from the position (RULES.md, "End of game").
const (
	NotOver        Termination = iota
	Checkmate                  // the side to move is mated
	Stalemate                  // the side to move has no legal move and is not in check
	Insufficient               // dead position by insufficient material
	SeventyFive                // 75 moves (150 plies) without capture or pawn move (FIDE 9.6.2)
	Fivefold                   // the same position for the fifth time (FIDE 9.6.1)
	ChecksGiven                // a side gave its n-th check (end.checks: three-check)
	GoalReached                // a royal piece reached a goal square (end.goal)
	NoPieces                   // a side has no piece left (end.no_pieces)
	RoyalLost                  // a side's royal piece is gone (end.no_royal: atomic)
	BareKing                   // a side left with its king alone (bareking.go)
	Extinction                 // a side lost every piece of a kind (end.extinction)
	Repetition                 // the same position for the n-th time, n not 5 (end.repetition.automatic: shogi's fourfold)
	DropMate                   // mate by a drop that drops.drop_mate: loss makes a loss for its maker (shogi's uchifuzume)
	PerpetualCheck             // the automatic repetition count reached by perpetual check, which loses (end.repetition.perpetual_check: shogi)
	CastlingWin                // a side castled on a side that wins, or lost its last such right (castling.sides[].wins)
	Counting                   // a count of the counting rules passed its limit (end.counting: makruk's family)
	DoublePass                 // two passes in a row (rules.pass: janggi)
	Bikjang                    // a bikjang position after a bikjang position (rules.bikjang: janggi)
)

var terminationNames = [...]string{"", "checkmate", "stalemate", "insufficient", "75-move", "fivefold",
	"checks", "goal", "no-pieces", "royal-lost", "bare-king", "extinction", "repetition", "drop-mate",
	"perpetual-check", "castling", "counting", "double-pass", "bikjang"}

// String returns the contract's termination name ("checkmate", "stalemate",
// "insufficient", "75-move", "fivefold"; the variant ends "checks", "goal",
// "no-pieces", "royal-lost", "bare-king", "extinction", "repetition" (an automatic
// repetition count other than five), "drop-mate" (a mate by a forbidden pawn drop,
// lost by its maker), "perpetual-check" (the automatic repetition count reached
// while one side gave check with every one of its moves: that side loses),
// "castling" (a winning castling, or the last right to one lost), "counting"
// (a count of end.counting passed its limit: a draw), "double-pass" (two passes
// in a row), "bikjang" (a bikjang after a bikjang); "" when not over).
func (t Termination) String() string { return terminationNames[t] }

// Status is the state of a game after its last ply.
type Status struct {
	Termination Termination
	// Result is "1-0", "0-1", "1/2-1/2", or "*" while the game is not over.
	Result string
	// Claimable draws available now: the n-move rule and the n-fold repetition.
	MoveRuleClaim   bool
	RepetitionClaim bool
	// Repetitions is how often the current position has occurred (1 = first time).
	Repetitions int
}

// Over reports whether the game has ended on the board.
func (s Status) Over() bool { return s.Termination != NotOver }

// Game is a position with its history: the repetition keys since the last
// irreversible move and the legal moves of the current position (computed once).
type Game struct {
	P *Position
	// keys: the repetition keys since the last irreversible ply (capture or pawn
	// move). Up to scanKeys of them are scanned; beyond, counts holds how often
	// each occurs (countsOn). A ply adds one key, an irreversible ply forgets the
	// keys before it, so a game of n plies costs O(n) in all.
	keys     []uint64
	counts   map[uint64]int32
	countsOn bool
	// checks[i] (kept only while perpetual, end.repetition.perpetual_check): the
	// side to move in the position of keys[i] is in check, so the ply into it gave
	// check. perpetual costs one check test per ply, and only in variants with
	// the rule.
	checks    []bool
	perpetual bool
	// repResult: what the automatic repetition end means when no perpetual
	// check decides it (end.repetition.result): "" a draw, "loss" or "win" for
	// the side that completed it, "1-0" or "0-1" whoever completed it
	repResult string
	// seen is a filter of the keys: bit seenBit(x) is set for every key x of
	// keys, so a key whose bit was clear occurs for the first time, without a
	// scan (most positions of a game never recur). The bits of forgotten keys
	// stay set (a stale bit costs a scan, never a wrong count) until seenN, the
	// bits set since the filter was last cleared, reaches seenMax.
	seen     [seenWords]uint64
	seenN    int
	pseudo   []Move
	pseudoOK bool
	legal    []Move
	legalOK  bool
	auto     Status // AutoStatus
	statusOK bool   // status holds Status() of the current position
	status   Status
	insuff   []insuffSig
	// maxInsuff is the most pieces any dead-position signature has; with more on
	// the board the material check is skipped.
	maxInsuff int
	// safe: the side not to move is not attacked (Position.noteCheck).
	safe bool
	// mkey is the modules' part of the repetition key of the current position
	// (Position.moduleKey) while mkeyOK; keyKeep copies Rules.keyKeep: then a
	// plain ply that leaves the module state and Rules.keySqs alone keeps it.
	mkey            uint64
	mkeyOK, keyKeep bool
	// pieces counts the pieces on the board, -1 when not known: a plain move
	// (no module makes it or acts after it) leaves it, or takes one off for a
	// capture.
	pieces int
	// the variant's end rules and module hooks as Play and update read them,
	// copied by Reset: the n-move rule and the repetition counts in plies and
	// occurrences (0: off), module moves (owns) and board-changing side effects
	// (sideEffects), end conditions of modules (ends), the bare king rule
	claimPlies, autoPlies int
	repClaim, repAuto     int
	// quietPlies and quietReps: below this halfmove clock and this repetition
	// count no claim or automatic end of the n-move rule and the repetition
	// counts applies (the smaller of claim and automatic; the int maximum when off)
	quietPlies, quietReps int
	// quiet: AutoStatus after the last ply is the plain status of a game going
	// on (Result "*", nothing claimable) with reps repetitions; auto is not
	// written then
	quiet             bool
	reps              int
	owns              uint8
	sideEffects, ends bool
	// recurs copies hooks.recurs: the keys are kept across captures, pawn moves
	// and drops (a variant with drops), else forgotten at each
	recurs   bool
	bareKing bool
}

type insuffSig struct {
	a, b       string // sorted piece letters of each side
	sameColour bool
}

// NewGame starts a game from p (p is used, not copied).
func NewGame(p *Position) *Game {
	return (&Game{}).Reset(p)
}

// Reset starts a new game from p in g, reusing g's memory, and returns g.
func (g *Game) Reset(p *Position) *Game {
	g.forget()
	*g = Game{P: p, keys: g.keys[:0], checks: g.checks[:0], counts: g.counts, legal: g.legal[:0], pseudo: g.pseudo[:0]}
	g.insuff, g.maxInsuff = p.R.insuff, p.R.maxInsuff
	end, h := &p.R.V.End, &p.R.hooks
	g.claimPlies, g.autoPlies = 2*end.MoveRule.Claim, 2*end.MoveRule.Automatic
	g.repClaim, g.repAuto = end.Repetition.Claim, end.Repetition.Automatic
	g.perpetual = end.Repetition.PerpetualCheck == "loss" && g.repAuto > 0
	if g.repAuto > 0 && end.Repetition.Result != "draw" {
		g.repResult = end.Repetition.Result
	}
	g.quietPlies, g.quietReps = math.MaxInt, math.MaxInt
	for _, n := range [...]int{g.claimPlies, g.autoPlies} {
		if n > 0 {
			g.quietPlies = min(g.quietPlies, n)
		}
	}
	for _, n := range [...]int{g.repClaim, g.repAuto} {
		if n > 0 {
			g.quietReps = min(g.quietReps, n)
		}
	}
	g.owns, g.sideEffects, g.ends, g.bareKing = h.owns, len(h.undo) > 0, len(h.ends) > 0, p.R.bareKing
	g.keyKeep = p.R.keyKeep && !g.sideEffects
	g.recurs = h.recurs
	// a position whose side not to move is attacked (a FEN) gets the full check
	// test after the first move; after a legal move the mover is never attacked
	g.safe = !p.checked(p.side.Other())
	g.pieces = -1
	g.update()
	return g
}

func parseInsuff(s string) insuffSig {
	var sig insuffSig
	if i := strings.IndexByte(s, ':'); i >= 0 {
		sig.sameColour = strings.Contains(s[i+1:], "same")
		s = s[:i]
	}
	a, b, _ := strings.Cut(s, "-")
	sig.a, sig.b = sortLetters(a), sortLetters(b)
	return sig
}

// upperSorted is sortLetters in place, without allocating, for ASCII letters.
func upperSorted(b []byte) []byte {
	for i, c := range b {
		if c >= 0x80 {
			return []byte(sortLetters(string(b)))
		}
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && b[j] < b[j-1]; j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
	return b
}

func sortLetters(s string) string {
	b := []byte(strings.ToUpper(s))
	sort.Slice(b, func(i, j int) bool { return b[i] < b[j] })
	return string(b)
}

// Legal returns the legal moves of the current position (do not modify); computed
// on first use.
func (g *Game) Legal() []Move {
	if !g.legalOK {
		g.legal = g.legal[:0]
		for _, m := range g.Candidates() {
			if g.P.IsLegal(m) {
				g.legal = append(g.legal, m)
			}
		}
		g.legalOK = true
	}
	return g.legal
}

// Candidates returns the pseudo-legal moves of the current position (see
// Position.PseudoLegalMoves; do not modify): a move of it is legal when
// P.IsLegal says so.
func (g *Game) Candidates() []Move {
	if !g.pseudoOK {
		g.pseudo = g.P.PseudoLegalMoves(g.pseudo[:0])
		g.pseudoOK = true
	}
	return g.pseudo
}

// Status returns the state after the last ply.

// Play makes m, which must be one of Legal(), and updates the status.
func (g *Game) Play(m Move) {
	p := g.P
	p.Make(m)
	p.noteCheck(m, g.safe)
	g.safe = true
	// the modules' key stays when the ply changed nothing it reads (Make wrote
	// the state before the move in the last undo record)
	ks := &p.R.keySqs
	g.mkeyOK = g.keyKeep && !p.R.hooks.made(&m) && !ks.has(m.From) && !ks.has(m.To) && p.hist[len(p.hist)-1].st.same(&p.st)
	switch {
	case p.R.hooks.made(&m) || g.sideEffects:
		g.pieces = -1 // a module's move or side effect: count again
	case m.Flags&FlagCapture != 0 && g.pieces > 0:
		g.pieces-- // a plain capture takes one piece
	}
	if p.halfmove == 0 && !g.recurs {
		g.forget()
	}
	g.update()
}

// scanKeys is the most keys counted by scanning.
const scanKeys = 64

// seenWords is the size of Game.seen in 64-bit words (1024 bits: with the 30 keys
// of a long quiet stretch, one new key in 30 finds its bit already set).
const seenWords = 16

// seenMax is the most bits Game.seen gathers before forget clears it (one
// sixteenth of them: a new key finds its bit set by chance at most once in 16).
const seenMax = seenWords * 64 / 16

// seenBit returns the word and the bit of key x in Game.seen (from the key's top
// ten bits).
func seenBit(x uint64) (int, uint64) { return int(x >> 60), 1 << (x >> 54 & 63) }

// count returns how often k (the last key) occurs among the keys. The keys
// alternate with the side to move (each ply appends one and passes the move),
// and the side to move is part of a key: the scan reads every second key back
// from the last, those of positions with the same side to move.
func (g *Game) count(k uint64) int {
	w, bit := seenBit(k)
	fresh := g.seen[w]&bit == 0
	if fresh {
		g.seen[w] |= bit
		g.seenN++
	}
	if len(g.keys) <= scanKeys {
		if fresh {
			return 1
		}
		n := 0
		for i := len(g.keys) - 1; i >= 0; i -= 2 {
			if g.keys[i] == k {
				n++
			}
		}
		return n
	}
	if !g.countsOn {
		if g.counts == nil {
			g.counts = make(map[uint64]int32)
		}
		for _, x := range g.keys[:len(g.keys)-1] {
			g.counts[x]++
		}
		g.countsOn = true
	}
	g.counts[k]++
	return int(g.counts[k])
}

// forget drops the repetition keys: no position before an irreversible ply (a
// capture or a pawn move, unless recurs) recurs.
// Their bits stay in the filter (seen) until it holds seenMax of them.
func (g *Game) forget() {
	if g.countsOn {
		for _, k := range g.keys {
			delete(g.counts, k)
		}
		g.countsOn = false
	}
	if g.seenN >= seenMax {
		g.seen, g.seenN = [seenWords]uint64{}, 0
	}
	g.keys, g.checks = g.keys[:0], g.checks[:0]
}

// update computes the legal moves, the repetition key (its en passant part from the
// legal moves just computed) and the status of the current position.
func (g *Game) update() {
	p := g.P
	g.pseudoOK, g.legalOK, g.statusOK = false, false, false
	if !g.mkeyOK {
		g.mkey = p.moduleKey()
	}
	k := p.hash ^ g.mkey // p.RepetitionKey()
	g.keys = append(g.keys, k)
	if g.perpetual {
		g.checks = append(g.checks, p.InCheck())
	}
	reps := g.count(k)
	g.reps = reps
	// a dead position (g.pieces < 0: not counted since the last move that may
	// have changed it; insufficient counts it)
	dead := g.pieces <= g.maxInsuff && g.insufficient()
	// most plies: nothing to claim, no end (the checks below in one test)
	if g.quiet = p.halfmove < g.quietPlies && reps < g.quietReps && !g.ends && !g.bareKing && !dead; g.quiet {
		return
	}
	st := Status{Result: "*", Repetitions: reps,
		MoveRuleClaim:   g.claimPlies > 0 && p.halfmove >= g.claimPlies,
		RepetitionClaim: g.repClaim > 0 && reps >= g.repClaim}
	if g.ends {
		if t, res := p.VariantEnd(); t != NotOver {
			st.Termination, st.Result = t, res
			g.auto = st
			return
		}
	}
	over, wins := false, false
	if g.bareKing {
		over, wins = p.bareKingEnd()
	}
	switch {
	case over:
		st.Termination = BareKing
		if wins == (p.side == rules.White) {
			st.Result = "1-0"
		} else {
			st.Result = "0-1"
		}
	case p.countingEnded():
		st.Termination, st.Result = Counting, "1/2-1/2"
	case dead:
		st.Termination, st.Result = Insufficient, "1/2-1/2"
	case g.autoPlies > 0 && p.halfmove >= g.autoPlies:
		st.Termination, st.Result = SeventyFive, "1/2-1/2"
	case g.repAuto > 0 && reps >= g.repAuto:
		st.Termination, st.Result = Fivefold, "1/2-1/2"
		if g.repAuto != 5 {
			st.Termination = Repetition
		}
		if g.repResult != "" {
			// end.repetition.result: the side that completed the repetition (the
			// one that moved last) loses or wins, or the result is the same
			// whoever completed it
			st.Termination, st.Result = Repetition, repetitionResult(g.repResult, p.side)
		}
		if g.perpetual {
			if loser, ok := g.perpetualChecker(); ok {
				st.Termination, st.Result = PerpetualCheck, "1-0"
				if loser == rules.White {
					st.Result = "0-1"
				}
			}
		}
	}
	if st.Result == "1/2-1/2" && p.R.V.End.MaterialCounting != "" {
		st.Result = p.materialCount()
	}
	g.auto = st
}

// repetitionResult is the result of the automatic repetition end under
// end.repetition.result r ("loss", "win", "1-0" or "0-1") with toMove to move,
// the opponent of the side that completed the repetition (Fairy-Stockfish's
// nFoldValue, judged for the side to move: its loss is a win of the side that
// completed it; with nFoldValueAbsolute, from White's point of view).
func repetitionResult(r string, toMove rules.Color) string {
	switch r {
	case "loss":
		return winFor(toMove)
	case "win":
		return winFor(toMove.Other())
	}
	return r
}

// materialCount is the result of a game the board ends drawn (a stalemate that
// draws, a dead position, the automatic n-move and repetition ends) under
// end.material_counting (Fairy-Stockfish's materialCounting,
// material_counting_result): black_draw_odds "0-1" (armageddon: "a draw is a
// win for Black"), white_draw_odds "1-0", unweighted: the side with more pieces
// on the board wins, equal numbers draw.
func (p *Position) materialCount() string {
	switch p.R.V.End.MaterialCounting {
	case "black_draw_odds":
		return "0-1"
	case "white_draw_odds":
		return "1-0"
	case rules.MaterialJanggi:
		return materialResult(p, rules.MaterialJanggi)
	case "unweighted":
		var n [2]int
		for k := 1; k < len(p.R.kinds); k++ {
			for c := rules.White; c <= rules.Black; c++ {
				n[c] += p.bb[MakePiece(k, c)].count()
			}
		}
		switch {
		case n[rules.White] > n[rules.Black]:
			return "1-0"
		case n[rules.White] < n[rules.Black]:
			return "0-1"
		}
	}
	return "1/2-1/2"
}

// perpetualChecker returns the side that gave check with every one of its moves
// from the first to the last of the latest repAuto occurrences of the current
// position (end.repetition.perpetual_check: Shogi's sennichite by perpetual check,
// Japan Shogi Association), and ok when exactly one side did so; when both sides
// or neither did, ok is false and the repetition is a draw. The current position
// is keys[last]; its earlier occurrences are every second key back (the side to
// move is part of the key), all since the last irreversible ply. A ply into
// position i gave check when checks[i]; the plies into last, last-2, ... are the
// moves of the side that moved last, those into last-1, last-3, ... the moves of
// the side to move. Called only at the automatic end, so it may scan.
func (g *Game) perpetualChecker() (rules.Color, bool) {
	last := len(g.keys) - 1
	k := g.keys[last]
	first, n := last, 1
	for i := last - 2; i >= 0 && n < g.repAuto; i -= 2 {
		if g.keys[i] == k {
			first, n = i, n+1
		}
	}
	mover, toMove := true, true // every move a check: the side that moved last, the side to move
	for i := first + 1; i <= last; i++ {
		if (last-i)%2 == 0 {
			mover = mover && g.checks[i]
		} else {
			toMove = toMove && g.checks[i]
		}
	}
	switch side := g.P.side; {
	case mover && !toMove:
		return side.Other(), true
	case toMove && !mover:
		return side, true
	}
	return rules.White, false
}

// AutoStatus returns the status after the last ply without looking for checkmate
// or stalemate: the claimable draws and the automatic ends (dead position, 75-move
// rule, fivefold repetition). It costs no move generation; a replay that goes on to
// find the next move legal knows the game was not mated.
func (g *Game) AutoStatus() Status {
	if g.quiet {
		return Status{Result: "*", Repetitions: g.reps}
	}
	return g.auto
}

// Quiet reports whether AutoStatus after the last ply is that of a game going
// on with nothing to claim: no automatic end, no claimable draw (Repetitions may
// be above 1, below the claim count). A replay reads it once per ply instead of
// the fields of AutoStatus.
func (g *Game) Quiet() bool { return g.quiet }

// Status returns the full status after the last ply: checkmate and stalemate (which
// take precedence: a mate on the 150th quiet ply is a mate) and the automatic ends.
func (g *Game) Status() Status {
	if g.statusOK {
		return g.status
	}
	p := g.P
	end := p.R.V.End
	st := g.AutoStatus()
	winner := func(outcome string) string {
		loserToMove := true
		switch outcome {
		case "draw":
			return "1/2-1/2"
		case "win": // the side to move wins
			loserToMove = false
		}
		if (p.side == rules.White) == loserToMove {
			return "0-1"
		}
		return "1-0"
	}
	if st.Termination >= ChecksGiven {
		// a variant end (or the bare king rule): the position has no legal moves, but it is no mate
	} else if !p.HasLegalMove() {
		if p.InCheck() {
			def := orDefault(end.Checkmate, "loss")
			outcome := p.checkmateOutcome(def)
			st.Termination, st.Result = Checkmate, winner(outcome)
			if outcome != def {
				st.Termination = DropMate // the mate was a forbidden drop: its maker loses
			} else if o, ok := p.mateRuleOutcome(); ok {
				st.Result = winner(o) // end.mate_rule: a mate by a knight, a mate without a shak
			}
		} else {
			outcome := orDefault(end.Stalemate, "draw")
			if outcome == "fewer_pieces" {
				outcome = p.fewerPieces()
			}
			st.Termination, st.Result = Stalemate, winner(outcome)
			if outcome == "draw" && end.MaterialCounting != "" {
				st.Result = p.materialCount()
			}
		}
	}
	g.status, g.statusOK = st, true
	return st
}

// fewerPieces is the stalemate outcome for the side to move by piece count
// (end.stalemate fewer_pieces; FICS suicide chess: "the player with fewer pieces
// wins, equal numbers draw"): "win" when it has fewer pieces on the board than
// the other side, "loss" when more, "draw" when as many.
func (p *Position) fewerPieces() string {
	var n [2]int
	for k := 1; k < len(p.R.kinds); k++ {
		for c := rules.White; c <= rules.Black; c++ {
			n[c] += p.bb[MakePiece(k, c)].count()
		}
	}
	switch us, them := n[p.side], n[p.side.Other()]; {
	case us < them:
		return "win"
	case us > them:
		return "loss"
	}
	return "draw"
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// insufficient reports whether the material matches a dead-position signature
// (end.insufficient_material). The pieces are read from the piece sets, kind by
// kind, once their number is known to be at most maxInsuff: no board walk.
func (g *Game) insufficient() bool {
	if len(g.insuff) == 0 {
		return false
	}
	p := g.P
	r := p.R
	// more pieces than any signature holds: the piece sets count them, and only
	// after a move that may have changed their number
	if g.pieces < 0 {
		total := 0
		for k := 1; k < len(r.kinds); k++ {
			total += p.bb[MakePiece(k, rules.White)].count() + p.bb[MakePiece(k, rules.Black)].count()
		}
		g.pieces = total
	}
	if g.pieces > g.maxInsuff {
		return false
	}
	for _, md := range r.hooks.holders {
		if md.holds(p) {
			return false // a piece in hand may still enter
		}
	}
	var buf [2][16]byte
	var n [2]int
	colours := 0 // bit 0: a non-royal piece on a light square, bit 1: on a dark one
	for k := 1; k < len(r.kinds); k++ {
		for c := rules.White; c <= rules.Black; c++ {
			b := &p.bb[MakePiece(k, c)]
			for w := range b {
				for x := b[w]; x != 0; x &= x - 1 {
					if n[0]+n[1] >= g.maxInsuff || n[c] >= len(buf[c]) {
						return false
					}
					buf[c][n[c]] = r.kinds[k].letter
					n[c]++
					if !r.kinds[k].royal {
						if r.G.Dark(board.Square(w*64 + trailing(x))) {
							colours |= 2
						} else {
							colours |= 1
						}
					}
				}
			}
		}
	}
	// a bishop that may still convert can change its square colour
	for _, md := range r.hooks.colours {
		if md.anyColour(p) {
			colours = 3
		}
	}
	w, b := upperSorted(buf[0][:n[0]]), upperSorted(buf[1][:n[1]])
	for _, sig := range g.insuff {
		if (sig.a == string(w) && sig.b == string(b)) || (sig.a == string(b) && sig.b == string(w)) {
			if !sig.sameColour || colours != 3 {
				return true
			}
		}
	}
	return false
}
