// Package record is the table of game-record file formats that are not
// PGN-shaped (shogi's KIF, KI2 and CSA, a FEN line followed by moves, ...):
// each tells its files by their name and first bytes and splits them into
// games of the same shape as pkg/notation/gamefile's, so that the replay reads
// them as it reads PGN. A format registers from its own package
// (RegisterFormat in an init function); the replay imports the packages
// (pkg/replay/formats.go) and asks Sniff. It knows no rules.
//
// The games a format's reader gives (gamefile.RawGame) carry:
//   - Tags: the record's header as tag pairs; FEN for a start position other
//     than the variant's (in courier's FEN of that variant); Variant when the
//     record names one; Result in PGN form ("1-0", "0-1", "1/2-1/2", "*");
//     and Format, the name of the move notation of its moves (a
//     match.MoveNotation: "kif", "csa", ...), which the replay reads them in;
//   - Movetext: lines whose text is PGN move text the replay tokenizes: move
//     words separated by blanks, comments in braces, a result word at the end;
//     each line's Pos is where its first character is in the file (1-based
//     line and column in characters), so diagnostics point into the record.
package record

import (
	"io"
	"strings"

	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// Reader gives the games of one file in order, then io.EOF. Any other error
// ends the file (an input error, exit status 3).
type Reader interface {
	Next() (*gamefile.RawGame, error)
}

// Format is one record file format.
type Format struct {
	// Name in lower case ("kif", "csa").
	Name string
	// Sniff reports whether a file named name (as given, maybe "-"), whose
	// first bytes decoded to UTF-8 are head (up to gamefile.FirstBlock bytes,
	// fewer when the file is shorter), is in this format.
	Sniff func(name string, head []byte) bool
	// NewReader reads the games of r, the file's UTF-8 text, named file in
	// positions.
	NewReader func(r io.Reader, file string) Reader
}

var formats []*Format

// RegisterFormat adds f to the table; formats are asked in the order they
// registered. A second format of the same name panics.
func RegisterFormat(f *Format) {
	for _, o := range formats {
		if o.Name == f.Name {
			panic("record: format " + f.Name + " registered twice")
		}
	}
	formats = append(formats, f)
}

// Any reports whether any format is registered.
func Any() bool { return len(formats) > 0 }

// Sniff returns the first registered format that claims the file (Format.Sniff),
// nil when none does (the file is then read by gamefile as PGN or Game Courier
// text).
func Sniff(name string, head []byte) *Format {
	for _, f := range formats {
		if f.Sniff(name, head) {
			return f
		}
	}
	return nil
}

// HasExt reports whether name ends in one of exts (".kif", compared without
// regard to case), after any compression ending (".kif.gz").
func HasExt(name string, exts ...string) bool {
	low := strings.ToLower(name)
	for _, c := range []string{".gz", ".bz2", ".xz", ".zst"} {
		low = strings.TrimSuffix(low, c)
	}
	for _, e := range exts {
		if strings.HasSuffix(low, e) {
			return true
		}
	}
	return false
}
