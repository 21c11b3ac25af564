package preset

import (
	"slices"
)

// File is the preset format as Go types: one field per key of a preset file, named
// by its yaml tag, with the constraints of docs/presets.md in jsonschema tags. It is
// a model, not what the loader decodes into (the loader walks yaml.Node trees to
// keep every position): pkg/preset/schema reflects over it to generate the JSON
// Schema in docs/preset.schema.json (the rules: section from the module table
// and the models of RuleModules instead), and TestModelKeysAreTheLoaders checks
// that its keys are exactly the keys the loader accepts.
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
	Regions       map[string]RegionSide `yaml:"regions,omitempty" jsonschema_description:"Named square sets, given for White (Black's mirrored): each a list of squares (e2) and rectangles (d1-f3), or {white: [...], black: [...]}, each side's own. Pieces may be confined to one (region) or gain moves in one (moves_in)."`
	Pieces        map[string]*FilePiece `yaml:"pieces,omitempty" jsonschema_description:"Piece label -> piece: one upper-case letter, or up to 4 upper-case letters and digits, optionally after a '+' (+P, the Shogi tokin; CH); lower case is Black's in a setup. Parent's pieces first."`
	Setup         *FileSetup            `yaml:"setup,omitempty" jsonschema_description:"The start position."`
	Rules         *FileRules            `yaml:"rules,omitempty" jsonschema_description:"Rule modules: a module is on when its key is present ({} for its defaults); null removes an inherited one."`
	FlyingGeneral bool                  `yaml:"flying_general,omitempty" jsonschema_description:"Xiangqi's flying general: a move may not leave the two royal pieces on one file with no piece between them."`
	FlyingRanks   bool                  `yaml:"flying_general_ranks,omitempty" jsonschema_description:"The flying general rule on ranks too: the royal pieces may not face each other along an open rank either (Fairy-Stockfish's flyingGeneral). Needs flying_general."`
	End           *FileEnd              `yaml:"end,omitempty" jsonschema_description:"End-of-game rules; absent keys take the orthodox values."`
	Display       *FileDisplay          `yaml:"display,omitempty" jsonschema_description:"How diagrams, the viewer and the playground draw the board; changes no rule."`
	Check         *FileCheck            `yaml:"check,omitempty" jsonschema_description:"For courier check: the warnings this preset is meant to have. Per file, not inherited."`
}

// FileDisplay is the display: section.
type FileDisplay struct {
	Style       string `yaml:"style,omitempty" jsonschema:"enum=chess,enum=xiangqi,enum=shogi,enum=janggi" jsonschema_description:"The board style: chess (checkered squares), xiangqi (pieces on the points, river, palace diagonals), shogi (pentagonal pieces pointing at the opponent, hands on stands), janggi (points and palace, no river). Default: xiangqi with a flying general or a palace region, shogi with drops and promotes, else chess."`
	Faces       string `yaml:"faces,omitempty" jsonschema:"enum=letters,enum=characters" jsonschema_description:"Piece faces: letters (the labels, default) or characters (the traditional characters of shogi and xiangqi pieces, found by piece name)."`
	Coordinates string `yaml:"coordinates,omitempty" jsonschema:"enum=chess,enum=native" jsonschema_description:"chess (files a.., ranks 1.., default) or native (shogi: files 9..1, ranks one..nine in kanji from the top; xiangqi and janggi: files numbered from each player's right)."`
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
	Files   int      `yaml:"files,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"Number of files (columns), 1..16."`
	Ranks   int      `yaml:"ranks,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"Number of ranks (rows), 1..16."`
	GCFiles []string `yaml:"gc_files,omitempty" jsonschema_description:"Game Courier's names of the files, from White's left (shogi: 9 down to 1); with gc_ranks. Game Courier text reads them as well as a.., 1..."`
	GCRanks []string `yaml:"gc_ranks,omitempty" jsonschema_description:"Game Courier's names of the ranks, from White's side (shogi: i up to a); with gc_files."`
}

