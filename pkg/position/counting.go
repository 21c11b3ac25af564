package position

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gamecourier/courier/pkg/rules"
)

// end.counting (rules.Counting): the counting rules of the makruk family as
// Fairy-Stockfish plays them (countingRule; position.cpp count_limit, do_move,
// is_optional_game_end). The count lives in the wins module's modState.ext
// word: bits 8-15 the limit in plies (0: no count runs), bits 16-31 the plies
// counted. After every move the count goes on by one ply and may start (again):
// when no count runs, or when a capture or a promotion leaves the side to move
// with its king alone, a count starts for the side to move if its rule set gives
// it a limit (twice the limit in moves), at 0, or for a bare king at twice the
// number of pieces on the board; and (not under asean) when a bare king takes the
// last pawn, a count starts for it at that number less one. A count that passes
// its limit draws, unless the side to move has no legal move. The FEN writes the
// limit in the en passant field and the count in the halfmove field, as
// Fairy-Stockfish does (with countStarted 0, its default).

// The counting rule sets (wins.countRule).
const (
	countNone = iota
	countMakruk
	countCambodian
	countASEAN
)

// Counting word layout.
const (
	countLimitShift = 8
	countPlyShift   = 16
	countMaxLimit   = 255
	countMaxPly     = 1<<16 - 1
)

// compileCounting takes end.counting (nil: off).
func (md *wins) compileCounting(c *rules.Counting) error {
	if c == nil {
		return nil
	}
	md.countRule = map[string]int{rules.CountingMakruk: countMakruk, rules.CountingCambodian: countCambodian, rules.CountingASEAN: countASEAN}[c.Rules]
	if md.countRule == countNone {
		return fmt.Errorf("end.counting: rule set %q; makruk, cambodian or asean", c.Rules)
	}
	md.countKinds = [3]int{md.r.KindOf(c.Rook), md.r.KindOf(c.Khon), md.r.KindOf(c.Knight)}
	for k := 1; k < len(md.r.kinds); k++ {
		if md.r.kinds[k].pawn {
			md.countPawns = append(md.countPawns, k)
		}
	}
	return nil
}

// count returns the running count: the limit and the plies counted (limit 0: none).
func (md *wins) count(p *Position) (limit, plies int) {
	w := p.st.ext[md.word]
	return int(w >> countLimitShift & 0xff), int(w >> countPlyShift)
}

// setCount sets the count.
func (md *wins) setCount(p *Position, limit, plies int) {
	plies = min(plies, countMaxPly)
	w := &p.st.ext[md.word]
	*w = *w&(1<<countLimitShift-1) | uint32(limit)<<countLimitShift | uint32(plies)<<countPlyShift
}

// countLimit returns colour c's counting limit in moves, 0 when c does not
// count (Fairy-Stockfish's count_limit).
func (md *wins) countLimit(p *Position, c rules.Color) int {
	them := c.Other()
	pawns := 0
	for _, k := range md.countPawns {
		pawns += p.bb[MakePiece(k, rules.White)].count() + p.bb[MakePiece(k, rules.Black)].count()
	}
	own, opp := p.pieceCount(c), p.pieceCount(them)
	var n [3]int // the opponent's rooks, khons, knights
	for i, k := range md.countKinds {
		if k != 0 {
			n[i] = p.bb[MakePiece(k, them)].count()
		}
	}
	rooks, khons, knights := n[0], n[1], n[2]
	board, honour := 64, [6]int{8, 16, 22, 32, 44, 64}
	switch md.countRule {
	case countMakruk:
		if pawns > 0 || opp == 1 {
			return 0
		}
	case countCambodian:
		if own > 3 || opp == 1 {
			return 0
		}
		board, honour = 63, [6]int{7, 15, 21, 31, 43, 63}
		if own == 1 && pawns > 0 {
			return 0
		}
	case countASEAN:
		switch {
		case pawns > 0 || own > 1:
			return 0
		case rooks > 0:
			return 16
		case khons > 0:
			return 44
		case knights > 0:
			return 64
		}
		return 0
	}
	switch {
	case own > 1:
		return board // the board's honour
	case rooks > 1:
		return honour[0]
	case rooks == 1:
		return honour[1]
	case khons > 1:
		return honour[2]
	case knights > 1:
		return honour[3]
	case khons == 1:
		return honour[4]
	}
	return honour[5]
}

