package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
	"github.com/gamecourier/courier/pkg/shard"
)

// planOf runs courier plan with args and returns its exit code, the plan and stderr.
func planOf(t *testing.T, args ...string) (int, shard.Plan, string) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	cmd := NewCmdPlan(cmdutil.NewFactory(ios), nil)
	cmd.SetArgs(args)
	cmd.SetOut(errOut)
	cmd.SetErr(errOut)
	err := cmd.Execute()
	var p shard.Plan
	if err == nil || cmdutil.ExitCode(err) == 3 {
		if jerr := json.Unmarshal(out.Bytes(), &p); jerr != nil {
			t.Fatalf("plan %v: not JSON: %v\n%s", args, jerr, out)
		}
	}
	return cmdutil.ExitCode(err), p, errOut.String()
}

// TestPlan: a file of 6,000 games of 300 bytes each (1.8 MB) and a compressed
// one of 1 MB in 4 shards: the cuts at each 0.7 MB, moved to the next game start;
// the compressed file whole in the shard that owns its middle byte; the parts
// cover every byte of the plain file once; estimated games from the games per byte.
func TestPlan(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	for i := 0; i < 6000; i++ {
		// 17 + 269 + 14 = 300 bytes, 5 lines
		fmt.Fprintf(&b, "[Event \"%05d\"]\n\n{%s}\n1. e4 e5 1-0\n\n", i, strings.Repeat("x", 266))
	}
	big := filepath.Join(dir, "a.pgn")
	if err := os.WriteFile(big, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	zst := filepath.Join(dir, "b.pgn.zst")
	if err := os.WriteFile(zst, make([]byte, 1<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	code, p, errOut := planOf(t, "--shards", "4", big, zst)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	size := int64(b.Len())
	total := size + 1<<20
	if p.Shards != 4 || p.Bytes != total {
		t.Errorf("shards %d bytes %d, want 4 and %d", p.Shards, p.Bytes, total)
	}
	data := b.Bytes()
	var next int64
	perShard := map[int]int64{}
	for _, part := range p.Parts {
		perShard[part.Shard] += part.Bytes
		if part.File == zst {
			// its middle byte, size + 0.5 MiB, is past 3/4 of the total: shard 4
			want := 4
			if 4*(size+1<<19) < 3*total {
				want = 3
			}
			if !part.Whole || part.Why != "compressed" || part.Shard != want || part.EstimatedGames != nil || part.Bytes != 1<<20 {
				t.Errorf("compressed part %+v, want whole in shard %d without estimate", part, want)
			}
			continue
		}
		if part.From != next {
			t.Errorf("part %+v starts at %d, want %d (the end of the one before)", part, part.From, next)
		}
		next = part.To
		if part.From > 0 && (data[part.From-1] != '\n' || !bytes.HasPrefix(data[part.From:], []byte("[Event"))) {
			t.Errorf("part %+v starts inside a game: %q", part, data[part.From:part.From+10])
		}
		// the nominal cut of shard k is at ceil((k-1)*total/4), moved on by less than a game
		nominal := ((int64(part.Shard)-1)*total + 3) / 4
		if part.From < nominal || part.From >= nominal+400 {
			t.Errorf("part %+v: want a start in [%d, %d)", part, nominal, nominal+400)
		}
		// 300 bytes and 5 lines a game
		if part.Line != int(part.From/300*5+1) || part.GamesBefore != int(part.From/300) {
			t.Errorf("part %+v: want line %d, games before %d", part, part.From/300*5+1, part.From/300)
		}
		if games := part.Bytes / 300; part.EstimatedGames == nil || *part.EstimatedGames < games*9/10 || *part.EstimatedGames > games*11/10+1 {
			t.Errorf("part %+v: estimated games off %d (bytes / 300)", part, games)
		}
	}
	if next != size {
		t.Errorf("the parts of a.pgn end at %d, want %d", next, size)
	}
	for _, l := range p.PerShard {
		if l.Bytes != perShard[l.Shard] {
			t.Errorf("per_shard %+v, the parts sum to %d", l, perShard[l.Shard])
		}
	}
}

// TestPlanUsage: --shards is required and at least 1, standard input cannot be
// planned, a FILE is required.
func TestPlanUsage(t *testing.T) {
	for _, args := range [][]string{{"x.pgn"}, {"--shards", "0", "x.pgn"}, {"--shards", "2", "-"}, {"--shards", "2"}} {
		if code, _, errOut := planOf(t, args...); code != 2 {
			t.Errorf("plan %v: exit %d, want 2 (%s)", args, code, errOut)
		}
	}
	// a missing file is planned whole (its shard reports it), exit 0
	code, p, _ := planOf(t, "--shards", "2", filepath.Join(t.TempDir(), "missing.pgn"))
	if code != 0 || len(p.Parts) != 1 || !p.Parts[0].Whole || p.Parts[0].Why != "unreadable" {
		t.Errorf("plan of a missing file: exit %d, %+v", code, p.Parts)
	}
}
