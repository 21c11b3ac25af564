// Package rules is the validated rule model of a variant: board size, piece types
// (Betza moves), start setup, the special rule modules with their typed parameters,
// and the end-of-game rules. It knows no YAML (pkg/preset builds it) and generates no
// moves (pkg/position interprets it).
//
// The rule modules are listed once, in the module table (modules.go): each module
// declares its name, its one-line doc and where its typed parameters live in its
// own file (module_x.go): a Variant field (entry), or the Variant's module store
// through its typed Params accessor (stored), which needs no edit of Variant.
// Names, Has, Without, Modules, the --without values and the preset keys of
// rules: all derive from the table.
//
// Squares given for White are mirrored for Black (rank 1 <-> the last rank) unless a
// field holds both sides explicitly.
package rules

import (
	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
)

// Color is a side: White or Black.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is one kind of piece. Letter is its upper-case FEN/SAN letter (White;
// Black uses the lower case); a piece whose label is longer than one character
// (Label: "+P", "CH") has an internal code instead (LabelCode), which no notation
// writes or reads.
type PieceType struct {
	Letter byte
	// Label is the piece's label as presets, FEN and Game Courier text write it,
	// upper case (White): "+P" (a promoted pawn, Shogi's tokin), "CH". "" means
	// the one character Letter.
	Label string
	Name  string
	Betza string
	Atoms []betza.Atom
	// Royal pieces must not be left attacked; losing all of them (checkmate) loses.
	Royal bool
	// Pawn marks pieces that promote, may be taken en passant after a double step,
	// and reset the 50-move counter when they move.
	Pawn bool
	// Region, when not "", confines the piece to that region of Variant.Regions:
	// every move of it ends on a square of the region (the Xiangqi palace).
	Region string
	// RegionMoves adds moves the piece has while it stands in a region (the
	// Xiangqi soldier's sideways step beyond the river).
	RegionMoves []RegionMoves
	// MovesWithin adds moves the piece has from a square of a region that stay
	// in it: each ray of them ends at the region's edge (Fairy-Stockfish's
	// diagonalLines: janggi's palace diagonals, F for the general and the
	// advisors, fF for the soldiers, B for the chariots, pB for the cannons).
	MovesWithin []RegionMoves
	// HopNotOver lists the piece letters its hops (Betza p, g) may not jump
	// over, and HopNotCapturing those its hops may not capture, of either side
	// (Fairy-Stockfish's janggiCannon: [C] both, a cannon neither jumps over nor
	// takes a cannon).
	HopNotOver, HopNotCapturing []byte
	// InitialRank, when > 0, makes the Betza 'i' moves depend on the rank the piece
	// stands on (1-based, counted from its owner's back rank) instead of on whether
	// it has moved. RULES.md: a pawn's "double step depends only on the rank it stands on".
	InitialRank int
	// MoreInitialRanks are more ranks (1-based, from the owner's back rank) from
	// which the 'i' moves are allowed besides InitialRank; a pawn's two-square step
	// from them gives no en passant right (horde: White's pawns on rank 1, as
	// lichess and Fairy-Stockfish play it).
	MoreInitialRanks []int
	// MoreInitialEnPassant: a two-square step from MoreInitialRanks gives the en
	// passant right too (torpedo chess: Fairy-Stockfish's doubleStepRegion of
	// every rank, each double step may be taken en passant).
	MoreInitialEnPassant bool
	// InitialSquares, when White's is not nil, are each side's own squares from
	// which the 'i' moves are allowed, instead of InitialRank (not with it); a
	// two-square step from any of them gives the en passant right (wolf chess:
	// Fairy-Stockfish's doubleStepRegion of rank 2 and b3 c3 f3 g3).
	InitialSquares [2][]board.Square
	// ResetsMoveRule tells whether a move of the piece resets the move-rule count;
	// nil: when it is a pawn (FIDE 9.3: a pawn move). Pawnback's pawns do not
	// (their backward steps are reversible: Fairy-Stockfish's nMoveRuleTypes).
	ResetsMoveRule *bool
	// GCLabels are other labels Game Courier text may write for the piece,
	// upper case ("F" for shatranj's fers, whose label is Q); no other piece's
	// label or GC label.
	GCLabels []string
}

// LabelOf returns the piece's label: Label, or its one-character Letter.
func (pt *PieceType) LabelOf() string {
	if pt.Label != "" {
		return pt.Label
	}
	return string(pt.Letter)
}

// LabelCode returns the internal code (Letter) of the i-th piece with a label
// longer than one character (0-based, i < 32): a byte outside ASCII, 0x80+i, so
// that no text byte of a notation is taken for it.
func LabelCode(i int) byte { return byte(0x80 + i) }

