package match_test

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/gamecourier/courier/pkg/notation/match"
	"github.com/gamecourier/courier/pkg/position"
)

// readIn reads text in the notation named, failing the test on an unknown name.
func readIn(t *testing.T, name string, p *position.Position, text string) (position.Move, *match.Failure) {
	t.Helper()
	n := match.NotationNamed(name)
	if n == nil {
		t.Fatalf("no notation %s", name)
	}
	return n.Read(p, text, position.NoMove)
}

// The opening moves as every xiangqi book writes them: the central cannon
// (courier h3-e3) is ICCS h2e2, WXF C2=5, 炮二平五; red's right horse h1-g3 is
// h0g2, H2+3, 马二进三; black's left horse (its file 2 from its right) b10-c8
// is b9c7, H2+3, 马２进３.
func TestXiangqiOpeningTexts(t *testing.T) {
	p := posOf(t, "xiangqi", "")
	cases := []struct {
		coord string
		texts map[string][]string // notation: the text written first, then other spellings read
	}{
		{"h3e3", map[string][]string{"iccs": {"h2e2", "H2-E2", "ｈ２ｅ２"}, "wxf": {"C2=5", "C2.5", "C25", "Ｃ２＝５", "c2=5"}, "zh": {"炮二平五", "砲二平五", "炮2平5", "包二平五"}}},
		{"h1g3", map[string][]string{"iccs": {"h0g2"}, "wxf": {"H2+3", "N2+3"}, "zh": {"马二进三", "馬二進三", "傌二进三"}}},
	}
	for _, c := range cases {
		m := legal(t, p, c.coord)
		for name, texts := range c.texts {
			if got := match.NotationNamed(name).Write(p, m, position.NoMove); got != texts[0] {
				t.Errorf("%s %s written %q, want %q", c.coord, name, got, texts[0])
			}
			for _, text := range texts {
				if got, f := readIn(t, name, p, text); f != nil || got != m {
					t.Errorf("%s %q read as %v, %v; want %s", name, text, got, f, c.coord)
				}
			}
		}
	}
	p.Make(legal(t, p, "h3e3"))
	m := legal(t, p, "b10c8")
	for name, want := range map[string]string{"iccs": "b9c7", "wxf": "H2+3", "zh": "马２进３"} {
		if got := match.NotationNamed(name).Write(p, m, position.NoMove); got != want {
			t.Errorf("black's b10c8 in %s: %q, want %q", name, got, want)
		}
		if got, f := readIn(t, name, p, want); f != nil || got != m {
			t.Errorf("black's %q: %v %v", want, got, f)
		}
	}
	// black's move in red's numerals, as some records write it, reads too
	if got, f := readIn(t, "zh", p, "馬二進三"); f != nil || got != m {
		t.Errorf("马 in red numerals for black: %v %v", got, f)
	}
}

