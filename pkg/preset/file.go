package preset

import (
	"slices"

	"github.com/gamecourier/courier/pkg/rules"
)

// File is the preset format as Go types: one field per key of a preset file, named
// by its yaml tag, with the constraints of docs/presets.md in jsonschema tags. It is
// a model, not what the loader decodes into (the loader walks yaml.Node trees to
// keep every position): pkg/preset/schema reflects over it to generate the JSON
// Schema in docs/preset.schema.json, and TestFileModel checks that its keys are
// exactly the keys the loader accepts.
//
// Every key is optional in the model: in a preset with extends, any key may be
// left to the parent or set to null to delete the inherited one. A preset without
// extends needs name, board, pieces and setup (the schema says so).
type File struct {
	Schema        int                   `yaml:"schema,omitempty" jsonschema:"enum=1" jsonschema_description:"Format version; 1 is the only one. Per file, not inherited."`
	ID            string                `yaml:"id,omitempty" jsonschema:"pattern=^[a-z0-9-]+$" jsonschema_description:"The name used by --preset and [Variant \"...\"]; default: the file name without .yaml. Per file, not inherited."`
	Extends       string                `yaml:"extends,omitempty" jsonschema:"minLength=1" jsonschema_description:"The parent preset: a shipped or search-path id, or a path to a .yaml file relative to this one. Maps merge, lists and scalars replace, null deletes."`
	Name          string                `yaml:"name,omitempty" jsonschema:"minLength=1,pattern=^[^\\r\\n]*$" jsonschema_description:"The human name, one line."`
	Description   string                `yaml:"description,omitempty" jsonschema:"pattern=^[^\\r\\n]*$" jsonschema_description:"One line, shown by courier presets."`
	Meta          *FileMeta             `yaml:"meta,omitempty" jsonschema_description:"Informational only."`
	Board         *FileBoard            `yaml:"board,omitempty" jsonschema_description:"The board size."`
	Regions       map[string][]string   `yaml:"regions,omitempty" jsonschema_description:"Named square sets, given for White (Black's mirrored): each a list of squares (e2) and rectangles (d1-f3). Pieces may be confined to one (region) or gain moves in one (moves_in)."`
	Pieces        map[string]*FilePiece `yaml:"pieces,omitempty" jsonschema_description:"Piece label -> piece: one upper-case letter, or up to 4 upper-case letters and digits, optionally after a '+' (+P, the Shogi tokin; CH); lower case is Black's in a setup. Parent's pieces first."`
	Setup         *FileSetup            `yaml:"setup,omitempty" jsonschema_description:"The start position."`
	Rules         *FileRules            `yaml:"rules,omitempty" jsonschema_description:"Rule modules: a module is on when its key is present ({} for its defaults); null removes an inherited one."`
	FlyingGeneral bool                  `yaml:"flying_general,omitempty" jsonschema_description:"Xiangqi's flying general: a move may not leave the two royal pieces on one file with no piece between them."`
	End           *FileEnd              `yaml:"end,omitempty" jsonschema_description:"End-of-game rules; absent keys take the orthodox values."`
	Check         *FileCheck            `yaml:"check,omitempty" jsonschema_description:"For courier check: the warnings this preset is meant to have. Per file, not inherited."`
}

// FileMeta is the meta: section.
type FileMeta struct {
	Inventor string   `yaml:"inventor,omitempty"`
	Year     int      `yaml:"year,omitempty" jsonschema:"minimum=-5000,maximum=9999"`
	Sources  []string `yaml:"sources,omitempty"`
	Notes    string   `yaml:"notes,omitempty"`
}

// FileBoard is the board: section.
type FileBoard struct {
	Files int `yaml:"files,omitempty" jsonschema:"minimum=2,maximum=16" jsonschema_description:"Number of files (columns), 2..16."`
	Ranks int `yaml:"ranks,omitempty" jsonschema:"minimum=2,maximum=16" jsonschema_description:"Number of ranks (rows), 2..16."`
}

