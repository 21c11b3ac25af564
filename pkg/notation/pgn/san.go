package pgn

import (
	"strings"

	"github.com/gamecourier/courier/pkg/notation/sq"
)

// SAN is one move in Standard Algebraic Notation, extended for wide boards and
// the shipped variants (see RULES.md, "Notation decisions"). Squares are 0-based
// (sq.Square); files 'a'..'p' and ranks 1..16 are read.
//
// Exactly one of three shapes is filled:
//   - a token move (a MarkToken mark, "O-O"): Piece/From/To are empty;
//   - a piece with a partner (a MarkPartner mark, "B=N"): Piece, optional
//     FromFile, no To;
//   - a piece or pawn move: Piece, optional FromFile/FromRank, To, ...
//
// What a rule module adds to the move text is read as Marks, by their shape
// alone: pgn knows no rules, and the module's spelling in pkg/notation/match
// gives a mark its meaning.
type SAN struct {
	// Piece is the upper-case piece letter, 0 for a pawn (an explicit 'P' is
	// read as a pawn, with a Lenient note); '+' for a '+'-prefixed label.
	Piece byte
	// Label is the piece label when it is longer than one letter: '+' and a
	// letter ("+Pe5", "+Rxd4": Shogi's promoted pieces; Piece is '+') or two to
	// four capitals ("CHd3"; Piece is the first); "" otherwise.
	Label string
	// FromFile and FromRank are the disambiguation (or the origin of a long
	// algebraic move), 0-based; -1 when not given.
	FromFile, FromRank int
	// To is the destination square; sq.None for a token move and a partner
	// move.
	To sq.Square
	// Capture is set when 'x' (or ':') was written. A pawn capture written
	// without it ("ed5") leaves it false and notes the leniency.
	Capture bool
	// Promo is the upper-case promotion piece letter, 0 for none. "=Q" is
	// read after any move (a piece promotion is the caller's to reject);
	// "=q", and after a pawn move "Q" and "q", are read with a Lenient note.
	// '+' with PromoLabel for "=+S" (a promotion to the label "+S").
	Promo      byte
	PromoLabel string
	// Check and Mate report a '+' or '#' suffix ("++" counts as a check).
	Check, Mate bool
	// Marks are the rule modules' marks, in the order written (see MarkKind);
	// nil when none.
	Marks []Mark
	// LongFrom is the origin square of a long algebraic move ("e2-e4",
	// "Ng1-f3", "e2e4", "e4xd5"), sq.None otherwise. FromFile and FromRank hold
	// the same square. A piece's whole origin square without '-' ("Nb8xc6",
	// "Qa1b2") is SAN's double disambiguation here, in FromFile and FromRank
	// only: whether it was needed depends on the position.
	LongFrom sq.Square
	// Lenient lists what was accepted beyond strict SAN, one short phrase each:
	// LenientZeroCastle, LenientPromoNoEquals, LenientLowerPromo,
	// LenientLongAlgebraic, LenientPawnLetter, LenientPawnCaptureNoX,
	// LenientColonCapture, LenientDoubleCheck, LenientEP, LenientLowerCastle,
	// LenientDashCastle, LenientAnnotation, LenientStarDrop.
	Lenient []string
}

// MarkKind is the shape of a mark in SAN: how it is written, not what it means
// (the rule module whose spelling reads the shape says that).
type MarkKind uint8