// countAfter moves the count on after the move m (p.side still the mover) and
// starts one where the rules say.
func (md *wins) countAfter(p *Position, m Move, u *undo) {
	limit, plies := md.count(p)
	if limit != 0 {
		plies++
	}
	us, them := p.side, p.side.Other()
	total := p.pieceCount(us) + p.pieceCount(them)
	pawnTaken := u.captured != Empty && p.R.kinds[u.captured.Kind()].pawn
	if md.countRule != countASEAN && pawnTaken && p.pieceCount(us) == 1 && md.noPawns(p) {
		if l := md.countLimit(p, us); l != 0 {
			limit, plies = 2*l, 2*total-1
		}
	}
	if limit == 0 || (u.captured != Empty || m.Promo != 0) && p.pieceCount(them) == 1 {
		if l := md.countLimit(p, them); l != 0 {
			limit, plies = 2*l, 0
			if md.countRule != countASEAN && p.pieceCount(them) == 1 {
				plies = 2 * total
			}
		}
	}
	md.setCount(p, limit, plies)
}

// noPawns reports whether no pawn stands on the board.
func (md *wins) noPawns(p *Position) bool {
	for _, k := range md.countPawns {
		if p.bb[MakePiece(k, rules.White)].count()+p.bb[MakePiece(k, rules.Black)].count() > 0 {
			return false
		}
	}
	return true
}

// readCount reads the en passant field's counting limit: digits, at most 255.
func (md *wins) readCount(p *Position, f string, col int) (int, error) {
	n, err := strconv.Atoi(f)
	if err != nil || n < 0 {
		return 0, nil // not a number: another module's letters, or an error for readField
	}
	if n > countMaxLimit {
		return 0, &FENError{"en passant", col, fmt.Sprintf("counting limit %d: at most %d plies", n, countMaxLimit)}
	}
	_, plies := md.count(p)
	md.setCount(p, n, plies)
	return len(f), nil
}

// countingClock: a FEN's halfmove field is the plies counted while a count
// runs (Fairy-Stockfish: "if countingLimit and rule50: countingPly = rule50,
// rule50 = 0").
func (p *Position) countingClock() {
	md := moduleOf[*wins](p.R)
	if md == nil || md.countRule == countNone {
		return
	}
	if limit, _ := md.count(p); limit != 0 && p.halfmove != 0 {
		md.setCount(p, limit, p.halfmove)
		p.halfmove = 0
	}
}

// clockFEN is the FEN's halfmove field: the plies counted while a count runs,
// else the halfmove clock.
func (p *Position) clockFEN() int {
	md := moduleOf[*wins](p.R)
	if md == nil || md.countRule == countNone {
		return p.halfmove
	}
	if limit, plies := md.count(p); limit != 0 {
		return plies
	}
	return p.halfmove
}

// writeCount writes the counting limit of a running count.
func (md *wins) writeCount(p *Position, b *strings.Builder) {
	if limit, _ := md.count(p); limit != 0 {
		b.WriteString(strconv.Itoa(limit))
	}
}

// countingEnded reports whether the count has passed its limit and the side to
// move has a legal move (Fairy-Stockfish: a counting draw is no stalemate or
// mate).
func (p *Position) countingEnded() bool {
	md := moduleOf[*wins](p.R)
	if md == nil || md.countRule == countNone {
		return false
	}
	limit, plies := md.count(p)
	return limit != 0 && plies > limit && p.HasLegalMove()
}

// Counting returns the running count of end.counting: the limit and the plies
// counted, in plies; limit 0 when no count runs (or the variant has none).
func (p *Position) Counting() (limit, plies int) {
	md := moduleOf[*wins](p.R)
	if md == nil || md.countRule == countNone {
		return 0, 0
	}
	return md.count(p)
}