// FilePiece is one entry of pieces:.
type FilePiece struct {
	Name             string            `yaml:"name,omitempty" jsonschema:"minLength=1,pattern=^[^\\r\\n]*$" jsonschema_description:"The piece's name, e.g. Prime Minister."`
	Betza            string            `yaml:"betza,omitempty" jsonschema:"minLength=1" jsonschema_description:"The moves in Betza/XBetza (the subset pkg/betza documents), e.g. BN or fmWfceFifmnD."`
	Royal            bool              `yaml:"royal,omitempty" jsonschema_description:"Must not be left attacked; checkmating it wins."`
	Pawn             bool              `yaml:"pawn,omitempty" jsonschema_description:"Promotes, may be taken en passant, resets the move-rule counter."`
	InitialRank      int               `yaml:"initial_rank,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"The Betza i moves are allowed from this rank (counted from the owner's back rank) instead of 'not yet moved'."`
	MoreInitialRanks []int             `yaml:"more_initial_ranks,omitempty" jsonschema_description:"More ranks (counted from the owner's back rank) from which the i moves are allowed; a pawn's double step from them gives no en passant right (horde: [1])."`
	Region           string            `yaml:"region,omitempty" jsonschema:"minLength=1" jsonschema_description:"A region of regions: every move of the piece ends in it (the Xiangqi palace)."`
	MovesIn          map[string]string `yaml:"moves_in,omitempty" jsonschema_description:"Region name -> Betza of the moves the piece adds while it stands in that region (the Xiangqi soldier beyond the river: sW)."`
	GCLabels         []string          `yaml:"gc_labels,omitempty" jsonschema_description:"Other labels Game Courier move text may write for the piece (shatranj's fers Q: [F]); each a piece label that no other piece has."`
}

// FileSetup is the setup: section.
type FileSetup struct {
	Array      string `yaml:"array,omitempty" jsonschema:"minLength=1,pattern=^[A-Za-z0-9/+{}()]+$" jsonschema_description:"The board field of a FEN: ranks from the last down to 1, separated by /; upper case White, lower case Black, numbers for empty squares; a longer label after + (+P) or in braces ({CH})."`
	SideToMove string `yaml:"side_to_move,omitempty" jsonschema:"enum=white,enum=black" jsonschema_description:"Who moves first (default white)."`
}

// FileRules is the rules: section; the module names are a contract (DESIGN.md).
type FileRules struct {
	Castling          *FileCastling          `yaml:"castling,omitempty" jsonschema_description:"King and rook unmoved, the squares between empty, the king not in check nor crossing an attacked square."`
	EnPassant         *FileEnPassant         `yaml:"en_passant,omitempty" jsonschema_description:"A pawn that made a two-square step may be taken on the square it passed, on the next ply only. No parameters: write {}."`
	Promotion         *FilePromotion         `yaml:"promotion,omitempty" jsonschema_description:"A pawn reaching the zone must promote; with promotes, pieces promote to their own promoted types (Shogi)."`
	BishopConversion  *FileBishopConversion  `yaml:"bishop_conversion,omitempty" jsonschema_description:"The Bishops Conversion Rule (Symmetric Chess, modern-step)."`
	BishopSwap        *FileBishopSwap        `yaml:"bishop_swap,omitempty" jsonschema_description:"Maura's bishop swap / the PMC Bishop Adjustment Rule."`
	CaptureConversion *FileCaptureConversion `yaml:"capture_conversion,omitempty" jsonschema_description:"Cowardly Crew: after a capture, enemy pieces around the destination may change sides."`
	Drops             *FileDrops             `yaml:"drops,omitempty" jsonschema_description:"Pieces in hand: a captured piece goes to the capturer's hand and may be dropped on an empty square instead of a move (crazyhouse, shogi); never where it would have no move."`
	Explosions        *FileExplosions        `yaml:"explosions,omitempty" jsonschema_description:"Atomic: a capture removes the capturer and every piece around the capture square but the spared types."`
	ForcedCapture     *FileForcedCapture     `yaml:"forced_capture,omitempty" jsonschema_description:"Antichess: when a capture is legal, only captures are legal. No parameters: write {}."`
	ForbidCheck       *FileForbidCheck       `yaml:"forbid_check,omitempty" jsonschema_description:"Racing kings: no move may give check. No parameters: write {}."`
}