// IsLabelCode reports whether letter is an internal code of a multi-character label.
func IsLabelCode(letter byte) bool { return letter >= 0x80 }

// RegionMoves is a piece's extra moves while it stands on a square of Region.
type RegionMoves struct {
	Region string
	Betza  string
	Atoms  []betza.Atom
}

// MoveRule is the n-move rule, counted in moves (one move = two plies). 0 = off.
type MoveRule struct{ Claim, Automatic int }

// Repetition counts occurrences of a position (board, side to move, holdings and
// module state: the repetition key). 0 = off.
type Repetition struct {
	Claim, Automatic int
	// PerpetualCheck is "loss" when the automatic end is no draw for a side that
	// gave check with every one of its moves from the first of the Automatic
	// occurrences of the position to the last: that side loses (Shogi's
	// sennichite under the Japan Shogi Association's rules: the fourth occurrence
	// draws, unless it comes of perpetual check, which loses for the side giving
	// it). When both sides gave check with every move, or neither did, the
	// automatic end stays a draw. "" = off. Needs Automatic > 0.
	PerpetualCheck string
	// Result is what the automatic end means when no perpetual check decides
	// it: "" or "draw", "loss" or "win" for the side that completed the
	// repetition (tori shogi: loss; Fairy-Stockfish's nFoldValue, judged for the
	// side to move: its "loss" is "win" here), or "1-0" / "0-1" whoever
	// completed it (Fairy-Stockfish's nFoldValueAbsolute).
	Result string
}

// End holds the end-of-game rules.
type End struct {
	// Checkmate is "loss" (the side to move loses), "win", or "none": no piece is
	// royal, nothing is check, the game ends by stalemate or another end rule
	Checkmate string
	// Stalemate is "draw", "loss" or "win" for the side to move, or "fewer_pieces":
	// the side with fewer pieces on the board wins, equal numbers draw (suicide).
	Stalemate  string
	MoveRule   MoveRule
	Repetition Repetition
	// BareKing is the bare king rule (Shatranj, Courier Chess): "loss" when a side
	// left with its king alone loses (unless it can bare the other king at once);
	// "" = off.
	BareKing string
	// Insufficient lists dead-position signatures: "K-K", "KN-K", "KB-K",
	// "KB-KB:same-colour" (letters of each side, the stronger first; order irrelevant).
	Insufficient []string
	// Checks: the side that gives its Checks-th check wins at once (three-check:
	// 3); 0 = off. The checks given are position state (FEN "3+3": checks still
	// needed by White + by Black, as lichess and Fairy-Stockfish write it).
	Checks int
	// Goal: a royal piece that stands on one of these squares wins for its side at
	// once (king of the hill: d4 e4 d5 e5); the same squares for both sides.
	Goal []board.Square
	// GoalReply: when White reaches the goal, Black gets one more move and a Black
	// royal piece reaching the goal with it draws (racing kings).
	GoalReply bool
	// NoPieces: what it means for a side to have no piece left: "" (nothing),
	// "win" (antichess) or "loss" (horde).
	NoPieces string
	// NoRoyal: "loss" when a side whose royal pieces are all gone loses at once
	// (atomic: the king exploded); "" otherwise.
	NoRoyal string
	// Extinction: a side left with Count or fewer pieces on the board of one of
	// the Kinds (of all its pieces together with Total) loses at once (extinction
	// chess, kinglet, three kings), or wins (Result "win": losers, a side left with
	// its king alone); nil = off.
	Extinction *Extinction
	// MaterialCounting decides a game the board ends drawn (a stalemate that
	// draws, a dead position, the automatic n-move and repetition ends):
	// "black_draw_odds" Black wins (armageddon), "white_draw_odds" White wins,
	// "unweighted" the side with more pieces on the board wins, "janggi"
	// (MaterialJanggi) janggi's count, which also decides the games ended by
	// two passes in a row (rules.pass) or by bikjang; "" = off, a draw
	// (Fairy-Stockfish's materialCounting).
	MaterialCounting string
	// Flag: a side with one of its flag pieces on its flag squares wins (capture
	// the flag: breakthrough, jeson mor); nil = off.
	Flag *Flag
	// MateRule says which checkmates win (shatar); nil = every checkmate.
	MateRule *MateRule
	// Counting: the counting rules of the makruk family (a draw when the weaker
	// side survives a count of moves); nil = off.
	Counting *Counting
}

// The counting rule sets of Counting.Rules, Fairy-Stockfish's countingRule.
const (
	CountingMakruk    = "makruk"
	CountingCambodian = "cambodian"
	CountingASEAN     = "asean"
)

