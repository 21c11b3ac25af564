package perft

import (
	"io"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/position"
)

// FuzzFEN feeds arbitrary --fen text to six presets: it must be refused with a usage
// error or counted without a panic, the divide entries summing to the total.
func FuzzFEN(f *testing.F) {
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkqbnr/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKQBNR w KQkq CGcg - 0 1",
		"K1k5/7q/8/8/8/8/8/8 b - - 6 66",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"8/8/8/8 w - -",
		"lnsgk1snl/r4g1b1/pppp1p+Bpp/4p4/9/2P1P4/PP1P1PPPP/4G2RL/LNSGK1SN1[P] b - - 0 5",
		"1+S3/1K3/R3g/Pg2k/5[Sprbb] w - - 0 42",
		"8/pppppppp/8/8/8/8/PPPPPPPP/2BQKRNR[BNkqrrbbnn] w - - 0 1",
		"",
	} {
		f.Add(s)
	}
	var rs []*position.Rules
	for _, name := range []string{"chess", "symmetric", "modern-swap", "shogi", "minishogi", "placement"} {
		_, r, err := cmdutil.LoadVariant(io.Discard, name, nil, nil)
		if err != nil {
			f.Fatal(err)
		}
		rs = append(rs, r)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		if fen == "" {
			return // the start position, not a FEN
		}
		for _, r := range rs {
			p, err := cmdutil.Position(r, fen)
			if err != nil {
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage {
					t.Fatalf("%s: %q: %v is not a usage error", r.V.ID, fen, err)
				}
				continue
			}
			res := Count(p, 2, true, 1)
			var sum uint64
			for _, e := range res.Divide {
				sum += e.Nodes
			}
			if sum != res.Nodes {
				t.Fatalf("%s: %q: divide sums to %d, nodes %d", r.V.ID, fen, sum, res.Nodes)
			}
		}
	})
}
