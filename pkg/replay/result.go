package replay

import (
	"github.com/gamecourier/courier/pkg/diag"
	"github.com/gamecourier/courier/pkg/notation/gamefile"
)

// Status values of a replayed game (contract).
const (
	StatusOK          = "ok"          // every move legal
	StatusIllegal     = "illegal"     // a move matched no legal move, or came after the end
	StatusUnsupported = "unsupported" // no preset for the game, or a command courier does not audit
	StatusParseError  = "parse-error" // the text could not be read past some point
)

// Result is the verdict on one game, in the shape of the `replay -o json` contract.
type Result struct {
	File    string `json:"file"`
	Game    int    `json:"game"` // 1-based in its file
	Line    int    `json:"line"` // 1-based line where the game starts
	Variant string `json:"variant"`
	// Preset is the name the game's preset was loaded by (--preset, the Variant
	// tag as a shipped id, user preset or path, or --default-preset): what
	// Engine.Rules takes to give the game's rules. Not part of the JSON contract.
	Preset string `json:"-"`
	// Plies is the number of legal plies replayed.
	Plies  int        `json:"plies"`
	Status string     `json:"status"`
	Error  *ErrorInfo `json:"error,omitempty"`
	Result Outcome    `json:"result"`
	Events []Event    `json:"events"`
	// Warnings lists every warning and note of the game (not its errors), in input
	// order; never null in JSON.
	Warnings []Warning `json:"warnings"`
	// AfterEnd is set when moves follow an automatic end of the game (the error is
	// then game-over): they are replayed for legality but are not part of the game.
	AfterEnd *AfterEnd `json:"after_end,omitempty"`

	// Notation is the notation the game was read in, as detect.Notation names it
	// (its String): "gc" (detect.GameCourier), "san" (detect.SAN) or "coord"
	// (detect.Coordinate); for a game stopped before its moves (no preset) the
	// one its text is in. Always present in JSON. A string, as the JSON output
	// writes it.
	Notation string `json:"notation"`
	// Diags holds every diagnostic of the game (the error, warnings, notes on
	// lenient spellings), in input order. Not part of the JSON contract.
	Diags diag.List `json:"-"`
	// Moves holds the replayed moves (only with Options.KeepMoves).
	Moves []MoveInfo `json:"-"`
	// MovesHash identifies the game's move text (gamefile.RawGame.MovesHash), for
	// baselines; only with Options.HashMoves. Not part of the JSON contract.
	MovesHash string `json:"-"`
	// tags holds the game's tag pairs as read (Tag gives them).
	tags gamefile.Tags
	// StartFEN and FinalFEN are the positions before the first and after the last
	// legal ply; FinalFEN only with Options.FinalFEN.
	StartFEN string `json:"-"`
	FinalFEN string `json:"-"`

	// diagPly[i] is the ply Diags[i] belongs to (see Warning.Ply); shorter than
	// Diags when the last diagnostics concern the game as a whole (ply 0).
	diagPly []int
}

// Tag returns the value of the game's first tag pair called name; ok is false
// when it has none.
func (r *Result) Tag(name string) (value string, ok bool) { return r.tags.Value(name) }

// Warning is one warning or note of a game, in the shape of the `replay -o json`
// contract.
type Warning struct {
	Code     string `json:"code"`
	Severity string `json:"severity"` // "warning" or "note"
	Message  string `json:"message"`
	Line     int    `json:"line"` // 1-based; 0 when unknown
	Col      int    `json:"col"`  // 1-based, in characters; 0 when unknown
	// Ply is the ply the warning is about (1-based), or the last ply replayed
	// before the text it points at; 0 for the game as a whole (its tags, or text
	// before the first move).
	Ply int `json:"ply"`
}

// setWarnings fills Warnings from Diags.
func (r *Result) setWarnings() {
	r.Warnings = []Warning{}
	for i, d := range r.Diags {
		if d.Severity == diag.Error {
			continue
		}
		w := Warning{Code: d.Code, Severity: d.Severity.String(), Message: d.Message, Line: d.Pos.Line, Col: d.Pos.Col}
		if i < len(r.diagPly) {
			w.Ply = r.diagPly[i]
		}
		r.Warnings = append(r.Warnings, w)
	}
	r.diagPly = nil
}

// AfterEnd describes the moves a log holds after the game had ended.
type AfterEnd struct {
	Plies int        `json:"plies"`           // legal plies replayed after the end
	Error *ErrorInfo `json:"error,omitempty"` // the first of them that is illegal
}

