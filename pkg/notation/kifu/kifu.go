// Package kifu is the model the shogi record readers share (USI/SFEN, KIF and
// KI2, CSA: pkg/notation/usi, kif, csa): a record's start position (a handicap
// or a board with hands), its moves as written (squares in shogi's own numbers,
// the piece, promotion, drop, KI2's relative words), its ending (投了, %TORYO,
// ...) and the result its text states; the names of the pieces in each notation.
//
// Squares use shogi's numbers: File 1..N counted from the first player's right
// (sente's; file 1 is the rightmost file of a diagram), Rank 1..N from the top
// (gote's side; KIF's 一, USI's "a", CSA's "1"). Sente moves first in an even
// game and is White in the FEN the engine reads (files a.. from sente's left,
// rank 1 sente's back rank); see FEN.
//
// The package knows no rules: which move a text denotes is for pkg/notation/match.
package kifu

import (
	"strings"

	"github.com/gamecourier/courier/pkg/diag"
)

// Color is a side: Sente (▲, "+", USI "b", moves first in an even game) or Gote
// (△, "-", USI "w").
type Color uint8

// The two sides.
const (
	Sente Color = 0
	Gote  Color = 1
)

// Other returns the opponent.
func (c Color) Other() Color { return 1 - c }

// Result is the result a side's win gives, White's view as in PGN: "1-0" when
// Sente wins.
func (c Color) Result() string {
	if c == Sente {
		return "1-0"
	}
	return "0-1"
}

// Piece is a shogi piece type without its side; NoPiece is zero.
type Piece uint8

// The piece types, unpromoted then promoted, in CSA's order.
const (
	NoPiece Piece = iota
	Pawn          // FU 歩
	Lance         // KY 香
	Knight        // KE 桂
	Silver        // GI 銀
	Gold          // KI 金
	Bishop        // KA 角
	Rook          // HI 飛
	King          // OU 玉
	Tokin         // TO と
	PLance        // NY 成香
	PKnight       // NK 成桂
	PSilver       // NG 成銀
	Horse         // UM 馬
	Dragon        // RY 龍
	numPieces
)

// Pieces lists every piece type, Pawn to Dragon.
var Pieces = []Piece{Pawn, Lance, Knight, Silver, Gold, Bishop, Rook, King, Tokin, PLance, PKnight, PSilver, Horse, Dragon}

// HandPieces lists the piece types a hand may hold, in the order records write
// them (飛 角 金 銀 桂 香 歩; USI's SFEN order R B G S N L P).
var HandPieces = []Piece{Rook, Bishop, Gold, Silver, Knight, Lance, Pawn}