// Counting is end.counting, the counting rules of the makruk family as
// Fairy-Stockfish plays them (countingRule): once a side is weak enough (no
// pawns on the board and, by the rule set, its king alone or few pieces), a
// count of plies starts; the game is drawn when the count passes the limit
// and the side to move has a legal move. Rules names the rule set: makruk
// (the board's honour, 64 moves, and the pieces' honour of a bare king: 8
// moves against two rooks, 16 against one, 22 against two khons, 32 against
// two knights, 44 against one khon, else 64), cambodian (the same, one move
// shorter, the board's honour only for a side of at most three pieces) or
// asean (only a bare king counts: 16 moves against a rook, 44 against a khon,
// 64 against a knight). Rook, Khon and Knight are the letters of the pieces
// the pieces' honour counts (0: none in the variant).
type Counting struct {
	Rules              string
	Rook, Khon, Knight byte
}

// MateRule is end.mate_rule, Fairy-Stockfish's shatarMateRule (Mongolian
// shatar: "a mate given by a knight is no mate", and a mate wins only when the
// series of checks that ends in it holds a shak). LosesBy: a checkmate given by
// pieces of these letters alone loses for the side that gave it. Needs: a
// checkmate wins only when one of the checks of the series of consecutive
// checks that ends in it (the mating side's moves, each giving check, back to
// the first) was given by a piece of these letters; otherwise it is a draw.
type MateRule struct {
	LosesBy []byte
	Needs   []byte
}

// Values of End.MaterialCounting.
const (
	// MaterialJanggi is janggi's count (Fairy-Stockfish's JANGGI_MATERIAL):
	// chariot R 13, cannon C 7, horse N 5, elephant B or E 3, advisor A 3,
	// soldier P 2 points; White's total minus Black's, less one (the second
	// player's bonus: 1.5 points in the rule books), decides: above 0 White
	// wins, else Black wins. The pieces are told by these labels.
	MaterialJanggi = "janggi"
)

// Flag is end.flag, Fairy-Stockfish's flagPiece / flagRegion / flagMove: a side
// that has a piece of one of the Pieces kinds on one of its flag squares wins.
// Squares are White's; Black's are mirrored (rank 1 <-> the last rank). Sides
// tells which colours have the goal (White, Black). Without ExtraMove the side
// that moves there wins at once; with ExtraMove the opponent has one more move
// first, and the side wins when its turn comes and a flag piece still stands
// there (jeson mor: the knight on e5 may be taken with that move).
//
// Safe (Fairy-Stockfish's flagPieceSafe): a lone flag piece on the flag squares
// counts only when no enemy piece attacks it; when both sides have reached
// their flags so, the game is drawn.
type Flag struct {
	Pieces    []byte
	Squares   []board.Square
	Sides     [2]bool
	ExtraMove bool
	Safe      bool
	// BlackSquares, when not nil, are Black's flag squares as they stand (not
	// Squares mirrored: Fairy-Stockfish's flagRegionBlack).
	BlackSquares []board.Square
	// Count is how many flag pieces must stand on the flag squares (at least 1;
	// Fairy-Stockfish's flagPieceCount); with Safe, when exactly Count stand
	// there, each must be unattacked. Blocked: a side with at least one flag
	// piece there also wins when no flag square is empty (flagPieceBlockedWin).
	Count   int
	Blocked bool
}

// Extinction is end.extinction: Kinds are piece letters; Total counts all of a
// side's pieces together instead; Count is 0 (the kind is gone) or more (three
// kings: 2, a side that has lost one of its three kings); Result is "loss" or
// "win" for the side it holds for, or "draw" (shatar: a bare king draws).
//
// Holdings counts the pieces in hand beside those on the board (Fairy-Stockfish's
// count_with_hand: a crazyhouse variant's captured pieces are not extinct).
// OpponentCount, when > 0, makes a side extinct only while the other side has at
// least that many pieces of the kind (Fairy-Stockfish's
// extinctionOpponentPieceCount: antiatomic, where an explosion that takes both
// sides' last pieces wins for neither).
type Extinction struct {
	Kinds         []byte
	Total         bool
	Count         int
	Result        string
	Holdings      bool
	OpponentCount int
}

// Board styles of Display.Style.
const (
	StyleChess   = "chess"   // checkered squares, pieces on the squares
	StyleXiangqi = "xiangqi" // pieces on the points of the lines, river, palace diagonals
	StyleShogi   = "shogi"   // plain squares, pentagonal pieces pointing at the opponent, hands on stands
	StyleJanggi  = "janggi"  // as xiangqi without the river, octagonal pieces
)