// FileExplosions is rules.explosions.
type FileExplosions struct {
	Spare []Letter `yaml:"spare,omitempty" jsonschema_description:"Piece types an explosion next to them leaves standing (default [P])."`
}

// FileForcedCapture is rules.forced_capture: no parameters.
type FileForcedCapture struct{}

// FileForbidCheck is rules.forbid_check: no parameters.
type FileForbidCheck struct{}

// FileDrops is rules.drops.
type FileDrops struct {
	Ranks           map[string]FileDropRanks `yaml:"ranks,omitempty" jsonschema_description:"Piece letter -> the ranks it may be dropped on, 1-based from the owner's side (crazyhouse P: {from: 2, to: 7}); absent = any rank."`
	OnePerFile      []Letter                 `yaml:"one_per_file,omitempty" jsonschema_description:"No drop may give a side two of these pieces on one file (shogi nifu: [P])."`
	NoDropMate      []Letter                 `yaml:"no_drop_mate,omitempty" jsonschema_description:"A drop of these pieces may not checkmate (shogi: [P])."`
	DropMate        string                   `yaml:"drop_mate,omitempty" jsonschema:"enum=illegal,enum=loss" jsonschema_description:"What a checkmating drop of a no_drop_mate piece is: illegal (no legal move, the default) or loss (a legal move that loses at once for the side that made it: the Japan Shogi Association's rule that a foul loses, as Fairy-Stockfish plays it)."`
	ReturnAs        map[string]Letter        `yaml:"return_as,omitempty" jsonschema_description:"Piece letter -> the letter it goes to the hand as when captured (shogi: promoted pieces unpromoted). A piece that got its type by promotion goes back as the piece that promoted."`
	CapturesToHand  *bool                    `yaml:"captures_to_hand,omitempty" jsonschema_description:"Whether a captured piece goes to the capturer's hand (default true); false: it leaves the game (placement)."`
	MustDrop        bool                     `yaml:"must_drop,omitempty" jsonschema_description:"While the side to move has a piece in hand and a legal drop, it must drop (placement's set-up phase)."`
	OppositeBishops Letter                   `yaml:"opposite_bishops,omitempty" jsonschema_description:"The bishop's label: no drop may keep a side from having half of its bishops on each square colour (placement)."`
	DroppedUnmoved  bool                     `yaml:"dropped_unmoved,omitempty" jsonschema_description:"A dropped piece counts as unmoved, so a king and a rook dropped on their castling squares may castle (placement)."`
	KeepPromoted    bool                     `yaml:"keep_promoted,omitempty" jsonschema_description:"A captured piece that got its type by promotion goes to the hand as it stands, not as the piece that promoted (loop chess); no ~ marks."`
	Hand            string                   `yaml:"hand,omitempty" jsonschema:"pattern=^[A-Za-z]*$" jsonschema_description:"The start holdings as FEN holdings letters: upper case White, lower case Black (default none)."`
}

// FileDropRanks is one entry of rules.drops.ranks.
type FileDropRanks struct {
	From int `yaml:"from,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"The lowest rank (default 1)."`
	To   int `yaml:"to,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"The highest rank (default the last)."`
}

// FileCastling is rules.castling.
type FileCastling struct {
	Sides        []FileCastleSide `yaml:"sides,omitempty" jsonschema:"minItems=1" jsonschema_description:"One entry per way to castle; squares are White's, Black's mirrored."`
	FromPosition bool             `yaml:"from_position,omitempty" jsonschema_description:"Chess960: the king and the rooks castle from where the start position (or a FEN's castling rights) puts them; king and rook of a side then name its wing and the castling piece's kind, king_to and rook_to stay fixed."`
}

