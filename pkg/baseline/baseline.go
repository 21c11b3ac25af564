// Package baseline is the record of known findings that lets a CI check on an old
// archive pass while its old findings stand (`--baseline FILE`,
// `--write-baseline FILE` of replay and check). A finding is keyed by its file
// (as given on the command line), its code and a hash of what it is about: the
// game's move text for replay (gamefile.RawGame.MovesHash), the message for
// check; never by line number, so that editing other games or inserting lines
// keeps the old findings known. The game number (1-based in its file) and the
// message are recorded for people; the game number is not part of the match, so
// a game that moved within its file stays known.
//
// The file is JSON: {"version": 1, "findings": [{"file", "game", "code",
// "hash", "message"}, ...]}, sorted by file, game, code.
package baseline

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
)

// Version is the format version written and the only one read.
const Version = 1

// Entry is one finding.
type Entry struct {
	File    string `json:"file"`           // the input as given, slash-separated
	Game    int    `json:"game,omitempty"` // 1-based game in its file; 0 for a preset file
	Code    string `json:"code"`           // the diagnostic code
	Hash    string `json:"hash"`           // what the finding is about (see the package comment)
	Message string `json:"message,omitempty"`
}

// key is what a finding is matched by.
func (e Entry) key() string { return e.File + "\x00" + e.Code + "\x00" + e.Hash }

// file is the JSON form of a baseline.
type file struct {
	Version  int     `json:"version"`
	Findings []Entry `json:"findings"`
}

// Baseline is a read baseline being compared with a run: Match takes the known
// findings out one by one; Gone lists the ones never matched.
type Baseline struct {
	Path    string
	entries []Entry
	left    map[string][]int // key -> indexes of the entries not yet matched
}

// Read reads the baseline at path. Errors: those of reading it, a file that is
// not a baseline (JSON syntax, with its byte offset), another format version.
func Read(path string) (*Baseline, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f file
	if err := json.Unmarshal(b, &f); err != nil {
		if se, ok := err.(*json.SyntaxError); ok {
			return nil, fmt.Errorf("%s: not a baseline: JSON syntax error at byte %d: %v", path, se.Offset, err)
		}
		return nil, fmt.Errorf("%s: not a baseline: %v", path, err)
	}
	if f.Version != Version {
		return nil, fmt.Errorf("%s: baseline format version %d; this courier reads version %d (write it again with --write-baseline)", path, f.Version, Version)
	}
	bl := &Baseline{Path: path, entries: f.Findings, left: map[string][]int{}}
	for i, e := range f.Findings {
		bl.left[e.key()] = append(bl.left[e.key()], i)
	}
	return bl, nil
}

// Len is the number of findings the baseline records.
func (b *Baseline) Len() int { return len(b.entries) }

// Match reports whether e is a known finding, and if so takes it out: a
// baseline that records a finding twice matches it twice.
func (b *Baseline) Match(e Entry) bool {
	k := e.key()
	idx := b.left[k]
	if len(idx) == 0 {
		return false
	}
	// the same game number first, else the first left
	pick := 0
	for j, i := range idx {
		if b.entries[i].Game == e.Game {
			pick = j
			break
		}
	}
	b.left[k] = append(idx[:pick:pick], idx[pick+1:]...)
	return true
}

// Gone returns the recorded findings that no Match took, in the baseline's order:
// those that are fixed (or whose input was not read this time).
func (b *Baseline) Gone() []Entry {
	var idx []int
	for _, l := range b.left {
		idx = append(idx, l...)
	}
	sort.Ints(idx)
	out := make([]Entry, len(idx))
	for j, i := range idx {
		out[j] = b.entries[i]
	}
	return out
}

// Write writes entries as a baseline (sorted; indented JSON). Errors are those
// of w.
func Write(w io.Writer, entries []Entry) error {
	es := append([]Entry{}, entries...)
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Game != b.Game {
			return a.Game < b.Game
		}
		return a.Code < b.Code
	})
	if es == nil {
		es = []Entry{}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(file{Version: Version, Findings: es})
}

// WriteFile writes entries as a baseline to path (Write), replacing it.
func WriteFile(path string, entries []Entry) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := Write(f, entries); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// File returns name as a baseline records it: slash-separated, cleaned.
func File(name string) string {
	if name == "-" {
		return name
	}
	return filepath.ToSlash(filepath.Clean(name))
}

// TextHash is the hash of a text (a message), as Entry.Hash: the first 16 hex
// digits of its SHA-256.
func TextHash(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])[:16]
}
