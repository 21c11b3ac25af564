package position

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"go.yaml.in/yaml/v3"
)

// moduleFixture is a rule module's own fixture (testdata/modules/NAME.yaml): a
// preset that has the module, FENs where it acts, and perft rows copied from
// the oracle tables.
type moduleFixture struct {
	Preset string   `yaml:"preset"`
	FENs   []string `yaml:"fens"`
	Perft  []struct {
		Source string `yaml:"source"`
		FEN    string `yaml:"fen"`
		Depth  int    `yaml:"depth"`
		Nodes  uint64 `yaml:"nodes"`
	} `yaml:"perft"`
}

// TestModuleFixtures runs the agreement checks over every registered rule
// module (registerModule), not only over the shipped presets: a module
// without a fixture fails, so a module that no shipped preset uses is still
// checked. For each module: its fixture's preset has it; the perft rows
// (facts from Fairy-Stockfish or the reference implementation) hold; from each
// FEN, along random games of 40 plies, perft's leaf counter equals LegalMoves,
// HasLegalMove agrees, the FEN reads back to itself, the kept repetition key
// equals every key hook asked, CastlingMove and the module squares agree with
// MovesFrom (keptAgrees, castlingAgrees, modAtAgrees), and Make then Unmake
// restores the FEN and the repetition key.
func TestModuleFixtures(t *testing.T) {
	names := make([]string, 0, len(moduleDefs))
	for n := range moduleDefs {
		names = append(names, n)
	}
	slices.Sort(names)
	rng := rand.New(rand.NewPCG(22, 8))
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("testdata", "modules", name+".yaml")
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("rule module %s has no fixture: %v (each registered module carries a preset, FENs and oracle perft rows in testdata/modules/)", name, err)
			}
			var fx moduleFixture
			if err := yaml.Unmarshal(data, &fx); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			if len(fx.FENs) < 2 || len(fx.Perft) == 0 {
				t.Fatalf("%s: %d FENs and %d perft rows; want at least 2 and 1", path, len(fx.FENs), len(fx.Perft))
			}
			r := presetRules(t, fx.Preset)
			if !slices.ContainsFunc(r.hooks.all, func(md module) bool { return md.traits().name == name }) {
				t.Fatalf("%s: preset %s has no rule module %s", path, fx.Preset, name)
			}
			for _, row := range fx.Perft {
				p, err := r.ParseFEN(row.FEN)
				if err != nil {
					t.Fatalf("%s: %q: %v", path, row.FEN, err)
				}
				if got := p.Perft(row.Depth); got != row.Nodes {
					t.Errorf("%s: perft(%d) of %q = %d, %s %d", path, row.Depth, row.FEN, got, row.Source, row.Nodes)
				}
			}
			plies := 0
			for i, fen := range fx.FENs {
				p, err := r.ParseFEN(fen)
				if err != nil {
					t.Fatalf("%s: %q: %v", path, fen, err)
				}
				plies += moduleAgreement(t, NewGame(p), rng, fmt.Sprintf("%s fen %d", name, i+1))
			}
			if plies < 2*len(fx.FENs) {
				t.Fatalf("%s: only %d plies played from its FENs", path, plies)
			}
		})
	}
}

// moduleAgreement plays up to 40 random plies of g, checking the agreements of
// TestModuleFixtures at each, and returns the plies played.
func moduleAgreement(t *testing.T, g *Game, rng *rand.Rand, where string) int {
	t.Helper()
	for ply := 0; ply < 40; ply++ {
		at := fmt.Sprintf("%s ply %d", where, ply)
		p := g.P
		keptAgrees(t, g, at)
		legal := p.LegalMoves(nil)
		if got := p.countLegal(); got != len(legal) {
			t.Fatalf("%s (%s): perft's counter %d, LegalMoves %d", at, p.FEN(), got, len(legal))
		}
		if has := p.HasLegalMove(); has != (len(legal) > 0) {
			t.Fatalf("%s (%s): HasLegalMove %v, %d legal moves", at, p.FEN(), has, len(legal))
		}
		fen := p.FEN()
		if q, err := p.R.ParseFEN(fen); err != nil || q.FEN() != fen {
			t.Fatalf("%s: FEN %q does not read back (%v)", at, fen, err)
		}
		castlingAgrees(t, p, at)
		modAtAgrees(t, p, legal, at)
		if len(legal) == 0 || g.Status().Over() {
			return ply
		}
		key := p.RepetitionKey()
		for _, m := range legal {
			p.Make(m)
			p.Unmake()
			if p.FEN() != fen || p.RepetitionKey() != key {
				t.Fatalf("%s: Make and Unmake of %s leave %s (key %x), was %s (key %x)", at, p.Coord(m), p.FEN(), p.RepetitionKey(), fen, key)
			}
		}
		g.Play(legal[rng.IntN(len(legal))])
	}
	return 40
}