// FileCastleSide is one entry of rules.castling.sides.
type FileCastleSide struct {
	King   Square    `yaml:"king,omitempty" jsonschema_description:"White's king start square."`
	Rook   Square    `yaml:"rook,omitempty" jsonschema_description:"White's rook (castling partner) start square."`
	KingTo Square    `yaml:"king_to,omitempty" jsonschema_description:"The king's destination."`
	RookTo Square    `yaml:"rook_to,omitempty" jsonschema_description:"The rook's destination."`
	SAN    SANTokens `yaml:"san,omitempty" jsonschema_description:"The SAN tokens of this side: one, a list for both players, or {white: [...], black: [...]}. The first is written, all are read."`
}

// FileEnPassant is rules.en_passant: no parameters.
type FileEnPassant struct{}

// FilePromotion is rules.promotion.
type FilePromotion struct {
	Zone     *FileZone         `yaml:"zone,omitempty"`
	Choices  LettersSide       `yaml:"choices,omitempty" jsonschema_description:"What a pawn may become, e.g. [Q, R, B, N], or each side's own: {white: [C, R, N], black: [Q, R, B]}."`
	Optional bool              `yaml:"optional,omitempty" jsonschema_description:"Promotion is optional on the zone's ranks before zone.rank, mandatory on zone.rank (Grand Chess)."`
	OnlyLost bool              `yaml:"only_lost,omitempty" jsonschema_description:"A pawn promotes only to a piece type of which its side has fewer on the board than in the setup (Grand Chess)."`
	Promotes map[string]Letter `yaml:"promotes,omitempty" jsonschema_description:"Piece label -> the label of its promoted type (Shogi: {P: +P, R: +R}): such a piece may promote on a move that starts or ends in the zone, and must where it would have no further move; captured, it goes to the hand unpromoted. choices is then not needed."`
}

// FileZone is rules.promotion.zone.
type FileZone struct {
	Rank int `yaml:"rank,omitempty" jsonschema:"minimum=-16,maximum=16" jsonschema_description:"The promotion rank counted from the owner's side, not 0; negative from the far end (-1 = the last rank, the default)."`
	From int `yaml:"from,omitempty" jsonschema:"minimum=-16,maximum=16" jsonschema_description:"The first rank of a zone of several ranks, counted as rank (Grand Chess: from 8 to rank 10)."`
}

// FileBishopConversion is rules.bishop_conversion.
type FileBishopConversion struct {
	Piece   Letter      `yaml:"piece,omitempty" jsonschema_description:"The converting piece type (default B)."`
	Homes   SquaresSide `yaml:"homes,omitempty" jsonschema_description:"The home squares: White's (Black mirrored) or {white: [...], black: [...]}."`
	Step    string      `yaml:"step,omitempty" jsonschema:"minLength=1" jsonschema_description:"The conversion step in Betza (default fsW: left, right or forward)."`
	Capture bool        `yaml:"capture,omitempty" jsonschema_description:"A conversion may capture an enemy piece (default true)."`
}

// FileBishopSwap is rules.bishop_swap.
type FileBishopSwap struct {
	Piece    Letter   `yaml:"piece,omitempty" jsonschema_description:"The swapping piece type (default B)."`
	Partners []Letter `yaml:"partners,omitempty" jsonschema:"minItems=1" jsonschema_description:"Who it may swap with, e.g. [Q, M, N]."`
	Distance int      `yaml:"distance,omitempty" jsonschema:"minimum=1,maximum=15" jsonschema_description:"How far along the rank the partner stands (default 1: directly beside)."`
	InCheck  bool     `yaml:"in_check,omitempty" jsonschema_description:"Whether the swap is allowed while in check (default false)."`
}