// Tandem pawns (WXF's "Tandem Positions" and its special cases for pawns;
// the Chinese 前/中/后): red pawns on e7, e6 and e5 (file 5 for red), the
// kings apart. e7-d7 is the front pawn to file 6: P+=6, 前兵平六; e6-f6 the
// middle one to file 4: WXF writes the middle of three by its file, P5=4,
// Chinese 中兵平四; "兵五平六" fits both the front and the middle pawn.
// With two more red pawns on c7 and c6 (file 7), two files hold tandem pawns
// and the file takes the letter's place: 5+=6, 前五平六.
func TestXiangqiTandemPawns(t *testing.T) {
	p := posOf(t, "xiangqi", "4k4/9/9/4P4/4P4/4P4/9/9/9/3K5 w - - 0 1")
	for _, c := range []struct{ coord, wxf, zh string }{
		{"e7d7", "P+=6", "前兵平六"},
		{"e6f6", "P5=4", "中兵平四"},
		{"e7e8", "P++1", "前兵进一"},
	} {
		m := legal(t, p, c.coord)
		for name, want := range map[string]string{"wxf": c.wxf, "zh": c.zh} {
			if got := match.NotationNamed(name).Write(p, m, position.NoMove); got != want {
				t.Errorf("%s in %s: %q, want %q", c.coord, name, got, want)
			}
			if got, f := readIn(t, name, p, want); f != nil || got != m {
				t.Errorf("%s %q: %v %v, want %s", name, want, got, f, c.coord)
			}
		}
	}
	if _, f := readIn(t, "zh", p, "兵五平六"); f == nil || f.Code != match.CodeAmbiguous {
		t.Errorf("兵五平六 with three pawns on file 5: %v, want ambiguous", f)
	}
	// the rear pawn (e5, before the river) is blocked by the middle one
	if _, f := readIn(t, "zh", p, "后兵进一"); f == nil {
		t.Errorf("后兵进一 read, but the rear pawn is blocked")
	}
	// tandem pawns on two files
	p = posOf(t, "xiangqi", "4k4/9/9/2P1P4/2P1P4/4P4/9/9/9/3K5 w - - 0 1")
	m := legal(t, p, "e7d7")
	for name, want := range map[string]string{"wxf": "5+=6", "zh": "前五平六"} {
		if got := match.NotationNamed(name).Write(p, m, position.NoMove); got != want {
			t.Errorf("two tandem files, e7d7 in %s: %q, want %q", name, got, want)
		}
		if got, f := readIn(t, name, p, want); f != nil || got != m {
			t.Errorf("%s %q: %v %v", name, want, got, f)
		}
	}
	// 前兵平六 names the front soldier of a file, but two files hold tandem
	// soldiers: e7-d7 (file 5) and c7-d7 (file 7) both fit: ambiguous; 前兵进一
	// fits e7-e8 and c7-c8: ambiguous too
	for _, text := range []string{"前兵平六", "前兵进一"} {
		if _, f := readIn(t, "zh", p, text); f == nil || f.Code != match.CodeAmbiguous {
			t.Errorf("%s with tandem soldiers on files 5 and 7: %v, want ambiguous", text, f)
		}
	}
	// c7-c8 is the front pawn of file 7: 前七进一, 7++1
	m = legal(t, p, "c7c8")
	if got, f := readIn(t, "zh", p, "前七进一"); f != nil || got != m {
		t.Errorf("前七进一: %v %v", got, f)
	}
	if got, f := readIn(t, "wxf", p, "7++1"); f != nil || got != m {
		t.Errorf("7++1: %v %v", got, f)
	}
	// 后兵平八 names a rear soldier by its kind though two files hold tandem
	// soldiers (written 后七平八): the rear one of file 5 (e5, before the
	// river) cannot move along its rank, so only c6-b6 fits
	if got, f := readIn(t, "zh", p, "后兵平八"); f != nil || got != legal(t, p, "c6b6") {
		t.Errorf("后兵平八: %v %v, want c6b6", got, f)
	}
}

// TestXiangqiDiagnostics: a move that is no move of the position is refused
// with the notation's own code; one that is no text of the notation is a
// syntax failure.
func TestXiangqiDiagnostics(t *testing.T) {
	p := posOf(t, "xiangqi", "")
	for _, c := range []struct{ name, text, code string }{
		{"zh", "炮二平十", match.CodeChineseSyntax},
		{"zh", "炮二进九", match.CodeNoPath},
		{"wxf", "C2=", match.CodeWXFSyntax},
		{"wxf", "R1=2", match.CodeNoPath},
		{"iccs", "j2e2", match.CodeICCSSyntax},
		{"iccs", "e4e5", match.CodeNoPiece},
		{"iccs", "e6e5", match.CodeWrongSide},
	} {
		if _, f := readIn(t, c.name, p, c.text); f == nil || f.Code != c.code {
			t.Errorf("%s %q: %v, want %s", c.name, c.text, f, c.code)
		}
	}
}

// TestXiangqiOracleRoundTrip writes every legal move after every ply of every
// oracle xiangqi and minixiangqi game in each xiangqi notation and reads it
// back: the same move.
func TestXiangqiOracleRoundTrip(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "..", "shared", "oracle", "fsf-variants")
	files, _ := filepath.Glob(filepath.Join(dir, "games-*xiangqi*.jsonl"))
	if len(files) == 0 {
		t.Skip("no ../shared/oracle/fsf-variants/games-*xiangqi*.jsonl")
	}
	if testing.Short() {
		t.Skip("short")
	}
	checked := 0
	for _, file := range files {
		fh, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var g struct {
				ID        string   `json:"id"`
				Variant   string   `json:"variant"`
				StartFEN  string   `json:"start_fen"`
				Moves     []string `json:"moves"`
				Corrupted bool     `json:"corrupted"`
			}
			if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
				t.Fatal(err)
			}
			if g.Corrupted {
				continue
			}
			p := posOf(t, g.Variant, g.StartFEN)
			for ply, mv := range g.Moves {
				for _, m := range p.LegalMoves(nil) {
					for _, name := range []string{"iccs", "wxf", "zh"} {
						n := match.NotationNamed(name)
						text := n.Write(p, m, position.NoMove)
						got, f := n.Read(p, text, position.NoMove)
						if f != nil || got != m {
							t.Fatalf("%s ply %d: %s %q of %s read back as %v (%v) in %s", g.ID, ply+1, name, text, p.Coord(m), got, f, p.FEN())
						}
						checked++
					}
				}
				p.Make(legal(t, p, mv))
			}
		}
		fh.Close()
	}
	if checked == 0 {
		t.Fatal("no move checked")
	}
	t.Logf("%d texts read back", checked)
}