// ErrorInfo locates and explains the move that stopped the game.
type ErrorInfo struct {
	Ply     int      `json:"ply"` // 1-based ply of the offending move
	Line    int      `json:"line"`
	Col     int      `json:"col"`
	Text    string   `json:"text"` // the move as written
	Code    string   `json:"code"`
	Message string   `json:"message"`
	FEN     string   `json:"fen"`   // position before the move
	Legal   []string `json:"legal"` // the legal moves there, in the log's notation
	// LastFrom and LastTo name the squares of the move before this one ("" when
	// none), for diagrams; not part of the JSON contract.
	LastFrom string `json:"-"`
	LastTo   string `json:"-"`
}

// Outcome compares the claimed result with the computed one.
type Outcome struct {
	Claimed string `json:"claimed"` // from the Result tag, a result token or a Game Courier command; "" when none
	// Computed is "1-0", "0-1", "1/2-1/2" when the final position decides the game;
	// when it does not, the result of the ending the log records off the board (a
	// typed resign/drawn/won/lost, a status comment, the PGN Termination tag, else a
	// claimed 1-0/0-1/1/2-1/2 as a resignation or agreement: docs/logs.md); else "*".
	Computed string `json:"computed"`
	// Termination: checkmate, stalemate, insufficient, 75-move, fivefold, or a
	// variant end (checks, goal, no-pieces, royal-lost, bare-king, extinction,
	// repetition, drop-mate, perpetual-check, castling, counting, double-pass, bikjang) when the board decides;
	// resignation, agreement, claimed-win, time-forfeit, abandoned, adjudication,
	// rules-infraction, death, emergency when the log records such an ending;
	// unterminated otherwise; none when the game did not replay to its end.
	Termination string `json:"termination"`
	Mismatch    bool   `json:"mismatch"`
}

// Event is something rule-relevant that happened at a ply (1-based): a side
// effect of the move, as the rule module that made it reports it
// (position.Effect: Module and Kind say which; every module's effects become
// events, with no code here for any of them), or a draw that became claimable
// (Module "", Kind fifty-move-claimable or threefold-claimable).
type Event struct {
	Ply int `json:"ply"`
	// Kind is the effect's kind, as its module names it: castling, en-passant,
	// promotion, conversion, conversion-declined, swap, capture-conversion,
	// drop, explosion, ...; or fifty-move-claimable, threefold-claimable.
	Kind string `json:"kind"`
	// Module is the rule module (rules.Mod* name) that made the effect; "" for
	// a claimable draw.
	Module string `json:"module,omitempty"`
	// Move is the ply's move in SAN, without check marks.
	Move string `json:"move,omitempty"`
	// Detail is Piece when set, else the Squares joined by spaces, else the
	// moving piece's name and its step ("bishop c1-g5").
	Detail string `json:"detail,omitempty"`
	// From and To are the move's squares (To alone for a drop), as the board
	// writes them; Squares are the effect's squares (the kind's doc comment in
	// package position gives their order: the rook's from and to squares of a
	// castling, the taken pawn's of en passant, the partner's of a swap, the
	// converted pieces' of a capture conversion, the drop's square, the squares
	// an explosion empties); Piece the effect's piece (promoted to, dropped,
	// swapped with); Capture that the move captures.
	From    string   `json:"from,omitempty"`
	To      string   `json:"to,omitempty"`
	Piece   string   `json:"piece,omitempty"`
	Squares []string `json:"squares,omitempty"`
	Capture bool     `json:"capture,omitempty"`
}

// EffectInfo is one side effect of a replayed ply (MoveInfo): its module and
// kind, its piece's label and its squares' names (see Event).
type EffectInfo struct {
	Module, Kind string
	Piece        string
	Squares      []string
	// Affected are the upper-case labels of the pieces on Squares before the
	// ply (the pieces converted, exploded, ...), empty squares and the moving
	// piece's own square skipped.
	Affected []string
}

// MoveInfo is one replayed ply, for statistics and the game viewer.
type MoveInfo struct {
	SAN string // the legal move in SAN, without check marks
	// Text is the move as the log writes it (its notation: Game Courier text, SAN
	// with its marks, coordinates).
	Text     string
	Piece    string // upper-case label of the moving piece ("N", "+P")
	Captured string // upper-case label of the captured piece, "" none
	Promo    string // upper-case label of the piece promoted to, "" none
	Side     byte   // 'w' or 'b'
	// Effects are the ply's side effects, in the order of its events.
	Effects []EffectInfo
}
