// Package rules is the validated rule model of a variant: board size, piece types
// (Betza moves), start setup, the special rule modules with their typed parameters,
// and the end-of-game rules. It knows no YAML (pkg/preset builds it) and generates no
// moves (pkg/position interprets it).
//
// Squares given for White are mirrored for Black (rank 1 <-> the last rank) unless a
// field holds both sides explicitly.
package rules

import (
	"fmt"

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

// Module names (DESIGN.md, contract): the names used by presets and by --without.
const (
	ModCastling          = "castling"
	ModEnPassant         = "en_passant"
	ModPromotion         = "promotion"
	ModBishopConversion  = "bishop_conversion"
	ModBishopSwap        = "bishop_swap"
	ModCaptureConversion = "capture_conversion"
	ModDrops             = "drops"
	ModExplosions        = "explosions"
	ModForcedCapture     = "forced_capture"
	ModForbidCheck       = "forbid_check"
)

// ModuleNames lists every rule module name, in a fixed order.
var ModuleNames = []string{ModCastling, ModEnPassant, ModPromotion, ModBishopConversion, ModBishopSwap, ModCaptureConversion, ModDrops, ModExplosions, ModForcedCapture, ModForbidCheck}

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
	// InitialRank, when > 0, makes the Betza 'i' moves depend on the rank the piece
	// stands on (1-based, counted from its owner's back rank) instead of on whether
	// it has moved. RULES.md: a pawn's "double step depends only on the rank it stands on".
	InitialRank int
	// MoreInitialRanks are more ranks (1-based, from the owner's back rank) from
	// which the 'i' moves are allowed besides InitialRank; a pawn's two-square step
	// from them gives no en passant right (horde: White's pawns on rank 1, as
	// lichess and Fairy-Stockfish play it).
	MoreInitialRanks []int
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

// CastleSide is one way to castle, given for White; Black's squares are mirrored.
type CastleSide struct {
	King, Rook     board.Square // start squares of the king and the rook
	KingTo, RookTo board.Square // their destinations
	// SAN holds the castling tokens per side ([White], [Black]), e.g. "O-O".
	SAN [2][]string
}

// Castling is the castling rule module: king and rook unmoved, the squares between
// them and both destinations empty (but for the two pieces), the king not in check and
// no square the king crosses or lands on attacked.
type Castling struct {
	Sides []CastleSide
	// FromPosition makes the castling king's and rooks' start squares position state
	// (Chess960, FIDE Laws Appendix I, I.3): the king is the royal piece on the king's
	// rank and each side's rook is the piece of the kind that stands on Sides[i].Rook in
	// the setup, on the same wing of the king (toward the last file when Rook's file is
	// greater than King's, else toward file a); the start position or a FEN's castling
	// rights say which rook (KQkq: the outermost one, a file letter: that one).
	// KingTo and RookTo stay fixed. Without it King and Rook are fixed squares.
	FromPosition bool
}

// Wing returns +1 when side i's rook stands toward the last file from the king,
// -1 toward file a (0 when both squares share a file).
func (c *Castling) Wing(i int, g board.Geometry) int {
	s := &c.Sides[i]
	switch d := g.File(s.Rook) - g.File(s.King); {
	case d > 0:
		return 1
	case d < 0:
		return -1
	}
	return 0
}

// EnPassant is the en passant module: a pawn that makes a two-square step may be
// taken by an enemy 'e' capture on the square it passed, on the very next ply only.
type EnPassant struct{}

// Promotion is the promotion module: a pawn reaching the zone must promote to one of
// Choices (piece letters).
type Promotion struct {
	// ZoneRank is the 1-based rank counted from the owner's side where promotion
	// happens; negative counts from the far end (-1 = the last rank).
	ZoneRank int
	// FromRank, when not 0, is the first rank of a zone of several ranks (counted
	// as ZoneRank): the zone runs from FromRank to ZoneRank (Grand Chess: 8 to 10).
	FromRank int
	// Optional: promotion is optional on the zone's ranks before ZoneRank, and
	// mandatory on ZoneRank (Grand Chess).
	Optional bool
	// OnlyLost: a pawn promotes only to a piece type of which its side has fewer on
	// the board than in the setup (Grand Chess: only to a captured piece).
	OnlyLost bool
	Choices  []byte
	// BlackChoices, when not nil, are Black's choices (Choices then White's):
	// Chigorin Chess promotes White to C R N and Black to Q R B.
	BlackChoices []byte
	// Promotes maps a piece letter to the letter of its promoted type (Shogi:
	// P -> +P, the tokin; R -> +R, the dragon): such a piece may promote to that
	// type on a move that starts or ends in the zone, and must where it could
	// not move again unpromoted (a square from which it has no move: the last
	// rank for the pawn and the lance, the last two for the knight). A move
	// leaving it unpromoted on such a square is illegal. Captured, a promoted
	// piece goes to the hand as the piece it promoted from (drops).
	Promotes map[byte]byte
}

// PromotedFrom returns the letter that promotes to letter per Promotes, 0 when none.
func (p *Promotion) PromotedFrom(letter byte) byte {
	for k, v := range p.Promotes {
		if v == letter {
			return k
		}
	}
	return 0
}

// ChoicesOf returns colour c's promotion choices.
func (p *Promotion) ChoicesOf(c Color) []byte {
	if c == Black && p.BlackChoices != nil {
		return p.BlackChoices
	}
	return p.Choices
}

// BishopConversion is the Bishops Conversion Rule (RULES.md, Symmetric Chess).
type BishopConversion struct {
	Piece byte              // the converting piece type, 'B'
	Homes [2][]board.Square // home squares per side
	// Step is the Betza of the conversion step ("fsW": left, right or forward).
	Step      string
	StepAtoms []betza.Atom
	// Capture allows a conversion onto an enemy piece (seed: "It is possible to take
	// a piece of the opponent by conversion").
	Capture bool
}

// BishopSwap is Maura's bishop swap / the PMC Bishop Adjustment Rule.
type BishopSwap struct {
	Piece    byte   // 'B'
	Partners []byte // partner types, e.g. Q M N
	// Distance is how far along the rank the partner stands (1 = directly beside).
	Distance int
	// InCheck allows the swap while in check (default false).
	InCheck bool
}

// CaptureConversion is the Cowardly Crew rule: after a capture, enemy pieces on the 8
// squares around the destination may change sides, subject to rank and immunity.
type CaptureConversion struct {
	// Ranks maps a piece letter to its rank; a letter absent from the map (the king)
	// has no rank: it never converts and sets no limit as the capturer.
	Ranks map[byte]int
	// ImmuneNextToKing: a piece adjacent to its own king does not convert.
	ImmuneNextToKing bool
}

// Drops is the drop rule module (crazyhouse, shogi): each side has a hand of pieces;
// a captured piece goes to the capturer's hand in the capturer's colour, a piece
// that got its type by promotion going back as the type it promoted from; instead of
// moving, a player may drop a piece from the hand onto an empty square.
type Drops struct {
	// Ranks limits where a piece may be dropped: letter -> the lowest and highest
	// 1-based rank, counted from the owner's side (crazyhouse P: {2, 7}: no pawn on
	// the first or last rank). A letter absent from the map drops on any rank.
	// Whatever the ranks, a piece is never dropped on a square from which it
	// would have no move (Shogi: a pawn or lance on the last rank, a knight on the
	// last two).
	Ranks map[byte][2]int
	// OnePerFile lists the piece letters of which a side may not have two on one
	// file after a drop (shogi nifu: P). Only drops are limited.
	OnePerFile []byte
	// NoDropMate lists the piece letters whose drop may not checkmate (shogi
	// uchifuzume: P).
	NoDropMate []byte
	// DropMateLoses: a checkmating drop of a NoDropMate piece is a legal move,
	// and the side that made it loses at once (the mated side wins) instead of
	// the drop being no legal move. The Japan Shogi Association's rules make an
	// illegal move lose the game; Fairy-Stockfish plays uchifuzume so (its
	// perft counts the drop).
	DropMateLoses bool
	// ReturnAs maps a piece letter to the letter it goes to the hand as when it is
	// captured (shogi: promoted pieces go back unpromoted). A piece that got its
	// type by promotion goes back as the promoting piece (the pawn) unless this
	// map names it.
	ReturnAs map[byte]byte
	// Hand is the start holdings, FEN holdings letters ("" none; "Qn": a white
	// queen and a black knight).
	Hand string
	// KeepPromoted: a captured piece that got its type by promotion goes to the
	// hand as it stands, not as the piece that promoted (Fairy-Stockfish's loop
	// chess); no piece is marked promoted.
	KeepPromoted bool
	// NoCapture: a captured piece leaves the game instead of going to the
	// capturer's hand (placement: the hands hold only the start holdings).
	NoCapture bool
	// MustDrop: while the side to move has a piece in hand and a legal drop, it
	// must drop (placement's set-up phase).
	MustDrop bool
	// OppositeBishops, when not 0, is the letter of the bishop: no drop may leave
	// a side unable to have its bishops (on the board and in hand) on squares of
	// both colours, half on each (placement, as Fairy-Stockfish counts it).
	OppositeBishops byte
	// DroppedUnmoved: a dropped piece counts as unmoved, so a king and a rook
	// dropped on their castling squares may castle (placement).
	DroppedUnmoved bool
}

// Explosions is the atomic rule module: a capture removes the captured piece, the
// capturing piece and every piece on the king-step neighbours of the capture
// square except those of the Spare types (pawns); en passant explodes around the
// square the pawn moves to. A move that explodes the mover's own royal piece is
// illegal; royal pieces standing side by side are not in check (a capture of one
// would explode the other). Kings that may not capture are written in Betza (mK).
type Explosions struct {
	Spare []byte // piece letters a neighbouring explosion leaves standing (P)
}

// ForcedCapture is the antichess rule module: when a capture is legal, only
// captures are legal.
type ForcedCapture struct{}

// ForbidCheck is the racing kings rule module: no move may give check.
type ForbidCheck struct{}

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
}