// FileCaptureConversion is rules.capture_conversion.
type FileCaptureConversion struct {
	Ranks            map[string]int `yaml:"ranks,omitempty" jsonschema_description:"Piece letter -> rank 0..1000 (default P 1, N 2, B 2, R 3, Q 4, M 4); royal pieces have none."`
	ImmuneNextToKing bool           `yaml:"immune_next_to_king,omitempty" jsonschema_description:"A piece adjacent to its own king does not convert (default true)."`
}

// FileExtinction is end.extinction.
type FileExtinction struct {
	Kinds  []Letter `yaml:"kinds,omitempty" jsonschema_description:"The piece letters whose extinction ends the game (extinction chess: [K, Q, R, B, N, P]); required unless total."`
	Total  bool     `yaml:"total,omitempty" jsonschema_description:"Count all of a side's pieces together instead of each kind (losers: a side left with its king alone)."`
	Count  int      `yaml:"count,omitempty" jsonschema:"minimum=0,maximum=1000" jsonschema_description:"A side with this many or fewer pieces of one kind (or in total) is extinct (default 0; three kings: 2; losers: 1)."`
	Result string   `yaml:"result,omitempty" jsonschema:"enum=loss,enum=win" jsonschema_description:"What extinction means for that side (default loss; losers: win)."`
}

// FileEnd is the end: section.
type FileEnd struct {
	Checkmate            string          `yaml:"checkmate,omitempty" jsonschema:"enum=loss,enum=win" jsonschema_description:"What checkmate means for the side to move (default loss)."`
	Stalemate            string          `yaml:"stalemate,omitempty" jsonschema:"enum=draw,enum=loss,enum=win,enum=fewer_pieces" jsonschema_description:"What stalemate means for the side to move (default draw); fewer_pieces: the side with fewer pieces on the board wins, equal numbers draw (suicide chess)."`
	MoveRule             *FileClaim      `yaml:"move_rule,omitempty" jsonschema_description:"In moves; 0 or absent = off (default claim 50, automatic 75)."`
	Repetition           *FileRepetition `yaml:"repetition,omitempty" jsonschema_description:"Occurrences of a position; 0 or absent = off, else 2..100 (default claim 3, automatic 5)."`
	InsufficientMaterial []string        `yaml:"insufficient_material,omitempty" jsonschema_description:"Dead positions: each side's piece letters joined by -, optionally :same-colour, e.g. KB-KB:same-colour."`
	Checks               int             `yaml:"checks,omitempty" jsonschema:"minimum=1,maximum=100" jsonschema_description:"The side that gives this many checks wins at once (three-check: 3); absent = off."`
	Goal                 []Square        `yaml:"goal,omitempty" jsonschema_description:"A royal piece on one of these squares wins for its side at once (king of the hill: [d4, e4, d5, e5]); the same squares for both sides."`
	GoalReply            bool            `yaml:"goal_reply,omitempty" jsonschema_description:"When White reaches the goal, Black has one more move and draws by reaching it too (racing kings)."`
	NoPieces             string          `yaml:"no_pieces,omitempty" jsonschema:"enum=win,enum=loss" jsonschema_description:"What having no piece left means for a side: win (antichess) or loss (horde)."`
	NoRoyal              string          `yaml:"no_royal,omitempty" jsonschema:"enum=loss" jsonschema_description:"loss: a side whose royal pieces are all gone loses at once (atomic)."`
	Extinction           *FileExtinction `yaml:"extinction,omitempty" jsonschema_description:"A side left with count or fewer pieces of one of the kinds loses at once (extinction chess, kinglet, three kings)."`
	BareKing             string          `yaml:"bare_king,omitempty" jsonschema:"enum=loss" jsonschema_description:"The bare king rule (Shatranj): a side left with its king alone loses, unless it can bare the other king at once (absent = off)."`
}

// FileCheck is the check: section. It belongs to its file (not inherited), so
// unlike the other sections its keys may not be null.
type FileCheck struct {
	Accept []FileAccept `yaml:"accept,omitempty" jsonschema_description:"Warnings of courier check that the preset is meant to have, each with a reason: they are not shown, only counted. An entry that acknowledges no warning is itself a warning (accept-unused)."`
}

