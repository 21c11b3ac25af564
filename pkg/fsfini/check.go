package fsfini

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
)

// Check reports what Fairy-Stockfish reads differently than written in every
// section of f, each at file:line:col: unknown keys (with a did-you-mean),
// deprecated keys, values of the wrong type or that FSF misreads, piece
// definitions (letter, Betza slot), letters used twice, start positions that
// do not fit the pieces or the board, and the inheritance problems of Resolve.
// The list is sorted.
func Check(f *File) diag.List {
	var d diag.List
	keys := Keys()
	for _, s := range f.Sections {
		for _, e := range s.Entries {
			d = append(d, checkEntry(e, keys)...)
		}
	}
	for _, name := range f.Names() {
		v, rd := Resolve(f, name)
		d = append(d, rd...)
		if v == nil {
			continue
		}
		d = append(d, v.checkLetters()...)
		if _, own := v.Section.Get("startFen"); own || touchesBoard(v.Section) {
			_, _, fd := v.StartFEN()
			d = append(d, fd...)
		}
	}
	d = dedupe(d)
	d.Sort()
	return d
}

// touchesBoard reports whether s changes what an inherited start position
// must fit: the board size or the pieces.
func touchesBoard(s *Section) bool {
	for _, e := range s.Entries {
		if e.Key == "maxFile" || e.Key == "maxRank" || PieceOrder(e.Key) >= 0 {
			return true
		}
	}
	return false
}

