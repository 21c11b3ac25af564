package replay_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/kif"
	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/notation/shogirecord"
	"github.com/gamecourier/courier/pkg/notation/usi"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/replay"
)

// sfenPosition sets up an SFEN on the shogi preset.
func sfenPosition(t *testing.T, e *replay.Engine, sfen string) *position.Position {
	t.Helper()
	r, _, err := e.Rules("shogi")
	if err != nil {
		t.Fatal(err)
	}
	rec := usi.ParseLine(diag.Pos{Line: 1}, "sfen "+sfen)
	if len(rec.Diags) > 0 {
		t.Fatal(rec.Diags)
	}
	p, err := r.ParseFEN(rec.Start.FEN())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// usiMove resolves a USI move text in p.
func usiMove(t *testing.T, p *position.Position, text string) position.Move {
	t.Helper()
	km, err := usi.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	m, f := match.ResolveKifu(p, km, kifu.Square{})
	if f != nil {
		t.Fatalf("%s: %v", text, f)
	}
	return m
}

// TestKI2Disambiguation: each of 右 左 上 引 寄 直 written where two or more golds
// can reach 5八 (JSA notation: right and left from the mover's side; 上 moving
// forward, 引 back, 寄 sideways, 直 straight forward), and each text read back.
func TestKI2Disambiguation(t *testing.T) {
	e := replay.New(replay.Options{})
	for _, c := range []struct{ sfen, move, want string }{
		{"8k/9/9/9/9/9/9/3G1G3/K8 b - 1", "4h5h", "▲５八金右"},
		{"8k/9/9/9/9/9/9/3G1G3/K8 b - 1", "6h5h", "▲５八金左"},
		{"8k/9/9/9/9/9/4G4/5G3/K2G5 b - 1", "6i5h", "▲５八金上"},
		{"8k/9/9/9/9/9/4G4/5G3/K2G5 b - 1", "4h5h", "▲５八金寄"},
		{"8k/9/9/9/9/9/4G4/5G3/K2G5 b - 1", "5g5h", "▲５八金引"},
		{"8k/9/9/9/9/9/9/9/K2GG4 b - 1", "5i5h", "▲５八金直"},
		{"8k/9/9/9/9/9/9/9/K2GG4 b - 1", "6i5h", "▲５八金左"},
	} {
		p := sfenPosition(t, e, c.sfen)
		m := usiMove(t, p, c.move)
		if got := replay.KifuText(p, m, "ki2", kifu.Square{}); got != c.want {
			t.Errorf("%s %s: KI2 %q, want %q", c.sfen, c.move, got, c.want)
		}
		km, err := kif.ParseMove(c.want)
		if err != nil {
			t.Fatal(err)
		}
		if got, f := match.ResolveKifu(p, km, kifu.Square{}); f != nil || got != m {
			t.Errorf("%s: %q reads as %v (%v), want %s", c.sfen, c.want, got, f, c.move)
		}
		// without the relative word the text is ambiguous
		km.Rel = 0
		if _, f := match.ResolveKifu(p, km, kifu.Square{}); f == nil || f.Code != match.CodeAmbiguous {
			t.Errorf("%s: %q without its relative word: %v, want ambiguous", c.sfen, c.want, f)
		}
	}
}

// TestPromotionAtZoneEdge: a silver entering the zone (rank 3 for sente) may
// promote or not: 成 and 不成 are two moves, each written and read back; a
// silver moving inside the middle ranks has no 不成.
func TestPromotionAtZoneEdge(t *testing.T) {
	e := replay.New(replay.Options{})
	p := sfenPosition(t, e, "8k/9/9/4S4/9/9/9/9/K8 b - 1")
	for _, c := range []struct{ move, kifText, ki2 string }{
		{"5d4c+", "４三銀成(54)", "▲４三銀成"},
		{"5d4c", "４三銀不成(54)", "▲４三銀不成"},
		{"5d4e", "４五銀(54)", "▲４五銀"},
	} {
		m := usiMove(t, p, c.move)
		if got := replay.KifuText(p, m, "kif", kifu.Square{}); got != c.kifText {
			t.Errorf("%s: KIF %q, want %q", c.move, got, c.kifText)
		}
		if got := replay.KifuText(p, m, "ki2", kifu.Square{}); got != c.ki2 {
			t.Errorf("%s: KI2 %q, want %q", c.move, got, c.ki2)
		}
		for _, text := range []string{c.kifText, c.ki2} {
			km, _ := kif.ParseMove(text)
			if got, f := match.ResolveKifu(p, km, kifu.Square{}); f != nil || got != m {
				t.Errorf("%q reads as %v (%v), want %s", text, got, f, c.move)
			}
		}
	}
}

// TestSameAfterDrop: 同 takes the square of the move before, a drop included
// (▲３三角打 △同桂: the knight of 2一 takes on 3三).
func TestSameAfterDrop(t *testing.T) {
	e := replay.New(replay.Options{})
	recs, err := replay.ParseRecords("same.ki2", "ki2", []byte("▲７六歩 △３四歩 ▲２二角成 △同　銀 ▲３三角打 △同桂\n"))
	if err != nil {
		t.Fatal(err)
	}
	res := e.ReplayRecord("same.ki2", recs[0])
	if res.Status != "ok" || res.Plies != 6 {
		t.Fatalf("%s, %d plies (%+v)", res.Status, res.Plies, res.Error)
	}
	// a 同 with no move before is refused
	recs, _ = replay.ParseRecords("same.kif", "kif", []byte("手数----指手--\n   1 同　歩(77)\n"))
	if res := e.ReplayRecord("same.kif", recs[0]); res.Status != "illegal" || res.Error == nil || res.Error.Text != "同　歩(77)" || len(res.Error.Legal) != 30 {
		t.Errorf("同 at ply 1: %+v", res.Error)
	}
}

// TestHandicapStarts: the giver (gote) moves first, without the pieces the
// handicap names.
func TestHandicapStarts(t *testing.T) {
	for _, c := range []struct{ name, fen string }{
		{"香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"},
		{"角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"},
		{"二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"},
		{"六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"},
		{"八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"},
		{"平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"},
	} {
		b, ok := kifu.Handicap(c.name)
		if !ok || b.FEN() != c.fen {
			t.Errorf("%s: %v %s, want %s", c.name, ok, b.FEN(), c.fen)
		}
	}
	// a move by sente first in a handicap game is the wrong side
	e := replay.New(replay.Options{})
	recs, _ := replay.ParseRecords("h.ki2", "ki2", []byte("手合割：角落ち\n▲７六歩\n"))
	if res := e.ReplayRecord("h.ki2", recs[0]); res.Status != "illegal" || res.Error.Code != match.CodeWrongSide {
		t.Errorf("sente first in 角落ち: %s %+v", res.Status, res.Error)
	}
}

// TestEnteringKingDeclaration: the 27-point rule (sente needs 28 points, its
// king and ten pieces in the camp, not in check).
func TestEnteringKingDeclaration(t *testing.T) {
	e := replay.New(replay.Options{})
	// 8 + 9 pieces in the camp (17 points) and 2R2B in hand (20): 37 points
	res := e.ReplayRecord("win.usi", usi.ParseLine(diag.Pos{Line: 1}, "sfen GGGGSSSS1/4K4/PPPPPPPPP/9/9/9/9/9/4k4 b 2R2B 1 moves win"))
	if res.Status != "ok" || res.Result.Computed != "1-0" || res.Result.Termination != "claimed-win" || res.Result.Mismatch {
		t.Errorf("valid declaration: %s %+v", res.Status, res.Result)
	}
	// 17 points only: the declaration fails, the declarer loses
	res = e.ReplayRecord("win.usi", usi.ParseLine(diag.Pos{Line: 1}, "sfen GGGGSSSS1/4K4/PPPPPPPPP/9/9/9/9/9/4k4 b - 1 moves win"))
	if res.Result.Computed != "0-1" || !res.Result.Mismatch {
		t.Errorf("declaration with 17 points: %+v", res.Result)
	}
}

// TestGCShogiSquares: Game Courier's shogi logs name the files 9..1 and the
// ranks a..i from the top (the presets' board.gc_files, gc_ranks): "P 7g-7f" is
// the pawn c3-c4; a1-style logs still read; an illegal move's legal moves are
// listed with the log's own squares.
func TestGCShogiSquares(t *testing.T) {
	e := replay.New(replay.Options{FinalFEN: true})
	// 7g7f 3c3d 8h2b+ 3a2b, squares worked out by hand
	const final = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Bb] w - - 0 3"
	// after 3. B*4e b*6e (f5, d5): both bishops on the board, hands empty
	const final6 = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/3b1B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL[] w - - 0 4" // (captures and drops reset the clock)
	for _, moves := range []string{
		"1. P 7g-7f p 3c-3d 2. B 8h-2b; +B-2b s 3a-2b",
		"1. P c3-c4 p g7-g6 2. B b2-h8; +B-h8 s g9-h8",
		"1. P 7g-7f p 3c-3d 2. B 8h-2b; +B-2b s 3a-2b 3. B*4e b*6e", // drops: not USI
		"1. P c3-c4 p g7-g6 2. B b2-h8; +B-h8 s g9-h8 3. B*f5 b*d5",
	} {
		r := replayText(t, e, "gc", "[Variant \"shogi\"]\n\n"+moves+"\n\n")[0]
		want, plies := final, 4
		if strings.Contains(moves, "*") {
			want, plies = final6, 6
		}
		if r.Status != "ok" || r.Plies != plies || r.FinalFEN != want || r.Notation != "gc" {
			t.Errorf("%q: %s %d plies %s (%+v)", moves, r.Status, r.Plies, r.FinalFEN, r.Error)
		}
	}
	r := replayText(t, e, "gc", "[Variant \"minishogi\"]\n\n1. P 5d-5b\n\n")[0]
	if r.Status != "illegal" || r.Error == nil || len(r.Error.Legal) == 0 {
		t.Fatalf("minishogi 5d-5b: %s %+v", r.Status, r.Error)
	}
	found := false
	for _, l := range r.Error.Legal {
		found = found || l == "P 5d-5c" // the pawn a2-a3 (file 5 is a, rank d is 2 on 5x5)
	}
	if !found {
		t.Errorf("legal moves not in the log's squares: %v", r.Error.Legal)
	}
}