// FilePiece is one entry of pieces:.
type FilePiece struct {
	Name                 string            `yaml:"name,omitempty" jsonschema:"minLength=1,pattern=^[^\\r\\n]*$" jsonschema_description:"The piece's name, e.g. Prime Minister."`
	Betza                string            `yaml:"betza,omitempty" jsonschema:"minLength=1" jsonschema_description:"The moves in Betza/XBetza (the subset pkg/betza documents), e.g. BN or fmWfceFifmnD."`
	Royal                bool              `yaml:"royal,omitempty" jsonschema_description:"Must not be left attacked; checkmating it wins."`
	Pawn                 bool              `yaml:"pawn,omitempty" jsonschema_description:"Promotes, may be taken en passant, resets the move-rule counter."`
	InitialRank          int               `yaml:"initial_rank,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"The Betza i moves are allowed from this rank (counted from the owner's back rank) instead of 'not yet moved'."`
	MoreInitialRanks     []int             `yaml:"more_initial_ranks,omitempty" jsonschema_description:"More ranks (counted from the owner's back rank) from which the i moves are allowed; a pawn's double step from them gives no en passant right (horde: [1]) unless more_initial_en_passant."`
	MoreInitialEnPassant bool              `yaml:"more_initial_en_passant,omitempty" jsonschema_description:"A pawn's double step from more_initial_ranks gives the en passant right too (torpedo: double steps from every rank)."`
	InitialSquares       *RegionSide       `yaml:"initial_squares,omitempty" jsonschema_description:"Instead of initial_rank: the squares from which the Betza i moves are allowed, squares and rectangles given for White (Black's mirrored) or {white: [...], black: [...]}; a double step from any of them gives the en passant right (wolf: [a2-h2, b3, c3, f3, g3])."`
	ResetsMoveRule       *bool             `yaml:"resets_move_rule,omitempty" jsonschema_description:"Whether a move of the piece resets the move-rule count (default: when it is a pawn; pawnback: false, its backward steps are reversible)."`
	Region               string            `yaml:"region,omitempty" jsonschema:"minLength=1" jsonschema_description:"A region of regions: every move of the piece ends in it (the Xiangqi palace)."`
	MovesIn              map[string]string `yaml:"moves_in,omitempty" jsonschema_description:"Region name -> Betza of the moves the piece adds while it stands in that region (the Xiangqi soldier beyond the river: sW)."`
	MovesWithin          map[string]string `yaml:"moves_within,omitempty" jsonschema_description:"Region name -> Betza of the moves the piece adds from a square of that region that stay in it: each ray ends at the region's edge (janggi's palace diagonals: F, fF, B, pB)."`
	HopNotOver           []Letter          `yaml:"hop_not_over,omitempty" jsonschema_description:"Pieces (either side's) its hops (Betza p, g) may not jump over (the janggi cannon: [C])."`
	HopNotCapturing      []Letter          `yaml:"hop_not_capturing,omitempty" jsonschema_description:"Pieces (either side's) its hops (Betza p, g) may not capture (the janggi cannon: [C])."`
	GCLabels             []string          `yaml:"gc_labels,omitempty" jsonschema_description:"Other labels Game Courier move text may write for the piece (shatranj's fers Q: [F]); each a piece label that no other piece has."`
}

// FileSetup is the setup: section.
type FileSetup struct {
	Array      string `yaml:"array,omitempty" jsonschema:"minLength=1,pattern=^[A-Za-z0-9/+{}()*]+$" jsonschema_description:"The board field of a FEN: ranks from the last down to 1, separated by /; upper case White, lower case Black, numbers for empty squares, * for a wall square; a longer label after + (+P) or in braces ({CH})."`
	SideToMove string `yaml:"side_to_move,omitempty" jsonschema:"enum=white,enum=black" jsonschema_description:"Who moves first (default white)."`
}

// FileRules is the rules: section. Its keys are the modules of the module table
// (rules.ModuleTable), each with the model its module_x.go registers
// (RuleModules: the name, what it does, the Go model of its parameters); the
// JSON Schema's rules: section and the loader are made from those, not from
// these fields. For Go readers of the model it keeps one field per module that
// has a rules.Variant field, in table order, keyed by its name, of its model's
// type; a module whose parameters live in the module store (rules.Module.Store,
// such as gating) has no field here: its model is RuleModules'.
// TestEveryModuleEverywhere (pkg/cmdutil) checks that they agree. The first six
// module names are a contract (DESIGN.md).
type FileRules struct {
	Castling          *FileCastling          `yaml:"castling,omitempty"`
	EnPassant         *FileEnPassant         `yaml:"en_passant,omitempty"`
	Promotion         *FilePromotion         `yaml:"promotion,omitempty"`
	BishopConversion  *FileBishopConversion  `yaml:"bishop_conversion,omitempty"`
	BishopSwap        *FileBishopSwap        `yaml:"bishop_swap,omitempty"`
	CaptureConversion *FileCaptureConversion `yaml:"capture_conversion,omitempty"`
	Drops             *FileDrops             `yaml:"drops,omitempty"`
	Explosions        *FileExplosions        `yaml:"explosions,omitempty"`
	ForcedCapture     *FileForcedCapture     `yaml:"forced_capture,omitempty"`
	ForbidCheck       *FileForbidCheck       `yaml:"forbid_check,omitempty"`
	CheckEvasion      *FileCheckEvasion      `yaml:"check_evasion,omitempty"`
}

