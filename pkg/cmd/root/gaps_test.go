package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/iostreams"
)

// TestEmptyFEN: --fen given with an empty value is a usage error naming the empty
// value (leaving --fen out is the start position), for both commands with --fen.
func TestEmptyFEN(t *testing.T) {
	noEnv(t)
	for _, args := range [][]string{
		{"show", "--preset", "chess", "--fen", ""},
		{"show", "--preset", "chess", "--fen", "  "},
		{"perft", "--preset", "chess", "--fen", "", "1"},
	} {
		code, out, errOut := courier(t, args...)
		if code != 2 || out != "" || !strings.Contains(errOut, "--fen: the value") || !strings.Contains(errOut, "is empty") {
			t.Errorf("%q: exit %d, out %q, stderr %q; want 2 and the empty --fen named", args, code, out, errOut)
		}
	}
	// without --fen: the start position, 20 moves (chess by hand: 16 pawn moves, 4 knight moves)
	if code, out, _ := courier(t, "perft", "--preset", "chess", "1"); code != 0 || out != "nodes 20\n" {
		t.Errorf("perft without --fen: exit %d, %q", code, out)
	}
}

// TestShowLogStdin: show --log - reads the log from standard input, as replay's
// FILE argument - does. The game of the test log, from the start: 1. P e2-e4 puts
// the white pawn on e4 (rank 4 of the text diagram: ". . . . P . . .").
func TestShowLogStdin(t *testing.T) {
	noEnv(t)
	ios, in, out, errOut := iostreams.Test()
	in.WriteString("[Variant \"chess\"]\n\n1. P e2-e4 p e7-e5\n")
	code := Main(ios, []string{"show", "--log", "-", "--ply", "1"})
	if code != 0 || !strings.Contains(out.String(), "4  . . . . P . . .") {
		t.Errorf("show --log -: exit %d, out %q, stderr %q", code, out.String(), errOut.String())
	}
	// a file named - is not looked for: nothing on stderr
	if errOut.Len() != 0 {
		t.Errorf("show --log -: stderr %q, want nothing", errOut.String())
	}
}

// TestConfiguredHTMLFallsBack: README ("Settings"): a command without the
// configured format uses its default quietly; only -o on the command line is
// checked. show -o html needs --log, so html from COURIER_OUTPUT or the config file
// without --log is the text diagram; -o html given explicitly is still an error.
func TestConfiguredHTMLFallsBack(t *testing.T) {
	noEnv(t)
	t.Setenv("COURIER_OUTPUT", "html")
	code, out, errOut := courier(t, "show", "--preset", "chess")
	if code != 0 || !strings.HasPrefix(out, "8  r n b q k b n r\n") || errOut != "" {
		t.Errorf("COURIER_OUTPUT=html show: exit %d, out %.40q, stderr %q; want the text diagram, quietly", code, out, errOut)
	}
	if code, _, errOut = courier(t, "show", "--preset", "chess", "-o", "html"); code != 2 || !strings.Contains(errOut, "-o html shows a game") {
		t.Errorf("show -o html without --log: exit %d, stderr %q; want 2", code, errOut)
	}
	os.Unsetenv("COURIER_OUTPUT")
	dir, _ := os.Getwd()
	write(t, filepath.Join(dir, ".courier.yaml"), "output: html\n")
	if code, out, errOut = courier(t, "show", "--preset", "chess"); code != 0 || !strings.HasPrefix(out, "8  r n b q k b n r\n") {
		t.Errorf("output: html in .courier.yaml, show: exit %d, out %.40q, stderr %q", code, out, errOut)
	}
}