// The mark shapes ParseSAN reads.
const (
	// MarkToken is a whole move written as a token of segments joined by '-',
	// the first and last 'O' ("O-O", "O-O-O", "O-M-O", "O-O-Oc"; '0' and 'o'
	// read as 'O', with a Lenient note): castling. Text is the token.
	MarkToken MarkKind = iota + 1
	// MarkAt is '@' before the destination ("N@f3", "P@e4", "@e4"): a piece
	// put from outside the board (a drop). Piece is the letter written (0 for
	// "@e4"; 'P' stays 'P'); Text is empty.
	MarkAt
	// MarkPartner is '=' and one or more capitals after a piece letter and an
	// optional file, with no square ("B=N", "Bc=N", "B=MN"): a piece that
	// changes places with another (a bishop swap). Text is the capitals.
	MarkPartner
	// MarkAmp is '&' and a square after the move ("&d6"), one mark per square:
	// a square whose piece the move changes (capture conversion). Square is
	// the square.
	MarkAmp
	// MarkSlash is '/' and a piece label after the move, with an optional
	// square ("Nf3/H", "O-O/He1"): a piece brought in as the move is made
	// (gating). Text is the label, Square the square or sq.None.
	MarkSlash
	// MarkComma is ',' and a square after the move ("Pa2,a1"): a square the
	// move makes a wall (Fairy-Stockfish's SAN of walling moves). Square is
	// the square.
	MarkComma
)

// Mark is one mark of a rule module in SAN (see MarkKind).
type Mark struct {
	Kind   MarkKind
	Text   string
	Square sq.Square
}

// Mark returns the first mark of kind k and whether there is one.
func (m *SAN) Mark(k MarkKind) (Mark, bool) {
	for _, x := range m.Marks {
		if x.Kind == k {
			return x, true
		}
	}
	return Mark{}, false
}

// Squares lists the squares of the marks of kind k, in the order written; nil
// when there is none.
func (m *SAN) Squares(k MarkKind) []sq.Square {
	var out []sq.Square
	for _, x := range m.Marks {
		if x.Kind == k {
			out = append(out, x.Square)
		}
	}
	return out
}

// Lenient notes that ParseSAN records.
const (
	LenientZeroCastle     = "castling written with zeros"
	LenientPromoNoEquals  = "promotion without '='"
	LenientLowerPromo     = "lower-case promotion piece"
	LenientLongAlgebraic  = "long algebraic"
	LenientPawnLetter     = "pawn written with 'P'"
	LenientPawnCaptureNoX = "pawn capture without 'x'"
	LenientColonCapture   = "capture written with ':'"
	LenientDoubleCheck    = "'++' read as check"
	LenientEP             = "'e.p.' suffix"
	LenientLowerCastle    = "castling written in lower case"
	LenientDashCastle     = "castling written with a dash other than '-'"
	LenientAnnotation     = "annotation suffix"
	LenientStarDrop       = "drop written with '*' (shogi style) for '@'"
)

// MaxFiles and MaxRanks bound the squares ParseSAN reads (files 'a'..'p',
// ranks 1..16).
const (
	MaxFiles = 16
	MaxRanks = 16
)

// ParseSAN reads one SAN move. Errors are *sq.SyntaxError with the 0-based
// character offset of the problem in text. Null moves ("--", "Z0") are not SAN:
// Tokenize gives them their own Kind.
func ParseSAN(text string) (m SAN, err error) {
	if quickSAN(text, &m) {
		return m, nil
	}
	return parseSAN(text)
}

// ParseSANInto is ParseSAN writing the move into *m (all of it: what *m held
// before is gone), for a caller that reads many moves into one SAN without
// copying the struct per move. On error *m is the zero SAN.
func ParseSANInto(text string, m *SAN) error {
	*m = SAN{}
	if quickSAN(text, m) {
		return nil
	}
	var err error
	if *m, err = parseSAN(text); err != nil {
		*m = SAN{}
	}
	return err
}