// FileExtinction is end.extinction.
type FileExtinction struct {
	Kinds  []Letter `yaml:"kinds,omitempty" jsonschema_description:"The piece letters whose extinction ends the game (extinction chess: [K, Q, R, B, N, P]); required unless total."`
	Total  bool     `yaml:"total,omitempty" jsonschema_description:"Count all of a side's pieces together instead of each kind (losers: a side left with its king alone)."`
	Count  int      `yaml:"count,omitempty" jsonschema:"minimum=0,maximum=1000" jsonschema_description:"A side with this many or fewer pieces of one kind (or in total) is extinct (default 0; three kings: 2; losers: 1)."`
	Result string   `yaml:"result,omitempty" jsonschema:"enum=loss,enum=win,enum=draw" jsonschema_description:"What extinction means for that side (default loss; losers: win; shatar's bare king: draw)."`

	// Fairy-Stockfish's count_with_hand and extinctionOpponentPieceCount
	Holdings      bool `yaml:"holdings,omitempty" jsonschema_description:"Count the pieces in hand too (a variant with drops: a captured piece in hand is not extinct)."`
	OpponentCount int  `yaml:"opponent_count,omitempty" jsonschema:"minimum=0,maximum=1000" jsonschema_description:"A side is extinct only while the other side has at least this many pieces of the kind (or in total) (default 0; antiatomic: 1)."`
}

// FileFlag is end.flag.
type FileFlag struct {
	Pieces    []Letter   `yaml:"pieces" jsonschema_description:"The flag pieces' letters (breakthrough: [P])."`
	Squares   RegionSide `yaml:"squares" jsonschema_description:"White's flag squares: squares (e5) and rectangles (a8-h8); Black's are mirrored (rank 1 <-> the last rank); or {white: [...], black: [...]}, each side's own."`
	Sides     []string   `yaml:"sides,omitempty" jsonschema:"enum=white,enum=black" jsonschema_description:"The sides that have the goal (default both; fox and hounds: [white])."`
	ExtraMove bool       `yaml:"extra_move,omitempty" jsonschema_description:"The opponent has one more move after a flag piece arrives; the side wins if one still stands there when its turn comes (Fairy-Stockfish's flagMove: jeson mor)."`
	Safe      bool       `yaml:"safe,omitempty" jsonschema_description:"A lone flag piece there counts only when no enemy piece attacks it; both sides there so is a draw (Fairy-Stockfish's flagPieceSafe: dobutsu)."`

	// Fairy-Stockfish's flagPieceCount and flagPieceBlockedWin
	Count   int  `yaml:"count,omitempty" jsonschema:"minimum=1,maximum=1000" jsonschema_description:"How many flag pieces must stand on the flag squares (default 1; aralzaa: 3)."`
	Blocked bool `yaml:"blocked,omitempty" jsonschema_description:"A side with at least one flag piece on its flag squares also wins when none of them is empty (kono)."`
}