var (
	csaNames = [numPieces]string{"", "FU", "KY", "KE", "GI", "KI", "KA", "HI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"}
	// labels are the preset's piece labels (presets/shogi.yaml), USI's letters
	labels = [numPieces]string{"", "P", "L", "N", "S", "G", "B", "R", "K", "+P", "+L", "+N", "+S", "+B", "+R"}
	// kanji: KIF's move names (the promoted minor pieces in two characters)
	kanji = [numPieces]string{"", "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "成香", "成桂", "成銀", "馬", "龍"}
	// boardKanji: one character each, as a KIF board diagram writes them
	boardKanji = [numPieces]string{"", "歩", "香", "桂", "銀", "金", "角", "飛", "玉", "と", "杏", "圭", "全", "馬", "龍"}
)

// CSA is the piece's two-letter CSA name ("FU", "RY").
func (p Piece) CSA() string { return csaNames[p] }

// Label is the piece's label in the shogi presets and USI: "P", "+R".
func (p Piece) Label() string { return labels[p] }

// Kanji is the piece's name in KIF and KI2 moves: "歩", "成銀", "龍".
func (p Piece) Kanji() string { return kanji[p] }

// BoardKanji is the piece's one-character name in a KIF board diagram: "全" for
// the promoted silver.
func (p Piece) BoardKanji() string { return boardKanji[p] }

// Promoted is the promoted type (NoPiece when p does not promote).
func (p Piece) Promoted() Piece {
	switch p {
	case Pawn, Lance, Knight, Silver:
		return p + Tokin - Pawn
	case Bishop:
		return Horse
	case Rook:
		return Dragon
	}
	return NoPiece
}

// Base is the unpromoted type (p itself when unpromoted).
func (p Piece) Base() Piece {
	switch {
	case p >= Tokin && p <= PSilver:
		return p - Tokin + Pawn
	case p == Horse:
		return Bishop
	case p == Dragon:
		return Rook
	}
	return p
}

// IsPromoted reports whether p is a promoted type.
func (p Piece) IsPromoted() bool { return p >= Tokin }

// PieceOfCSA reads a CSA piece name; NoPiece when it is none.
func PieceOfCSA(s string) Piece {
	for i, n := range csaNames {
		if i > 0 && n == s {
			return Piece(i)
		}
	}
	return NoPiece
}

// PieceOfLabel reads a preset label or USI letter ("P", "+R", upper case);
// NoPiece when it is none.
func PieceOfLabel(s string) Piece {
	for i, n := range labels {
		if i > 0 && n == s {
			return Piece(i)
		}
	}
	return NoPiece
}

// kanjiAliases are the other written forms of the pieces: 王 for the king,
// 竜 for the dragon, the one-character forms of the promoted minor pieces, and
// the forms some programs write (成と, 仐).
var kanjiAliases = map[string]Piece{
	"歩": Pawn, "香": Lance, "桂": Knight, "銀": Silver, "金": Gold, "角": Bishop, "飛": Rook,
	"玉": King, "王": King, "と": Tokin, "成香": PLance, "成桂": PKnight, "成銀": PSilver,
	"杏": PLance, "圭": PKnight, "全": PSilver, "仝": PSilver, "今": PKnight, "个": PLance,
	"馬": Horse, "龍": Dragon, "竜": Dragon,
}

// PieceOfKanji reads the piece name at the start of s (two characters first:
// "成銀" before "成"), returning it and its length in bytes; NoPiece and 0 when
// none.
func PieceOfKanji(s string) (Piece, int) {
	for _, n := range []int{6, 3} {
		if len(s) >= n {
			if p, ok := kanjiAliases[s[:n]]; ok {
				return p, n
			}
		}
	}
	return NoPiece, 0
}

// Square is a square in shogi's numbers: File 1.. from sente's right, Rank 1..
// from the top. The zero Square is none.
type Square struct{ File, Rank int }

// IsZero reports whether s is no square.
func (s Square) IsZero() bool { return s.File == 0 && s.Rank == 0 }

// Rel are KI2's relative words, which tell apart the pieces of one type that
// may go to one square (as the Japan Shogi Association's notation defines them,
// each from the moving side's view).
type Rel uint8

// The relative words.
const (
	RelRight    Rel = 1 << iota // 右: the piece on the right
	RelLeft                     // 左: the piece on the left
	RelStraight                 // 直: the piece straight behind the square (moving forward)
	RelUp                       // 上 (行, 入): moving forward
	RelDown                     // 引: moving backward
	RelSide                     // 寄: moving sideways
)

// relWords are the words and their relations in writing order.
var relWords = []struct {
	w string
	r Rel
}{{"右", RelRight}, {"左", RelLeft}, {"直", RelStraight}, {"上", RelUp}, {"行", RelUp}, {"入", RelUp}, {"引", RelDown}, {"寄", RelSide}}

// ReadRel reads relative words at the start of s; it returns them and the bytes
// read.
func ReadRel(s string) (Rel, int) {
	var r Rel
	n := 0
	for {
		found := false
		for _, w := range relWords {
			if strings.HasPrefix(s[n:], w.w) {
				r |= w.r
				n += len(w.w)
				found = true
				break
			}
		}
		if !found {
			return r, n
		}
	}
}

// String writes the words in KI2's order (右/左/直 then 上/引/寄).
func (r Rel) String() string {
	var b strings.Builder
	for _, w := range []struct {
		w string
		r Rel
	}{{"右", RelRight}, {"左", RelLeft}, {"直", RelStraight}, {"上", RelUp}, {"引", RelDown}, {"寄", RelSide}} {
		if r&w.r != 0 {
			b.WriteString(w.w)
		}
	}
	return b.String()
}

// Move is one move of a record as written. Which fields are set depends on
// the notation: KIF gives From (or Drop) and the piece before the move; KI2
// gives no From but may give Rel; CSA gives From (zero for a drop) and the
// piece after the move (PieceAfter); USI gives From or Drop and no piece for a
// board move.
type Move struct {
	// Pos is where the move's text starts; Text the move as written.
	Pos  diag.Pos
	Text string
	// Color is the side that moves when the text says (▲△, CSA's +/-); Colored
	// tells that it does.
	Color   Color
	Colored bool
	// From is the origin (zero for a drop and when not written); To the target,
	// zero with Same (同: the target of the move before).
	From, To Square
	Same     bool
	// Piece is the piece that moves (the piece dropped), before the move, or
	// after it when PieceAfter (CSA); NoPiece when not written (USI).
	Piece      Piece
	PieceAfter bool
	// Promote (成, USI "+"), NoPromote (不成, 生), Drop (打, USI "P*", CSA's
	// origin 00).
	Promote, NoPromote, Drop bool
	// Rel are KI2's relative words (右 左 直 上 引 寄).
	Rel Rel
}

// EndKind is how a record says its game ended.
type EndKind uint8

// The endings of shogi records. The side of an Ending is the side to move
// when it is written, except for IllegalAction, whose side is the one CSA
// names.
const (
	EndNone        EndKind = iota
	EndResign              // 投了, %TORYO: the side to move resigns
	EndAbort               // 中断, %CHUDAN: the game was stopped, no result
	EndRepetition          // 千日手, %SENNICHITE: a draw by fourfold repetition
	EndImpasse             // 持将棋, %JISHOGI: a draw by impasse
	EndMate                // 詰み, %TSUMI: the side to move is checkmated
	EndNoMate              // 不詰, %FUZUMI: no mate (a problem's record), no result
	EndTimeUp              // 切れ負け, %TIME_UP: the side to move lost on time
	EndIllegalWin          // 反則勝ち: the move before was illegal; the side to move wins
	EndIllegalLoss         // 反則負け, %ILLEGAL_MOVE: the side to move played an illegal move (not written) and loses
	EndIllegalAct          // %+ILLEGAL_ACTION, %-ILLEGAL_ACTION: Side acted illegally and loses
	EndDeclare             // 入玉勝ち, %KACHI: the side to move declares a win by the entering-king rule
	EndMatta               // %MATTA: the side to move took a move back (a foul)
	EndMaxMoves            // %MAX_MOVES, 最大手数: the move limit ended the game, a draw
	EndSealed              // 封じ手: the game was adjourned with a sealed move, no result
)

var endWords = [...]string{"", "resignation", "abort", "repetition", "impasse", "mate", "no-mate", "time-up",
	"illegal-win", "illegal-loss", "illegal-action", "declaration", "matta", "max-moves", "sealed"}

// String is a short English name of the ending.
func (k EndKind) String() string { return endWords[k] }

// Ending is the ending a record writes after its last move.
type Ending struct {
	Kind EndKind
	// Side is the side to move where the ending is written (the side that
	// resigns, declares, ...), or the side CSA's %+/-ILLEGAL_ACTION names.
	Side Color
	// Pos and Text: where and as written.
	Pos  diag.Pos
	Text string
}

// Board is a start position: Cells[r][f] is rank r+1 (from the top) and the
// f-th file from the left (file Files-f); Hands[c][p] counts pieces of type p
// in side c's hand; Turn is the side to move.
type Board struct {
	Files, Ranks int
	Cells        [][]Cell
	Hands        [2][numPieces]int
	Turn         Color
}

// Cell is one square of a Board: an empty Piece for none.
type Cell struct {
	Piece Piece
	Color Color
}

// NewBoard returns an empty board of files x ranks, sente to move.
func NewBoard(files, ranks int) *Board {
	b := &Board{Files: files, Ranks: ranks, Cells: make([][]Cell, ranks)}
	for r := range b.Cells {
		b.Cells[r] = make([]Cell, files)
	}
	return b
}

// At returns the cell on s (shogi numbers); the zero Cell off the board.
func (b *Board) At(s Square) Cell {
	f, r := b.Files-s.File, s.Rank-1
	if f < 0 || f >= b.Files || r < 0 || r >= b.Ranks {
		return Cell{}
	}
	return b.Cells[r][f]
}

// Set puts c on s (shogi numbers); off the board it does nothing.
func (b *Board) Set(s Square, c Cell) {
	f, r := b.Files-s.File, s.Rank-1
	if f >= 0 && f < b.Files && r >= 0 && r < b.Ranks {
		b.Cells[r][f] = c
	}
}

// FEN writes the board as the engine's FEN for the shogi presets: ranks from
// the top, files from the left, sente's pieces upper case ("+P" a tokin), the
// hands in brackets, sente ("w") or gote ("b") to move:
// "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1".
func (b *Board) FEN() string {
	var s strings.Builder
	for r, row := range b.Cells {
		if r > 0 {
			s.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c.Piece == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				s.WriteString(itoa(empty))
				empty = 0
			}
			l := c.Piece.Label()
			if c.Color == Gote {
				l = strings.ToLower(l)
			}
			s.WriteString(l)
		}
		if empty > 0 {
			s.WriteString(itoa(empty))
		}
	}
	s.WriteByte('[')
	for c := Sente; c <= Gote; c++ {
		for _, p := range HandPieces {
			l := p.Label()
			if c == Gote {
				l = strings.ToLower(l)
			}
			s.WriteString(strings.Repeat(l, b.Hands[c][p]))
		}
	}
	s.WriteString("] ")
	s.WriteString([]string{"w", "b"}[b.Turn])
	s.WriteString(" - - 0 1")
	return s.String()
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// Record is one game of a shogi record file: its header fields, start and
// main line (variations are skipped), the ending it writes and the result it
// states.
type Record struct {
	// Format names the notation: "usi", "kif", "ki2" or "csa".
	Format string
	// Start is the position before the first move: an even game unless the
	// record gives a handicap (Handicap, its name as written) or a board.
	Start *Board
	// Handicap is the 手合割 (or CSA PI removals, USI's start) as written, "" none.
	Handicap string
	// VariantStart: the record names no board, only the variant's own start
	// position (USI's "startpos"); Start then holds the 9x9 even game, which a
	// reader of another variant (minishogi's USI) replaces by its preset's.
	VariantStart bool
	// Header holds the header fields in order (名前: 値, CSA's N+ and $ lines).
	Header []Field
	// Moves is the main line.
	Moves []Move
	// Ending is the ending written after the last move (EndNone when none).
	Ending Ending
	// Stated is the result the text states ("1-0" when sente wins, "0-1",
	// "1/2-1/2"; "*" for none; "" when it states nothing): KIF's まで line.
	Stated    string
	StatedPos diag.Pos
	// Pos is where the record starts (its first line).
	Pos diag.Pos
	// Index is the 1-based number of the record in its file.
	Index int
	// Diags are the problems found reading it: warnings for lines skipped, and
	// at most one error (a line that could not be read, which ends the main line).
	Diags diag.List
	// Variations counts the variations skipped (変化：N手).
	Variations int
}

// Field is one header field.
type Field struct {
	Name, Value string
	Pos         diag.Pos
}

// Field returns the value of the first field called name.
func (r *Record) Field(name string) (string, bool) {
	for _, f := range r.Header {
		if f.Name == name {
			return f.Value, true
		}
	}
	return "", false
}