// parseDrop reads the drop body ("N@f3", "@e4", "+N@b3") whose '@' is at byte
// at, into m; converts: a conversion list was read (a drop has none).
func parseDrop(text, body string, at int, converts bool, m SAN) (SAN, error) {
	switch {
	case at == 2 && (body[1] < 'A' || body[1] > 'Z'):
		return m, sq.Errorf(text, 1, "a drop of a promoted piece is '+', an upper-case piece letter, '@' and the square, not %q", firstRune(body[1:]))
	case at == 1 && (body[0] < 'A' || body[0] > 'Z'):
		return m, sq.Errorf(text, 0, "a drop starts with an upper-case piece letter, not %q", firstRune(body))
	case converts:
		return m, sq.Errorf(text, len(body), "a drop cannot convert pieces")
	}
	f, r, n, err := square(text, body, at+1)
	if err != nil {
		return m, err
	}
	if at+1+n < len(body) {
		return m, sq.Errorf(text, at+1+n, "unexpected %q after the drop square", firstRune(body[at+1+n:]))
	}
	switch at {
	case 1:
		m.Piece = body[0]
	case 2:
		m.Piece, m.Label = '+', body[:2] // dropped promoted
	}
	m.Marks = append(m.Marks, Mark{Kind: MarkAt, Square: sq.None})
	m.To = sq.Square{File: f, Rank: r}
	return m, nil
}

// quickSAN reads the common shapes of strict SAN into *m, which must be zero:
// a pawn move or capture ("e4", "exd5", "e8=Q"), a piece move with optional
// disambiguation ("Nf3", "Nbd7", "R1xa3", "Qh4xe1"), and "O-O"/"O-O-O", each
// with an optional '+' or '#'; ASCII, one-digit ranks, no lenient spelling. It
// reports false, with *m partly written, for anything else, which parseSAN then
// reads: for every text it accepts, parseSAN gives the same SAN.
func quickSAN(text string, m *SAN) bool {
	end := len(text)
	if end < 2 || end > 8 {
		return false
	}
	check, mate := false, false
	switch text[end-1] {
	case '+':
		if text[end-2] == '+' {
			return false // "++", a lenient check
		}
		check = true
		end--
	case '#':
		mate = true
		end--
	}
	c := text[0]
	if c == 'O' && end >= 3 && text[1] == '-' {
		var marks []Mark
		switch text[:end] {
		case "O-O":
			marks = shortToken[:]
		case "O-O-O":
			marks = longToken[:]
		default:
			return false
		}
		m.FromFile, m.FromRank, m.To, m.LongFrom = -1, -1, sq.None, sq.None
		m.Marks, m.Check, m.Mate = marks, check, mate
		return true
	}
	var piece byte
	i := 0
	if c >= 'A' && c <= 'Z' {
		if c == 'P' || c == 'O' || end < 3 || text[1] >= 'A' && text[1] <= 'Z' {
			return false // a pawn letter, a label of capitals, castling or a swap
		}
		piece, i = c, 1
	} else if !isFile(c) {
		return false
	}
	// [file][rank][x]file rank, ranks of one digit
	f1, r1 := -1, -1
	if i < end && isFile(text[i]) {
		f1 = int(text[i] - 'a')
		i++
	}
	if i < end && text[i] >= '1' && text[i] <= '9' {
		r1 = int(text[i] - '1')
		i++
	}
	capture := false
	if i < end && text[i] == 'x' {
		capture = true
		i++
	}
	to := sq.Square{File: f1, Rank: r1}
	from := sq.None
	if i < end && isFile(text[i]) {
		if i+1 >= end || text[i+1] < '1' || text[i+1] > '9' {
			return false
		}
		to = sq.Square{File: int(text[i] - 'a'), Rank: int(text[i+1] - '1')}
		i += 2
		if piece == 0 && (r1 >= 0 || !capture) {
			return false // long algebraic, "ed5", or a rank disambiguation
		}
		from = sq.Square{File: f1, Rank: r1}
	} else if capture || f1 < 0 || r1 < 0 {
		return false
	}
	if i < end && isDigit(text[i]) {
		return false // a rank of two digits
	}
	var promo byte
	if i < end && text[i] == '=' {
		if i+2 != end || text[i+1] < 'A' || text[i+1] > 'Z' {
			return false
		}
		promo = text[i+1]
		i = end
	}
	if i != end {
		return false
	}
	// field by field: *m is zero, and a composite literal would be built aside and copied
	m.Piece, m.FromFile, m.FromRank, m.To, m.LongFrom = piece, from.File, from.Rank, to, sq.None
	m.Capture, m.Promo, m.Check, m.Mate = capture, promo, check, mate
	return true
}