// FileEnd is the end: section.
type FileEnd struct {
	Checkmate            string          `yaml:"checkmate,omitempty" jsonschema:"enum=loss,enum=win,enum=none" jsonschema_description:"What checkmate means for the side to move (default loss); none: no piece is royal and nothing is check, the game ends by stalemate or another end rule (nim, Fairy-Stockfish's variants without a king)."`
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
	Flag                 *FileFlag       `yaml:"flag,omitempty" jsonschema_description:"Capture the flag (breakthrough, jeson mor): a side with one of the flag pieces on its flag squares wins."`
	MateRule             *FileMateRule   `yaml:"mate_rule,omitempty" jsonschema_description:"Which checkmates win (shatar): a mate given by loses_by pieces alone loses for the mating side; a mate wins only when the series of checks ending in it holds a check by a needs piece, else it is a draw."`
	Counting             *FileCounting   `yaml:"counting,omitempty" jsonschema_description:"The counting rules of the makruk family (Fairy-Stockfish's countingRule): a weak side that survives the count draws (the count in the FEN's en passant and halfmove fields)."`
	BareKing             string          `yaml:"bare_king,omitempty" jsonschema:"enum=loss" jsonschema_description:"The bare king rule (Shatranj): a side left with its king alone loses, unless it can bare the other king at once (absent = off)."`
	MaterialCounting     string          `yaml:"material_counting,omitempty" jsonschema:"enum=black_draw_odds,enum=white_draw_odds,enum=unweighted,enum=janggi" jsonschema_description:"janggi: janggi's material count (R 13, C 7, N 5, B/E 3, A 3, P 2; Black gets one point; the games ended by two passes or bikjang too). Decides a game the board ends drawn (a stalemate that draws, a dead position, the automatic n-move and repetition ends): black_draw_odds Black wins (armageddon), white_draw_odds White wins, unweighted the side with more pieces on the board wins (Fairy-Stockfish's materialCounting). Absent = a draw."`
}

// FileCounting is end.counting.
type FileCounting struct {
	Rules  string `yaml:"rules" jsonschema:"enum=makruk,enum=cambodian,enum=asean" jsonschema_description:"The rule set: makruk (board's honour 64 moves, pieces' honour of a bare king 8/16/22/32/44/64), cambodian (one move shorter; the board's honour for a side of at most three pieces) or asean (a bare king only: 16/44/64 moves)."`
	Rook   Letter `yaml:"rook,omitempty" jsonschema_description:"The rook's letter, for the pieces' honour."`
	Khon   Letter `yaml:"khon,omitempty" jsonschema_description:"The khon's letter (FfW), for the pieces' honour."`
	Knight Letter `yaml:"knight,omitempty" jsonschema_description:"The knight's letter, for the pieces' honour."`
}

// FileMateRule is end.mate_rule.
type FileMateRule struct {
	LosesBy []Letter `yaml:"loses_by,omitempty" jsonschema_description:"A checkmate given by these pieces alone loses for the side that gave it (shatar: [N])."`
	Needs   []Letter `yaml:"needs,omitempty" jsonschema_description:"A checkmate wins only when one check of the unbroken series of checks that ends in it was given by one of these pieces; otherwise it is a draw (shatar: [N, R, J])."`
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
	Result         string `yaml:"result,omitempty" jsonschema:"enum=draw,enum=loss,enum=win,enum=1-0,enum=0-1" jsonschema_description:"What the automatic end means when no perpetual check decides it: draw (the default), loss or win for the side that completed the repetition (tori shogi: loss), or 1-0 / 0-1 whoever completed it (minishogi under Fairy-Stockfish: 0-1). Needs automatic."`
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

// RegionSide is a list of White's squares and rectangles (d1-f3; Black's
// mirrored) or a mapping {white: [...], black: [...]}, each side's own.
type RegionSide struct{}

// SquaresSide is a list of White's squares (Black's mirrored) or a mapping
// {white: [...], black: [...]}.
type SquaresSide struct{}

// Keys returns the keys the loader accepts in the mapping at path, in the order of
// docs/presets.md: "" (the top level), "meta", "board", "pieces.*" (a piece),
// "setup", "rules" (the module names, in the order of the module table), a
// module's parameters "rules.NAME" and the mappings inside them as its
// module_x.go registers them ("rules.castling.sides[]", "rules.promotion.zone",
// "rules.drops.ranks.*"), "end", "end.move_rule", "end.repetition", "check" and
// "check.accept[]". It returns nil for any other path (and for a module that
// takes no key, such as en_passant).
func Keys(path string) []string {
	keys := map[string][]string{
		"": topKeys, "meta": metaKeys, "board": boardKeys, "pieces.*": pieceKeys, "setup": setupKeys,
		"end": endKeys, "end.move_rule": claimKeys, "end.repetition": repetitionKeys, "display": displayKeys, "check": checkKeys, "check.accept[]": acceptKeys,
	}[path]
	switch {
	case path == "rules":
		keys = ruleKeys()
	case keys == nil:
		keys = moduleKeys(path)
	}
	return slices.Clone(keys)
}
