package replay

import (
	"fmt"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// EnteringKingWin judges a declaration of a win by the entering-king rule
// (入玉宣言法, the 27-point rule of the Japan Shogi Association's and CSA's
// rules; CSA's %KACHI, KIF's 入玉勝ち) by the side to move of p, on 9x9 shogi:
// (1) its king stands in the opponent's camp (the three far ranks); (2) it has
// at least ten other pieces there; (3) those pieces and the pieces in its hand
// count at least 28 points for sente (White), 27 for gote, a rook or bishop
// (promoted or not) 5 and any other piece 1; (4) its king is not in check.
// The clock condition is not judged. why says which condition fails.
func EnteringKingWin(p *position.Position) (ok bool, why string) {
	r := p.R
	g := r.G
	if g.Files != 9 || g.Ranks != 9 {
		return false, fmt.Sprintf("the entering-king rule is a rule of 9x9 shogi, not of this %dx%d board", g.Files, g.Ranks)
	}
	us := p.Side()
	camp := func(s board.Square) bool {
		rank := g.Rank(s) // 0-based from White's side
		if us == rules.White {
			return rank >= 6
		}
		return rank <= 2
	}
	big := func(kind int) bool {
		b := kifu.PieceOfLabel(r.KindLabel(kind)).Base()
		return b == kifu.Rook || b == kifu.Bishop
	}
	king, pieces, points := false, 0, 0
	for s := board.Square(0); int(s) < r.N; s++ {
		pc := p.At(s)
		if pc == position.Empty || pc.Color() != us || !camp(s) {
			continue
		}
		if r.IsRoyal(pc.Kind()) {
			king = true
			continue
		}
		pieces++
		points++
		if big(pc.Kind()) {
			points += 4
		}
	}
	for k := 1; k <= r.Kinds(); k++ {
		n := p.Hand(us, k)
		points += n
		if big(k) {
			points += 4 * n
		}
	}
	need := 28
	if us == rules.Black {
		need = 27
	}
	switch {
	case !king:
		return false, "its king is not in the opponent's camp"
	case pieces < 10:
		return false, fmt.Sprintf("it has %d pieces besides the king in the opponent's camp, fewer than 10", pieces)
	case points < need:
		return false, fmt.Sprintf("its pieces in the camp and in hand count %d points, fewer than %d", points, need)
	case p.InCheck():
		return false, "its king is in check"
	}
	return true, ""
}