// End holds the end-of-game rules.
type End struct {
	Checkmate string // "loss" (the side to move loses) or "win"
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
}

// Extinction is end.extinction: Kinds are piece letters; Total counts all of a
// side's pieces together instead; Count is 0 (the kind is gone) or more (three
// kings: 2, a side that has lost one of its three kings); Result is "loss" or
// "win" for the side it holds for.
type Extinction struct {
	Kinds  []byte
	Total  bool
	Count  int
	Result string
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
	// FlyingGeneral forbids a move that leaves the two royal pieces on one file
	// with no piece between them (Xiangqi: the generals may not face each other).
	FlyingGeneral bool

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

	End End

	// Disabled lists the modules switched off by Without (a FEN may still carry
	// their state, which is then ignored).
	Disabled []string
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

// Modules returns the names of the rule modules this variant has, in ModuleNames order.
func (v *Variant) Modules() []string {
	var out []string
	for _, n := range ModuleNames {
		if v.Has(n) {
			out = append(out, n)
		}
	}
	return out
}

// Has reports whether the named module is on.
func (v *Variant) Has(name string) bool {
	switch name {
	case ModCastling:
		return v.Castling != nil
	case ModEnPassant:
		return v.EnPassant != nil
	case ModPromotion:
		return v.Promotion != nil
	case ModBishopConversion:
		return v.BishopConversion != nil
	case ModBishopSwap:
		return v.BishopSwap != nil
	case ModCaptureConversion:
		return v.CaptureConversion != nil
	case ModDrops:
		return v.Drops != nil
	case ModExplosions:
		return v.Explosions != nil
	case ModForcedCapture:
		return v.ForcedCapture != nil
	case ModForbidCheck:
		return v.ForbidCheck != nil
	}
	return false
}

// Without returns a copy of v with the named modules switched off. An unknown name
// is an error listing the known ones; a known module the variant lacks is not.
func (v *Variant) Without(names ...string) (*Variant, error) {
	c := *v
	for _, n := range names {
		switch n {
		case ModCastling:
			c.Castling = nil
		case ModEnPassant:
			c.EnPassant = nil
		case ModPromotion:
			c.Promotion = nil
		case ModBishopConversion:
			c.BishopConversion = nil
		case ModBishopSwap:
			c.BishopSwap = nil
		case ModCaptureConversion:
			c.CaptureConversion = nil
		case ModDrops:
			c.Drops = nil
		case ModExplosions:
			c.Explosions = nil
		case ModForcedCapture:
			c.ForcedCapture = nil
		case ModForbidCheck:
			c.ForbidCheck = nil
		default:
			return nil, fmt.Errorf("unknown rule module %q (known: %v)", n, ModuleNames)
		}
		c.Disabled = append(append([]string(nil), c.Disabled...), n)
	}
	return &c, nil
}