// shortToken and longToken are the marks of the two common tokens, shared by
// every move quickSAN reads (a slice of an array of one: an append copies it).
var (
	shortToken = [1]Mark{{Kind: MarkToken, Text: "O-O", Square: sq.None}}
	longToken  = [1]Mark{{Kind: MarkToken, Text: "O-O-O", Square: sq.None}}
)

// parseSAN is ParseSAN for every shape.
func parseSAN(text string) (SAN, error) {
	m := SAN{FromFile: -1, FromRank: -1, To: sq.None, LongFrom: sq.None}
	if text == "" {
		return m, sq.Errorf(text, 0, "empty move")
	}
	end := len(text)
	// Annotation suffix "!", "?!", ...
	for end > 0 && (text[end-1] == '!' || text[end-1] == '?') {
		end--
	}
	if end < len(text) {
		if end == 0 {
			return m, sq.Errorf(text, 0, "annotation without a move")
		}
		m.Lenient = append(m.Lenient, LenientAnnotation)
	}
	// Check and mate marks.
	switch {
	case end >= 2 && text[end-2:end] == "++":
		m.Check = true
		m.Lenient = append(m.Lenient, LenientDoubleCheck)
		end -= 2
	case end >= 1 && text[end-1] == '#':
		m.Mate = true
		end--
	case end >= 1 && text[end-1] == '+':
		m.Check = true
		end--
	}
	switch {
	case end >= 4 && text[end-4:end] == "e.p.":
		m.Lenient = append(m.Lenient, LenientEP)
		end -= 4
	case end >= 3 && text[end-2:end] == "ep" && isDigit(text[end-3]):
		// "exd6ep": after the destination's rank, so never part of a square
		m.Lenient = append(m.Lenient, LenientEP)
		end -= 2
	}
	if end == 0 {
		return m, sq.Errorf(text, 0, "no move before %q", text)
	}
	body := text[:end]
	if c := body[0]; (c == 'O' || c == '0' || c == 'o') && len(body) > 1 && body[1] >= 0x80 {
		// "0–0": a word processor's en dash
		if b, ok := asciiDashes(body); ok {
			body = b
			m.Lenient = append(m.Lenient, LenientDashCastle)
		}
	}
	// A wall suffix: ",a1".
	if k := indexByte(body, ','); k > 0 {
		f, r, n, err := square(text, body, k+1)
		if err != nil {
			return m, err
		}
		if k+1+n < len(body) {
			return m, sq.Errorf(text, k+1+n, "unexpected %q after the wall square", firstRune(body[k+1+n:]))
		}
		m.Marks = append(m.Marks, Mark{Kind: MarkComma, Square: sq.Square{File: f, Rank: r}})
		body = body[:k]
	}
	// A gating suffix: "/H", "/He1".
	if k := indexByte(body, '/'); k > 0 && k+1 < len(body) && body[k+1] >= 'A' && body[k+1] <= 'Z' {
		mk := Mark{Kind: MarkSlash, Text: body[k+1 : k+2], Square: sq.None}
		if j := k + 2; j < len(body) {
			f, r, n, err := square(text, body, j)
			if err != nil {
				return m, err
			}
			if j+n < len(body) {
				return m, sq.Errorf(text, j+n, "unexpected %q after the gating square", firstRune(body[j+n:]))
			}
			mk.Square = sq.Square{File: f, Rank: r}
		}
		m.Marks = append(m.Marks, mk)
		body = body[:k]
	}
	if body[0] == 'O' || body[0] == '0' || body[0] == 'o' && len(body) > 1 && body[1] == '-' {
		if len(body) > 1 && body[1] == '-' {
			return parseCastle(text, body, m)
		}
		if body[0] == '0' {
			return m, sq.Errorf(text, 0, "a move cannot start with '0'")
		}
	}
	// The conversion suffix: "&d6&f6".
	converts := false
	if amp := indexByte(body, '&'); amp >= 0 {
		for k := amp; k < len(body); {
			if body[k] != '&' {
				return m, sq.Errorf(text, k, "unexpected %q in the conversion list", firstRune(body[k:]))
			}
			f, r, n, err := square(text, body, k+1)
			if err != nil {
				return m, err
			}
			m.Marks = append(m.Marks, Mark{Kind: MarkAmp, Square: sq.Square{File: f, Rank: r}})
			converts = true
			k += 1 + n
		}
		body = body[:amp]
	}
	if body == "" {
		return m, sq.Errorf(text, 0, "no move before '&'")
	}
	// Drop: "N@f3", "P@e4", "@e4"; "+N@b3" drops the piece promoted (Kyoto
	// Shogi); "P*e4" as shogi's Western notation writes it (leniently).
	at := indexByte(body, '@')
	if at < 0 {
		if at = indexByte(body, '*'); at == 1 {
			m.Lenient = append(m.Lenient, LenientStarDrop)
		} else {
			at = -1
		}
	}
	if at >= 0 && at <= 1 || at == 2 && body[0] == '+' {
		return parseDrop(text, body, at, converts, m)
	}
	i := 0
	if n := upperRun(body); len(body) >= 2 && body[0] == '+' && body[1] >= 'A' && body[1] <= 'Z' {
		// a '+'-prefixed label: "+Pe5", "+Rxd4"
		m.Piece, m.Label = '+', body[:2]
		i = 2
	} else if n >= 2 && n <= 4 && body[:2] != "OO" {
		// a label of several capitals: "CHd3", "CHxe5"
		m.Piece, m.Label = body[0], body[:n]
		i = n
	} else if c := body[0]; c >= 'A' && c <= 'Z' {
		m.Piece = c
		if c == 'P' {
			m.Piece = 0
			m.Lenient = append(m.Lenient, LenientPawnLetter)
		}
		i = 1
		// Bishop swap: "B=Q", "Bc=MN".
		j := i
		if j < len(body) && isFile(body[j]) {
			j++
		}
		if j < len(body) && body[j] == '=' {
			if j > i {
				m.FromFile = int(body[i] - 'a')
			}
			k := j + 1
			for k < len(body) && body[k] >= 'A' && body[k] <= 'Z' {
				k++
			}
			if k == j+1 {
				return m, sq.Errorf(text, j+1, "expected the swap partner's letter after '='")
			}
			if k < len(body) {
				return m, sq.Errorf(text, k, "unexpected %q after the swap partner", body[k:k+1])
			}
			if converts {
				return m, sq.Errorf(text, len(body), "a swap cannot convert pieces")
			}
			m.Marks = append(m.Marks, Mark{Kind: MarkPartner, Text: body[j+1 : k], Square: sq.None})
			return m, nil
		}
	} else if !isFile(c) {
		return m, sq.Errorf(text, 0, "a move starts with a piece letter, a file a..p or castling O-O, not %q", firstRune(text))
	}
	// [file][rank][x|:|-]file rank
	f1, r1 := -1, -1
	if i < len(body) && isFile(body[i]) {
		f1 = int(body[i] - 'a')
		i++
	}
	if i < len(body) && isDigit(body[i]) {
		r, n, err := rank(text, body, i)
		if err != nil {
			return m, err
		}
		r1 = r
		i += n
	}
	var sep byte
	sepAt := i
	if i < len(body) && (body[i] == 'x' || body[i] == ':' || body[i] == '-') {
		sep = body[i]
		i++
	}
	if i < len(body) && isFile(body[i]) {
		f2 := int(body[i] - 'a')
		i++
		if i >= len(body) || !isDigit(body[i]) {
			return m, sq.Errorf(text, i, "missing rank of the destination square")
		}
		r2, n, err := rank(text, body, i)
		if err != nil {
			return m, err
		}
		i += n
		m.To = sq.Square{File: f2, Rank: r2}
		m.FromFile, m.FromRank = f1, r1
		switch sep {
		case '-':
			if f1 < 0 || r1 < 0 {
				return m, sq.Errorf(text, sepAt, "'-' needs a whole origin square before it (long algebraic, e.g. e2-e4)")
			}
		case 'x':
			m.Capture = true
		case ':':
			m.Capture = true
			m.Lenient = append(m.Lenient, LenientColonCapture)
		}
		if f1 >= 0 && r1 >= 0 && (sep == '-' || m.Piece == 0) {
			// "e2-e4", "Ng1-f3", "e2e4": long algebraic. A piece with a whole
			// origin square and no dash ("Qa1b2", "Nb1xd2") is SAN's double
			// disambiguation, which the caller judges against the position.
			m.LongFrom = sq.Square{File: f1, Rank: r1}
			m.Lenient = append(m.Lenient, LenientLongAlgebraic)
		} else if m.Piece == 0 && f1 >= 0 && sep == 0 {
			m.Lenient = append(m.Lenient, LenientPawnCaptureNoX)
		}
		if m.Piece == 0 && f1 < 0 && r1 >= 0 {
			return m, sq.Errorf(text, 1, "a pawn move cannot be disambiguated by rank")
		}
	} else {
		if sep != 0 {
			return m, sq.Errorf(text, i, "expected a destination square after %q", string(sep))
		}
		if f1 < 0 {
			return m, sq.Errorf(text, i, "expected a destination square")
		}
		if r1 < 0 {
			return m, sq.Errorf(text, i, "missing rank of the destination square")
		}
		m.To = sq.Square{File: f1, Rank: r1}
	}
	// Promotion.
	if i < len(body) {
		switch c := body[i]; {
		case c == '=' && i+2 < len(body) && body[i+1] == '+' && body[i+2] >= 'A' && body[i+2] <= 'Z':
			m.Promo, m.PromoLabel = '+', body[i+1:i+3]
			i += 3
		case c == '=':
			if i+1 >= len(body) || !isLetter(body[i+1]) {
				return m, sq.Errorf(text, i+1, "expected a promotion piece letter after '='")
			}
			m.Promo = body[i+1]
			if isLower(m.Promo) {
				m.Promo -= 'a' - 'A'
				m.Lenient = append(m.Lenient, LenientLowerPromo)
			}
			i += 2
		case m.Piece == 0 && c >= 'A' && c <= 'Z':
			m.Promo = c
			m.Lenient = append(m.Lenient, LenientPromoNoEquals)
			i++
		case m.Piece == 0 && isLower(c) && c != 'x':
			m.Promo = c - ('a' - 'A')
			m.Lenient = append(m.Lenient, LenientPromoNoEquals, LenientLowerPromo)
			i++
		}
	}
	if i < len(body) {
		return m, sq.Errorf(text, i, "unexpected %q", firstRune(body[i:]))
	}
	return m, nil
}

