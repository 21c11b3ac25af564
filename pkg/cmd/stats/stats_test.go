package stats_test

import (
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"io"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	statscmd "github.com/gamecourier/courier/pkg/cmd/stats"
	"github.com/gamecourier/courier/pkg/cmdutil"
	"github.com/gamecourier/courier/pkg/iostreams"
)

const (
	logs    = "../../../logs"
	archive = "../../stats/testdata/archive" // the fixture of pkg/stats (11 games, 3 with findings)
)

// courier runs `courier stats ARGS` through the cobra command and returns the exit
// code and the streams.
func courier(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	ios, _, out, errOut := iostreams.Test()
	f := cmdutil.NewFactory(ios)
	cmd := statscmd.NewCmdStats(f, nil)
	cmd.SetArgs(args)
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	err := cmd.Execute()
	if err != nil && !cmdutil.IsTyped(err) {
		err = &cmdutil.UsageError{Err: err}
	}
	if err != nil {
		errOut.WriteString(err.Error())
	}
	return cmdutil.ExitCode(err), out.String(), errOut.String()
}

func TestFormats(t *testing.T) {
	// text: logs/ (all 52 games legal): exit 0
	code, out, errOut := courier(t, logs)
	if code != 0 || !strings.Contains(out, "== chess: 16 games ==") || !strings.Contains(out, "total: 52 games: 52 ok") {
		t.Errorf("text: exit %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	if !strings.Contains(errOut, "stats: 52 games") {
		t.Errorf("text: no timing line on stderr: %q", errOut)
	}
	// json: one object; the chess group has 16 games
	code, out, _ = courier(t, "-o", "json", logs)
	var rep struct {
		Groups []struct {
			Variant string `json:"variant"`
			Games   int    `json:"games"`
		} `json:"groups"`
		Total struct {
			Games int `json:"games"`
		} `json:"total"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("json: exit %d, %v:\n%s", code, err, out)
	}
	if rep.Total.Games != 52 || len(rep.Groups) != 10 || rep.Groups[0].Variant != "chess" || rep.Groups[0].Games != 16 {
		t.Errorf("json: %+v", rep)
	}
	// csv: the header, then six fields per line
	code, out, _ = courier(t, "-o", "csv", "--by-file", logs)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil || code != 0 || len(rows) < 2 {
		t.Fatalf("csv: exit %d, %v", code, err)
	}
	if strings.Join(rows[0], ",") != "variant,file,table,key,column,value" {
		t.Errorf("csv header %v", rows[0])
	}
	found := false
	for _, r := range rows {
		if r[0] == "chess" && r[1] == filepath.Join(logs, "chess.gc") && r[2] == "status" && r[3] == "all" && r[5] == "16" {
			found = true
		}
	}
	if !found {
		t.Error("csv: no row chess,<logs>/chess.gc,status,all,games,16")
	}
}

// TestExitStatus: findings give 1 with the statistics written; usage errors 2; an
// unreadable input 3.
func TestExitStatus(t *testing.T) {
	// --default-preset none: game 6 (no Variant tag) is unsupported
	code, out, errOut := courier(t, "--default-preset", "none", archive)
	if code != cmdutil.ExitFindings || !strings.Contains(out, "total: 11 games: 9 ok, 1 illegal, 1 unsupported") ||
		!strings.Contains(errOut, "3 of 11 games have findings") {
		t.Errorf("fixture: exit %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	// the default preset (chess) makes game 6 a chess game: 6 + 1 = 7, and the
	// findings are the illegal game and the result mismatch
	code, out, errOut = courier(t, "-o", "json", archive)
	if code != cmdutil.ExitFindings || !strings.Contains(out, `"variant": "chess",
      "games": 7,`) || !strings.Contains(errOut, "2 of 11 games have findings") {
		t.Errorf("default preset: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{}, 2, "no input"},
		{[]string{"--preset", "nosuch", logs}, 2, "--preset"},
		{[]string{"--default-preset", "nosuch", logs}, 2, "--default-preset"},
		{[]string{"-o", "yaml", logs}, 2, `"yaml"`},
		{[]string{"--top", "0", logs}, 2, "--top"},
		{[]string{"--jobs", "-1", logs}, 2, "--jobs"},
		{[]string{"--without", "nosuch", logs}, 2, "--without"},
		{[]string{filepath.Join(t.TempDir(), "missing.gc")}, 3, "could not be read"},
	} {
		code, _, errOut := courier(t, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("stats %q: exit %d, stderr %q; want %d and %q", tc.args, code, errOut, tc.code, tc.want)
		}
	}
}

// TestHTML: one self-contained page: no scripts, stylesheets, images or links to
// fetch; the result and length charts of each group, and the diagram of the one
// illegal move of the fixture (game 4 of orthodox.gc, ply 3, K e1-e3) with its arrow.
func TestHTML(t *testing.T) {
	code, out, _ := courier(t, "--default-preset", "none", "-o", "html", archive)
	if code != cmdutil.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	if !strings.HasPrefix(out, "<!DOCTYPE html>") || !strings.HasSuffix(out, "</html>\n") {
		t.Error("not an HTML page")
	}
	for _, bad := range []string{"<script", "<link", "<img", "src=", "@import", "url("} {
		if strings.Contains(out, bad) {
			t.Errorf("the page contains %q", bad)
		}
	}
	if urls := regexp.MustCompile(`https?://[^"\s<]*`).FindAllString(out, -1); len(urls) > 0 {
		for _, u := range urls {
			if u != "http://www.w3.org/2000/svg" {
				t.Errorf("the page refers to %s", u)
			}
		}
	}
	svgs := regexp.MustCompile(`(?s)<svg .*?</svg>`).FindAllString(out, -1)
	// 5 groups x 2 charts + 1 diagram
	if len(svgs) != 11 {
		t.Errorf("%d inline SVGs, want 11", len(svgs))
	}
	arrows, rings, shaded := marks(t, svgs)
	if arrows != 2 || rings != 0 { // shaft and head of the one arrow
		t.Errorf("%d arrow polygons, %d rings; want 2, 0", arrows, rings)
	}
	// the move before it, 1... e5, shaded: e7 and e5 at 36 px a square, the board's
	// top-left corner at (21, 9)
	if got := strings.Join(shaded, " "); got != "165,45 165,117" {
		t.Errorf("shaded squares at %s, want 165,45 165,117 (e7, e5)", got)
	}
	for _, want := range []string{"K e1-e3", "no-path", "orthodox.gc:34:", ">Results<", ">Length (plies)<"} {
		if !strings.Contains(out, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	// --diagrams 0: no diagram, a note instead
	_, out, _ = courier(t, "-o", "html", "--diagrams", "0", archive)
	if strings.Contains(out, "K e1-e3") || !strings.Contains(out, "1 more illegal move not drawn") {
		t.Error("--diagrams 0 still draws, or does not say what it left out")
	}
}

// marks counts the arrow polygons and the dashed rings of SVG elements, and lists
// the corners of their shaded squares.
func marks(t *testing.T, svgs []string) (polygons, rings int, shaded []string) {
	t.Helper()
	for _, s := range svgs {
		dec := xml.NewDecoder(strings.NewReader(s))
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("inline SVG not XML: %v\n%s", err, s)
			}
			e, ok := tok.(xml.StartElement)
			if !ok {
				continue
			}
			attr := map[string]string{}
			for _, a := range e.Attr {
				attr[a.Name.Local] = a.Value
			}
			switch {
			case e.Name.Local == "polygon":
				polygons++
			case e.Name.Local == "circle" && attr["stroke-dasharray"] != "":
				rings++
			case e.Name.Local == "rect" && attr["fill-opacity"] != "":
				shaded = append(shaded, attr["x"]+","+attr["y"])
			}
		}
	}
	return
}

// TestHTMLSwaps: the three illegal swaps of ../show/testdata/swap.pgn (modern-swap,
// 9x9) in the report: B=MN as an arrow (c1-b1), B=N and B=R as two dashed rings
// each (the bishops that may be meant), each with the move before it shaded (six
// squares in all).
func TestHTMLSwaps(t *testing.T) {
	code, out, _ := courier(t, "-o", "html", "../show/testdata/swap.pgn")
	if code != cmdutil.ExitFindings {
		t.Fatalf("exit %d", code)
	}
	svgs := regexp.MustCompile(`(?s)<svg .*?</svg>`).FindAllString(out, -1)
	if len(svgs) != 5 { // 1 group x 2 charts + 3 diagrams
		t.Fatalf("%d inline SVGs, want 5", len(svgs))
	}
	arrows, rings, shaded := marks(t, svgs)
	if arrows != 2 || rings != 4 || len(shaded) != 6 {
		t.Errorf("%d arrow polygons, %d rings, %d shaded squares; want 2, 4, 6", arrows, rings, len(shaded))
	}
	for _, want := range []string{"<code>B=MN</code>", "<code>B=N</code>", "<code>B=R</code>"} {
		if !strings.Contains(out, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}