// FileAccept is one entry of check.accept.
type FileAccept struct {
	Code   AcceptCode `yaml:"code" jsonschema:"required" jsonschema_description:"The warning's code."`
	Reason string     `yaml:"reason" jsonschema:"required,minLength=1,pattern=\\S" jsonschema_description:"Why the preset is meant to have the warning."`
}

// FileClaim is end.move_rule.
type FileClaim struct {
	Claim     int `yaml:"claim,omitempty" jsonschema:"minimum=0,maximum=10000"`
	Automatic int `yaml:"automatic,omitempty" jsonschema:"minimum=0,maximum=10000"`
}

// FileRepetition is end.repetition: counts of occurrences of a position (board,
// side to move, holdings and rule state) and the perpetual-check rule.
type FileRepetition struct {
	Claim          int    `yaml:"claim,omitempty" jsonschema:"minimum=0,maximum=100" jsonschema_description:"The occurrence of a position from which a draw may be claimed (FIDE: 3); 0 = off, else 2..100."`
	Automatic      int    `yaml:"automatic,omitempty" jsonschema:"minimum=0,maximum=100" jsonschema_description:"The occurrence of a position that ends the game (FIDE: 5, shogi: 4); 0 = off, else 2..100."`
	PerpetualCheck string `yaml:"perpetual_check,omitempty" jsonschema:"enum=loss" jsonschema_description:"loss: at the automatic end, a side that gave check with every one of its moves from the first occurrence of the position to the last loses, instead of the draw (Shogi's sennichite by perpetual check, Japan Shogi Association); both sides or neither: a draw. Needs automatic. Absent = off."`
}

// Square is a square name in a preset: file letter a..p and rank 1..16 ("e1", "a10").
type Square string

// Letter is a piece label in a preset: one upper-case letter, or a longer label
// ("+P", "CH").
type Letter string

// AcceptCode is the code of a check.accept entry: one of AcceptableCodes.
type AcceptCode string

// SANTokens is the value of a castling side's san: one token, a list of tokens
// (both players), or a mapping {white: [...], black: [...]}.
type SANTokens struct{}

// LettersSide is a list of piece letters for both sides or a mapping
// {white: [...], black: [...]}.
type LettersSide struct{}

// SquaresSide is a list of White's squares (Black's mirrored) or a mapping
// {white: [...], black: [...]}.
type SquaresSide struct{}

// Keys returns the keys the loader accepts in the mapping at path, in the order of
// docs/presets.md: "" (the top level), "meta", "board", "pieces.*" (a piece),
// "setup", "rules", "rules.castling", "rules.castling.sides[]", "rules.en_passant",
// "rules.promotion", "rules.promotion.zone", "rules.bishop_conversion",
// "rules.bishop_swap", "rules.capture_conversion", "end", "end.move_rule",
// "end.repetition", "check" and "check.accept[]". It returns nil for any other path (and for en_passant, which
// takes no key).
func Keys(path string) []string {
	keys := map[string][]string{
		"": topKeys, "meta": metaKeys, "board": boardKeys, "pieces.*": pieceKeys, "setup": setupKeys,
		"rules": rules.ModuleNames, "rules.castling": castlingKeys, "rules.castling.sides[]": castleSideKeys,
		"rules.promotion": promotionKeys, "rules.promotion.zone": zoneKeys, "rules.bishop_conversion": conversionKeys,
		"rules.bishop_swap": swapKeys, "rules.capture_conversion": crewKeys, "rules.drops": dropsKeys, "rules.explosions": explosionKeys, "rules.drops.ranks.*": dropRangeKeys, "end": endKeys,
		"end.move_rule": claimKeys, "end.repetition": repetitionKeys, "check": checkKeys, "check.accept[]": acceptKeys,
	}[path]
	return slices.Clone(keys)
}
