package show

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/playground"
)

// TestPlay: show --preset P -o html --play writes the playground page of P (its
// data, the engine in base64, Go's wasm_exec.js), starting at --fen when given;
// --play with another format or with --log is a usage error.
func TestPlay(t *testing.T) {
	for _, tc := range []struct {
		opts ShowOptions
		want string // "" when the run must fail with a usage error
	}{
		{ShowOptions{Preset: "symmetric", Output: "html", Play: true}, ""},
		{ShowOptions{Preset: "chess", Output: "html", Play: true, FEN: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"},
	} {
		out, errOut, err := run(t, tc.opts)
		if err != nil {
			t.Fatalf("%+v: %v %s", tc.opts, err, errOut)
		}
		m := regexp.MustCompile(`<script id="page" type="application/json">(.*?)</script>`).FindStringSubmatch(out)
		if m == nil || !strings.Contains(out, `<script id="wasm" type="application/octet-stream">H4sI`) || !strings.Contains(out, "globalThis.Go") {
			t.Fatalf("%s: not a playground page (page data, the gzip'ed engine in base64, wasm_exec.js): %.200q", tc.opts.Preset, out)
		}
		var pg playground.Page
		if err := json.Unmarshal([]byte(m[1]), &pg); err != nil {
			t.Fatal(err)
		}
		if pg.ID != tc.opts.Preset || pg.FEN != tc.want || len(pg.Pieces) == 0 {
			t.Errorf("page %s, FEN %q, %d pieces; want %s, %q", pg.ID, pg.FEN, len(pg.Pieces), tc.opts.Preset, tc.want)
		}
	}
	for _, o := range []ShowOptions{
		{Preset: "chess", Output: "svg", Play: true},
		{Log: "testdata/illegal.gc", Output: "html", Play: true},
	} {
		if _, _, err := run(t, o); cmdutil.ExitCode(err) != cmdutil.ExitUsage || !strings.Contains(err.Error(), "--play") {
			t.Errorf("%+v: %v, want a usage error naming --play", o, err)
		}
	}
}