// Styles lists the board styles, in the order docs/presets.md gives them.
var Styles = []string{StyleChess, StyleXiangqi, StyleShogi, StyleJanggi}

// Display is the display: section of a preset: how the board is drawn. It changes
// no rule. The zero value means the defaults (DefaultStyle, letters, chess
// coordinates).
type Display struct {
	// Style is one of Styles; "" picks DefaultStyle.
	Style string
	// Faces is "letters" (the FEN labels, the default) or "characters" (the
	// traditional characters of the style's pieces: 漢字 for shogi and xiangqi,
	// found by piece name; a piece without one keeps its letter).
	Faces string
	// Coordinates is "chess" (files a.., ranks 1.., the default) or "native" (the
	// style's own: shogi files 9..1 from White's left and ranks 一..九 from the
	// top; xiangqi and janggi files 九..一 for White and 1..9 for Black).
	Coordinates string
}

// DefaultStyle is the board style of v when its display: section names none:
// xiangqi for a variant with a flying general or a region named "palace" (a
// janggi preset names its style), shogi for a variant with drops and per-piece promotion (promotes:), else chess.
func DefaultStyle(v *Variant) string {
	if v.Display.Style != "" {
		return v.Display.Style
	}
	if _, palace := v.Regions["palace"]; v.FlyingGeneral || palace {
		return StyleXiangqi
	}
	if v.Drops != nil && v.Promotion != nil && len(v.Promotion.Promotes) > 0 {
		return StyleShogi
	}
	return StyleChess
}

// Variant is a complete, validated rule set.
type Variant struct {
	ID          string
	Name        string
	Description string
	Board       board.Geometry
	Pieces      []PieceType
	// Setup is the board field of a FEN (ranks from the last down to 1, '/'-separated,
	// multi-digit empty counts).
	Setup      string
	SideToMove Color
	// Regions are named square sets, given for White; Black's are mirrored (rank 1
	// <-> the last rank): the palace d1-f3 is d8-f10 for Black on 9x10.
	Regions map[string][]board.Square
	// BlackRegions holds Black's own squares of the regions given per side
	// ({white: [...], black: [...]}: not mirrored; buffalo's mobility regions,
	// Fairy-Stockfish's mobilityRegionWhite/Black that are no mirror images);
	// a region not in it is White's mirrored for Black.
	BlackRegions map[string][]board.Square
	// FlyingGeneral forbids a move that leaves the two royal pieces on one file
	// with no piece between them (Xiangqi: the generals may not face each other).
	FlyingGeneral bool
	// FlyingGeneralRanks extends FlyingGeneral to ranks: the royal pieces may
	// not face each other along an open rank either (Fairy-Stockfish's
	// flyingGeneral judges it with a rook's attack: file and rank).
	FlyingGeneralRanks bool

	Castling          *Castling
	EnPassant         *EnPassant
	Promotion         *Promotion
	BishopConversion  *BishopConversion
	BishopSwap        *BishopSwap
	CaptureConversion *CaptureConversion
	Drops             *Drops
	Explosions        *Explosions
	ForcedCapture     *ForcedCapture
	ForbidCheck       *ForbidCheck
	CheckEvasion      *CheckEvasion
	// params is the module store: the parameters of the modules declared with
	// stored (module_x.go), by module name, each read and set through its
	// module's Params accessor. A module added this way needs no field here.
	params map[string]any

	End End

	// Display is how the diagrams and the viewer draw the board (no rule reads it).
	Display Display

	// GCSquares, when set, are the names Game Courier text of this variant
	// gives the files and ranks (no rule reads them): shogi's files 9..1 and
	// ranks i..a, so "P 7g-7f" is the pawn c3-c4. Empty: a.. and 1.. only.
	// (A value, not a pointer: Variant's pointer fields are its rule modules.)
	GCSquares SquareLabels

	// Disabled lists the modules switched off by Without (a FEN may still carry
	// their state, which is then ignored).
	Disabled []string
}

// SquareLabels name a board's files and ranks: Files[i] is file i from White's
// left (0-based), Ranks[j] rank j from White's side.
type SquareLabels struct {
	Files, Ranks []string
}

// PieceByLabel returns the piece type with this upper-case label ("P", "+P",
// "CH"), or nil.
func (v *Variant) PieceByLabel(label string) *PieceType {
	for i := range v.Pieces {
		if v.Pieces[i].LabelOf() == label {
			return &v.Pieces[i]
		}
	}
	return nil
}

// Piece returns the piece type with this upper-case letter, or nil.
func (v *Variant) Piece(letter byte) *PieceType {
	for i := range v.Pieces {
		if v.Pieces[i].Letter == letter {
			return &v.Pieces[i]
		}
	}
	return nil
}
