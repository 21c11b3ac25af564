package rules

import "github.com/gamecourier/courier/pkg/board"

// ModDrops is the name of the drops rule module:
// its key under a preset's rules: and a value of --without.
const ModDrops = "drops"

// dropsModule is the module table entry of ModDrops (table, modules.go).
var dropsModule = entry(ModDrops,
	"Pieces in hand: a captured piece goes to the capturer's hand and may be dropped on an empty square instead of a move (crazyhouse, shogi); never where it would have no move.",
	func(v *Variant) **Drops { return &v.Drops })

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
	// Squares, when White's is not nil, are each side's own drop squares for
	// every piece (Fairy-Stockfish's whiteDropRegion and blackDropRegion, which
	// position.cpp's drop_region applies to every piece type): a drop lands on
	// one of the side's squares and within the piece's Ranks. Nil: anywhere.
	Squares [2][]board.Square
	// OnePerFile lists the piece letters of which a side may not have two on one
	// file after a drop (shogi nifu: P). Only drops are limited.
	OnePerFile []byte
	// FileLimit, when above 1, is how many pieces of OnePerFile a side may have
	// on one file after a drop (tori shogi: 2 swallows; Fairy-Stockfish's
	// dropNoDoubledCount); 0 or 1: one.
	FileLimit int
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
	// NoCheck: a drop may not give check (Fairy-Stockfish's dropChecks = false:
	// atomiczh).
	NoCheck bool
	// Immobile: a piece may be dropped where it has no further move (dobutsu's
	// chick on the last rank; Fairy-Stockfish's immobilityIllegal = false).
	Immobile bool
	// OppositeBishops, when not 0, is the letter of the bishop: no drop may leave
	// a side unable to have its bishops (on the board and in hand) on squares of
	// both colours, half on each (placement, as Fairy-Stockfish counts it).
	OppositeBishops byte
	// DroppedUnmoved: a dropped piece counts as unmoved, so a king and a rook
	// dropped on their castling squares may castle (placement).
	DroppedUnmoved bool
	// Promoted: a piece in hand that promotes (rules.Promotion.Promotes) may
	// also be dropped as its promoted type, on the squares where it may be
	// dropped itself (Fairy-Stockfish's dropPromoted: Kyoto and Micro Shogi,
	// "+N@b3"); captured, it goes back to the hand unpromoted.
	Promoted bool
	// NoDrop lists the piece letters that go to the hand but are never dropped
	// (Fairy-Stockfish's dropNoDoubledCount = 0: no file may hold fewer than
	// zero of them; dragonfly's pawns).
	NoDrop []byte
}

// DropRefusal says which drops rule forbids a drop of a piece onto an empty
// square (Drops); DropAllowed when none does. Its String is a short word naming
// the rule ("rank", "immobile", "file", "mate", "bishops"; "" for DropAllowed).
type DropRefusal uint8

// The drops rules that refuse a drop.
const (
	// DropAllowed: no drops rule forbids the drop.
	DropAllowed DropRefusal = iota
	// DropRank: the square is outside the piece's drop ranks (Drops.Ranks)
	// or the side's drop squares (Drops.Squares).
	DropRank
	// DropImmobile: the piece would have no further move there (Shogi: a pawn or
	// lance on the last rank, a knight on the last two).
	DropImmobile
	// DropFile: the side already has a piece of the kind on the file
	// (Drops.OnePerFile, Shogi's nifu).
	DropFile
	// DropMate: the drop would checkmate (Drops.NoDropMate, Shogi's uchifuzume).
	DropMate
	// DropBishops: the drop would keep the side from having half of its bishops
	// on each square colour (Drops.OppositeBishops).
	DropBishops
	// DropNever: the piece is never dropped (Drops.NoDrop).
	DropNever
)

// String returns the refusal's word: "rank", "immobile", "file", "mate",
// "bishops", "never", or "" for DropAllowed.
func (r DropRefusal) String() string {
	switch r {
	case DropRank:
		return "rank"
	case DropImmobile:
		return "immobile"
	case DropFile:
		return "file"
	case DropMate:
		return "mate"
	case DropBishops:
		return "bishops"
	case DropNever:
		return "never"
	}
	return ""
}