// asciiDashes returns s with each Unicode dash or minus sign (en dash, em
// dash, U+2212, ...) written as '-', and whether there was one.
func asciiDashes(s string) (string, bool) {
	var b strings.Builder
	found := false
	for _, r := range s {
		switch r {
		case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\uFE58', '\uFE63', '\uFF0D':
			b.WriteByte('-')
			found = true
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), found
}

// parseCastle reads "O-O", "0-0-0", "O-M-O", "O-O-Oc" and the like: segments
// joined by '-', the first and last 'O' (or '0'), middle ones 'O', '0' or an
// upper-case letter, the last optionally followed by lower-case letters.
func parseCastle(text, body string, m SAN) (SAN, error) {
	b := []byte(body)
	zero, lower := false, false
	seg := 0
	i := 0
	for {
		// one segment starting at i
		c := b[i]
		switch {
		case c == 'O':
		case c == '0':
			b[i] = 'O'
			zero = true
		case c == 'o':
			b[i] = 'O'
			lower = true
		case seg > 0 && c >= 'A' && c <= 'Z':
			if i+1 >= len(b) {
				return m, sq.Errorf(text, i, "castling must end with 'O'")
			}
		default:
			return m, sq.Errorf(text, i, "unexpected %q in castling", firstRune(body[i:]))
		}
		seg++
		i++
		if i == len(b) {
			break
		}
		if b[i] == '-' {
			i++
			if i == len(b) {
				return m, sq.Errorf(text, i-1, "castling cannot end with '-'")
			}
			continue
		}
		// lower-case suffix after the last 'O'
		if c != 'O' && c != '0' && c != 'o' {
			return m, sq.Errorf(text, i, "unexpected %q in castling", firstRune(body[i:]))
		}
		for j := i; j < len(b); j++ {
			if !isLower(b[j]) {
				return m, sq.Errorf(text, j, "unexpected %q in castling", firstRune(body[j:]))
			}
		}
		break
	}
	if seg < 2 {
		return m, sq.Errorf(text, 0, "castling needs at least two segments (O-O)")
	}
	if zero {
		m.Lenient = append(m.Lenient, LenientZeroCastle)
	}
	if lower {
		m.Lenient = append(m.Lenient, LenientLowerCastle)
	}
	m.Marks = append(m.Marks, Mark{Kind: MarkToken, Text: string(b), Square: sq.None})
	return m, nil
}

// square reads a file 'a'..'p' and a rank 1..16 at byte k of s (a prefix of
// text, which errors quote); n is its length in bytes.
func square(text, s string, k int) (file, rnk, n int, err error) {
	if k >= len(s) || !isFile(s[k]) {
		return 0, 0, 0, sq.Errorf(text, k, "expected a square (file a..p, rank 1..16)")
	}
	r, rn, err := rank(text, s, k+1)
	if err != nil {
		return 0, 0, 0, err
	}
	return int(s[k] - 'a'), r, 1 + rn, nil
}

// rank reads a rank 1..16 at byte k of s (a prefix of text); n is its length
// in bytes.
func rank(text, s string, k int) (r, n int, err error) {
	j := k
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == k {
		return 0, 0, sq.Errorf(text, k, "missing rank")
	}
	v := 0
	for _, c := range []byte(s[k:j]) {
		v = v*10 + int(c-'0')
		if v > 1000 {
			break
		}
	}
	if s[k] == '0' || v < 1 || v > MaxRanks {
		return 0, 0, sq.Errorf(text, k, "rank %s is not in 1..%d", s[k:j], MaxRanks)
	}
	return v - 1, j - k, nil
}

func isFile(c byte) bool   { return c >= 'a' && c < 'a'+MaxFiles }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLower(c byte) bool  { return c >= 'a' && c <= 'z' }
func isLetter(c byte) bool { return isLower(c) || c >= 'A' && c <= 'Z' }

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

func firstRune(s string) string {
	for i := range s {
		if i > 0 {
			return s[:i]
		}
	}
	return s
}

// upperRun returns how many upper-case letters s starts with.
func upperRun(s string) int {
	n := 0
	for n < len(s) && s[n] >= 'A' && s[n] <= 'Z' {
		n++
	}
	return n
}

// String writes the mark as it is written in SAN: "O-O", "@", "=N", "&d6",
// "/H", "/He1".
func (k Mark) String() string {
	switch k.Kind {
	case MarkToken:
		return k.Text
	case MarkAt:
		return "@"
	case MarkPartner:
		return "=" + k.Text
	case MarkAmp:
		return "&" + k.Square.String()
	case MarkComma:
		return "," + k.Square.String()
	case MarkSlash:
		if k.Square.IsValid() {
			return "/" + k.Text + k.Square.String()
		}
		return "/" + k.Text
	}
	return "?"
}