func dedupe(d diag.List) diag.List {
	seen := map[string]bool{}
	var out diag.List
	for _, x := range d {
		k := x.Error()
		if !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	return out
}

// checkEntry checks one entry on its own: its key, and a value whose type
// needs no piece letters.
func checkEntry(e Entry, keys []string) diag.List {
	var d diag.List
	t, use, ok := Lookup(e.Key)
	if !ok {
		msg := fmt.Sprintf("unknown option %s: FSF ignores it (check mode: \"Invalid option\")", e.Key)
		if strings.TrimSpace(e.Key) != e.Key {
			msg = fmt.Sprintf("the key %q starts with blanks: FSF keeps them, so no option has this name and FSF ignores it", e.Key)
		}
		d.Add(diag.Errorf(e.KeyPos, CodeUnknownKey, "%s%s", msg, didYouMean(strings.TrimSpace(e.Key), keys)))
		return d
	}
	if use != "" {
		d.Add(diag.Warnf(e.KeyPos, CodeDeprecated, "%s is deprecated: FSF still reads it; use %s", e.Key, use))
	}
	var p Problem
	switch t {
	case TBool:
		_, p = ReadBool(e.Value)
	case TInt:
		_, p = ReadInt(e.Value)
	case TRank:
		_, p = ReadRank(e.Value)
	case TFile:
		_, p = ReadFile(e.Value)
	case TBitboard:
		_, p = ReadBitboard(e.Value)
	case TCastlingRights:
		_, p = ReadCastlingRights(e.Value)
	case TValue, TMaterialCounting, TCountingRule, TChasingRule, TEnclosingRule, TWallingRule:
		_, p = ReadEnum(e.Value, enumWords[t]...)
	case TPiece:
		p = checkPieceDef(e)
	case TString:
		if e.Key == "variantTemplate" {
			_, p = ReadEnum(e.Value, "fairy", "shogi", "bughouse", "crazyhouse", "giveaway", "atomic", "makruk", "xiangqi", "janggi", "grand")
			if p.Code != "" {
				p = Problem{diag.Warning, CodeBadValue, "variantTemplate is an XBoard setting (fairy, shogi or bughouse); FSF passes any value on: " + p.Msg, 0}
			}
		}
	}
	if dg := p.Diag(e); dg != nil {
		d.Add(*dg)
	}
	return d
}

// checkPieceDef checks `name = x`, `customPieceN = x:Betza`, `king = x[:Betza]`.
func checkPieceDef(e Entry) Problem {
	v := e.Value
	if v == "" {
		return Problem{diag.Warning, CodeBadValue, "empty piece definition: FSF ignores it", 0}
	}
	if !isAlpha(v[0]) {
		if v[0] != '-' {
			return Problem{diag.Error, CodeBadValue, fmt.Sprintf("%q is no letter: FSF removes the piece (write - to remove it)", v[:1]), 0}
		}
		return Problem{}
	}
	custom := strings.HasPrefix(e.Key, "customPiece")
	switch {
	case len(v) > 1 && v[1] != ':' && (custom || e.Key == "king"):
		return Problem{diag.Error, CodeMisread, fmt.Sprintf("FSF takes the Betza from the third character on, after a ':' it does not check: %q reads as Betza %q", v, betzaOf(v)), 1}
	case len(v) > 1 && !custom && e.Key != "king":
		return Problem{diag.Warning, CodeMisread, fmt.Sprintf("a built-in piece takes one letter: FSF reads %c and ignores %q", v[0], v[1:]), 1}
	case custom && len(v) <= 2:
		return Problem{diag.Error, CodeBetza, fmt.Sprintf("%s has no Betza (write %c:Betza): FSF reports \"Missing Betza move notation\"", e.Key, v[0]), 0}
	case strings.TrimRight(v, " \t") != v:
		return Problem{diag.Note, CodeMisread, "trailing blanks after the Betza: FSF skips them", len([]rune(strings.TrimRight(v, " \t")))}
	}
	return Problem{}
}

// letterOptions are the options whose values are piece letters of the variant.
func isLetterType(t Type) bool {
	return t == TPieceSet || t == TPieceType || t == TPiecePairs || t == TPieceCounts
}

// checkLetters checks the values of v's own section that name pieces by
// letter, against v's pieces, and the letters v's own definitions take from
// inherited pieces.
func (v *Variant) checkLetters() diag.List {
	var d diag.List
	has := func(c byte) bool { return v.Piece(c) != nil }
	for _, e := range v.Section.Entries {
		t, _, _ := Lookup(e.Key)
		if !isLetterType(t) {
			continue
		}
		var p Problem
		switch t {
		case TPieceSet, TPieceType:
			var l []byte
			l, _, p = ReadPieceSet(e.Value, has)
			if t == TPieceType && len(l) > 1 && p.Code == "" {
				p = Problem{diag.Warning, CodeMisread, fmt.Sprintf("%s takes one piece type: FSF keeps the last letter, %c", e.Key, l[len(l)-1]), 0}
			}
		case TPiecePairs:
			_, p = ReadPairs(e.Value, has)
		case TPieceCounts:
			_, p = ReadCounts(e.Value, has)
		}
		if dg := p.Diag(e); dg != nil {
			d.Add(*dg)
		}
	}
	// a letter taken from an inherited piece that the section does not redefine
	if len(v.Chain) > 1 {
		parent := &Variant{Chain: v.Chain[:len(v.Chain)-1]}
		for _, sec := range parent.Chain {
			parent.applyPieces(sec, nil)
		}
		for _, p := range v.Pieces {
			if p.Entry.KeyPos.File != v.Section.Pos.File || p.Entry.KeyPos.Line < v.Section.Pos.Line {
				continue
			}
			old := parent.Piece(p.Letter)
			if old == nil || old.Option == p.Option {
				continue
			}
			if _, redefined := v.Section.Get(old.Option); redefined {
				continue
			}
			// redefining an inherited letter is how FSF's own file replaces a
			// piece: a note, but a warning when the king goes
			mk := diag.Notef
			if old.Option == "king" {
				mk = diag.Warnf
			}
			d.Add(mk(p.Entry.ValuePos, CodeDuplicateLetter, "letter %c was %s's in %s: FSF gives it to %s and drops %s (write %s = - to say so)", p.Letter, old.Option, v.Section.Parent, p.Option, old.Option, old.Option))
		}
	}
	return d
}