// replayKIF replays a KIF text.
func replayKIF(t *testing.T, text string) *replay.Result {
	t.Helper()
	recs, err := replay.ParseRecords("t.kif", "kif", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return replay.New(replay.Options{}).ReplayRecord("t.kif", recs[0])
}

// TestRecordedIllegalMove: a record that ends with a move it says was illegal
// (二歩, a second unpromoted pawn on a file: 反則負け) stops there, courier
// agreeing, and its mover loses; 反則勝ち after a legal move is warned.
func TestRecordedIllegalMove(t *testing.T) {
	// sente takes a pawn on 2四 (ply 9) and drops it on the 7th file, where
	// its pawn of 7六 stands: nifu
	moves := "手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四歩(83)\n   5 ２五歩(26)\n   6 ８五歩(84)\n" +
		"   7 ２四歩(25)\n   8 同　歩(23)\n   9 同　飛(28)\n  10 ８六歩(85)\n  11 ７五歩打\n"
	r := replayKIF(t, moves+"  12 反則負け\nまで11手で先手の反則負け\n")
	if r.Status != "ok" || r.Plies != 10 || r.Result.Computed != "0-1" || r.Result.Termination != "rules-infraction" || r.Result.Mismatch {
		t.Fatalf("nifu: %s %d %+v %+v", r.Status, r.Plies, r.Result, r.Error)
	}
	if len(r.Warnings) == 0 || r.Warnings[0].Code != "recorded-illegal" || !strings.Contains(r.Warnings[0].Message, "nifu") {
		t.Errorf("nifu: warnings %+v", r.Warnings)
	}
	// the same record without the ending: the move is illegal
	r = replayKIF(t, moves)
	if r.Status != "illegal" || r.Error == nil || r.Error.Ply != 11 || r.Error.Text != "７五歩打" || r.Error.Code != "rule-module" {
		t.Errorf("nifu without the ending: %s %+v", r.Status, r.Error)
	}
	// 反則勝ち after a legal move: courier says it differs
	r = replayKIF(t, "手数----指手--\n   1 ７六歩(77)\n   2 反則勝ち\n")
	if r.Status != "ok" || len(r.Warnings) != 1 || r.Warnings[0].Code != replay.CodeIllegalClaim {
		t.Errorf("反則勝ち: %s %+v", r.Status, r.Warnings)
	}
}

// TestRecordEndings: the endings as the record writes them, against the board.
func TestRecordEndings(t *testing.T) {
	// the rooks go back and forth: the start position occurs a fourth time
	// after ply 12: 千日手, which the board shows (repetition, a draw)
	shuffle := "   1 ４八飛(28)\n   2 ６二飛(82)\n   3 ２八飛(48)\n   4 ８二飛(62)\n"
	r := replayKIF(t, "手数----指手--\n"+shuffle+strings.ReplaceAll(shuffle, "   1 ", "   5 ")+shuffle+"  13 千日手\nまで12手で千日手\n")
	if r.Status != "ok" || r.Plies != 12 || r.Result.Computed != "1/2-1/2" || r.Result.Termination != "repetition" || r.Result.Mismatch {
		t.Errorf("千日手: %s %d %+v %+v", r.Status, r.Plies, r.Result, r.Error)
	}
	// 千日手 after two occurrences only: a mismatch
	r = replayKIF(t, "手数----指手--\n"+shuffle+"   5 千日手\n")
	if !r.Result.Mismatch {
		t.Errorf("千日手 after 4 plies: %+v", r.Result)
	}
	for _, c := range []struct{ end, result, term string }{
		{"投了", "0-1", "resignation"}, // sente to move resigns
		{"切れ負け", "0-1", "time-forfeit"},
		{"持将棋", "1/2-1/2", "agreement"},
		{"中断", "*", "unterminated"},
	} {
		r := replayKIF(t, "手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 "+c.end+"\n")
		if r.Status != "ok" || r.Result.Computed != c.result || r.Result.Termination != c.term || r.Result.Mismatch {
			t.Errorf("%s: %+v", c.end, r.Result)
		}
	}
	// a stated result the ending contradicts
	r = replayKIF(t, "手数----指手--\n   1 ７六歩(77)\n   2 投了\nまで1手で後手の勝ち\n")
	if !r.Result.Mismatch || r.Result.Computed != "1-0" || r.Result.Claimed != "0-1" {
		t.Errorf("contradicted: %+v", r.Result)
	}
}

// TestShogiRecordsAsPGN: each sample record as a game of the record table
// (shogirecord.Game: a Format tag, one move word a line), replayed through the
// notation seam as PGN text, gives the plies and result ReplayRecord gives.
func TestShogiRecordsAsPGN(t *testing.T) {
	e := replay.New(replay.Options{})
	for _, c := range []struct{ file, format string }{
		{"kyo-sjis.kif", "kif"}, {"sample.ki2", "ki2"}, {"kakuochi.csa", "csa"}, {"game.usi", "usi"},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", "shogi", c.file))
		if err != nil {
			t.Fatal(err)
		}
		recs, err := replay.ParseRecords(c.file, c.format, data)
		if err != nil {
			t.Fatal(err)
		}
		want := e.ReplayRecord(c.file, recs[0])
		got := e.Replay(c.file, shogirecord.Game(recs[0]))
		if got.Status != "ok" || got.Plies != want.Plies || got.Result.Computed != want.Result.Computed || got.Notation != c.format {
			t.Errorf("%s as PGN: %s %d plies %+v %s; want ok %d %+v (%+v)", c.file, got.Status, got.Plies, got.Result, got.Notation, want.Plies, want.Result, got.Error)
		}
	}
}

// TestUSIInPGN: USI moves in PGN text are read as USI (a word "7g7f" is no
// SAN, coordinate or Game Courier move), on the shogi preset when the game
// names none.
func TestUSIInPGN(t *testing.T) {
	e := replay.New(replay.Options{Fallback: "chess"})
	for _, text := range []string{"[Event \"x\"]\n\n7g7f 3c3d 8h2b+ 3a2b B*4e *\n\n", "[Variant \"shogi\"]\n\n1. 7g7f 3c3d 2. 8h2b+ 3a2b 3. B*4e *\n\n"} {
		r := replayText(t, e, "usi", text)[0]
		if r.Status != "ok" || r.Plies != 5 || r.Variant != "shogi" || r.Notation != "usi" {
			t.Errorf("%q: %s %d %s %s (%+v)", text, r.Status, r.Plies, r.Variant, r.Notation, r.Error)
		}
	}
}

// TestUSIStartposIsThePresets: USI's "position startpos" names the variant's own
// start position (the USI protocol: the engine's initial position of the game
// played), so under --preset minishogi it is minishogi's 5x5 start, where 5d is
// White's pawn on a2 (file 5 = a, rank d = 2) and 1b Black's pawn on e4; without a
// preset a startpos record is shogi's.
func TestUSIStartposIsThePresets(t *testing.T) {
	text := []byte("position startpos moves 5d5c 1b1c 5c5b 1c1d\n")
	recs, _ := replay.ParseRecords("m.usi", "usi", text)
	e := replay.New(replay.Options{Preset: "minishogi"})
	res := e.ReplayRecord("m.usi", recs[0])
	if res.Status != replay.StatusOK || res.Plies != 4 {
		t.Errorf("minishogi startpos: %s, %d plies, %+v", res.Status, res.Plies, res.Error)
	}
	if want := "rbsgk/4p/5/P4/KGSBR[] w - - 0 1"; !strings.HasPrefix(res.StartFEN, "rbsgk/4p/5/P4/KGSBR") {
		t.Errorf("start %s, want %s", res.StartFEN, want)
	}
	recs, _ = replay.ParseRecords("s.usi", "usi", []byte("position startpos moves 7g7f 3c3d\n"))
	if res := replay.New(replay.Options{}).ReplayRecord("s.usi", recs[0]); res.Status != replay.StatusOK || res.Variant != "shogi" {
		t.Errorf("shogi startpos: %s %s %+v", res.Status, res.Variant, res.Error)
	}
}
