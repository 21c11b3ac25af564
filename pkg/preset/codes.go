package preset

// Diagnostic codes (stable, kebab-case; docs/presets.md lists them with examples).
// Every diagnostic the package reports carries one of these in diag.Diagnostic.Code.
const (
	// Reading and YAML syntax.
	CodeReadError      = "read-error"         // the file cannot be read
	CodeTooLarge       = "yaml-too-large"     // the file is over MaxFileSize bytes
	CodeYAMLSyntax     = "yaml-syntax"        // the YAML library's syntax error, or invalid UTF-8
	CodeYAMLAlias      = "yaml-alias"         // an alias (*name): refused, so no alias bomb can expand
	CodeYAMLMergeKey   = "yaml-merge-key"     // a merge key (<<): use extends instead
	CodeMultipleDocs   = "yaml-multiple-docs" // more than one YAML document in a file
	CodeDuplicateKey   = "duplicate-key"      // a mapping key given twice (the first one counts)
	CodeUnknownKey     = "unknown-key"        // a key the format does not have ("did you mean")
	CodeMissingKey     = "missing-key"        // a required key is absent after inheritance
	CodeWrongKind      = "wrong-kind"         // a mapping, list or scalar where another is expected
	CodeWrongType      = "wrong-type"         // a scalar of the wrong type (text for a number, ...)
	CodeOutOfRange     = "out-of-range"       // a number outside its allowed range
	CodeBadValue       = "bad-value"          // a value outside its allowed set, or malformed
	CodeNullNothing    = "null-deletes-nothing"
	CodeSchemaVersion  = "schema-version" // schema is not a supported format version
	CodeBadID          = "bad-id"         // id or extends name not of the form [a-z0-9-]+
	CodeIDMismatch     = "id-mismatch"    // warning: id differs from the file name
	CodeUnknownPreset  = "unknown-preset" // Load: no preset of that name or path
	CodeUnknownExtends = "unknown-extends"
	CodeExtendsCycle   = "extends-cycle"
	CodeExtendsTooDeep = "extends-too-deep"
	CodeParentInvalid  = "parent-invalid"    // the parent (or an ancestor) has errors of its own
	CodeUnknownModule  = "unknown-module"    // a key under rules: that is no rule module
	CodeBoardSize      = "board-size"        // files or ranks outside 1..16
	CodeSquareLabels   = "bad-square-labels" // board.gc_files / gc_ranks: not one label per file or rank, empty, repeated or with a character of the move text's syntax
	CodeBadPieceLetter = "bad-piece-letter"
	CodeBetzaSyntax    = "betza-syntax" // at the offending character of the Betza string
	CodeNoRoyal        = "no-royal"     // checkmate is the goal but no piece is royal
	CodeUndefinedPiece = "undefined-piece"
	CodeBadSquare      = "bad-square" // not a square of the board
	CodeDuplicateEntry = "duplicate-entry"
	CodeSetupRanks     = "setup-ranks"         // wrong number of ranks in setup.array
	CodeSetupFiles     = "setup-files"         // a rank of setup.array has the wrong number of files
	CodeSetupPiece     = "setup-unknown-piece" // a letter in setup.array names no piece
	CodeSetupChar      = "setup-char"          // a character that is neither letter, digit nor '/'
	CodeSetupRoyal     = "setup-royal"         // a side has no royal piece in the setup
	CodeRoyalCount     = "royal-count"         // a side has more than one royal piece in the setup
	CodeSetupPawnRank  = "setup-pawn-zone"     // a pawn stands in its promotion zone at the start
	CodeCastlingRank   = "castling-rank"       // a castling side's squares are not on one rank
	CodeCastlingSetup  = "castling-setup"      // the setup lacks the king or rook of a castling side
	CodeModuleSetup    = "module-setup"        // a module's home square lacks its piece in the setup
	CodeBadSignature   = "bad-signature"       // an insufficient_material entry is malformed
	CodeModuleConflict = "module-conflict"     // two rule modules contradict each other
	CodeModuleNoEffect = "module-no-effect"    // warning: a module has nothing to act on

	// Lint (warnings only; Lint reports them, Load does not).
	CodeAsymmetric    = "setup-asymmetric"     // the setup is neither mirror- nor point-symmetric
	CodeBishopsColour = "bishops-same-colour"  // a side's colour-bound pieces all start on one colour
	CodeTooMany       = "too-many-diagnostics" // a note: the list was cut at MaxDiagnostics

	// check.accept (Accept).
	CodeAcceptUnused = "accept-unused" // warning: an acceptance acknowledged no warning

	// The codes pkg/check adds with move generation. That package imports this one,
	// so they are named here, for check.accept to know them; pkg/check's constants
	// are these.
	CodePieceNoMove  = "piece-no-move"  // warning: a piece cannot move on an empty board
	CodeCompile      = "compile-error"  // the rule interpreter refuses the variant
	CodeSetupCheck   = "setup-check"    // the side not to move is in check at the start
	CodeStartNoMoves = "start-no-moves" // the side to move has no legal move at the start
	CodeSmokeFEN     = "smoke-fen"      // the start position does not survive a FEN round trip
	CodeSmokePerft   = "smoke-perft"    // perft(2) from the start fails
)

// AcceptableCodes are the warnings a preset may acknowledge in check.accept: the
// advice `courier check` gives about the design of a variant, which its author may
// mean to have (Lint's and pkg/check's piece-no-move). The other warnings
// (id-mismatch, null-deletes-nothing, module-no-effect, the warning forms of
// duplicate-entry and missing-key) point at something to fix in the file itself,
// and `--preset` loading shows them too; errors are never accepted.
var AcceptableCodes = []string{CodeAsymmetric, CodeBishopsColour, CodePieceNoMove}

// LintCodes are the codes Lint reports.
var LintCodes = []string{CodeAsymmetric, CodeBishopsColour}

// codeKind is what a code can be, for check.accept's messages.
type codeKind int

const (
	kindError       codeKind = iota + 1 // always an error
	kindFileWarning                     // a warning (or error) about the file's own text
	kindOther                           // a note, or accept-unused itself
)

// knownCodes are the codes other than AcceptableCodes that `courier check` reports.
// TestKnownCodes keeps the table complete.
var knownCodes = map[string]codeKind{
	CodeReadError: kindError, CodeTooLarge: kindError, CodeYAMLSyntax: kindError, CodeYAMLAlias: kindError,
	CodeYAMLMergeKey: kindError, CodeMultipleDocs: kindError, CodeDuplicateKey: kindError, CodeUnknownKey: kindError,
	CodeMissingKey: kindFileWarning, CodeWrongKind: kindError, CodeWrongType: kindError, CodeOutOfRange: kindError,
	CodeBadValue: kindError, CodeNullNothing: kindFileWarning, CodeSchemaVersion: kindError, CodeBadID: kindError,
	CodeIDMismatch: kindFileWarning, CodeUnknownPreset: kindError, CodeUnknownExtends: kindError,
	CodeExtendsCycle: kindError, CodeExtendsTooDeep: kindError, CodeParentInvalid: kindError, CodeUnknownModule: kindError, CodeBoardSize: kindError,
	CodeBadPieceLetter: kindError, CodeBetzaSyntax: kindError, CodeNoRoyal: kindError, CodeUndefinedPiece: kindError,
	CodeBadSquare: kindError, CodeDuplicateEntry: kindFileWarning, CodeSetupRanks: kindError, CodeSetupFiles: kindError,
	CodeSetupPiece: kindError, CodeSetupChar: kindError, CodeSetupRoyal: kindError, CodeRoyalCount: kindError, CodeSetupPawnRank: kindError,
	CodeCastlingRank: kindError, CodeCastlingSetup: kindError, CodeModuleSetup: kindError, CodeBadSignature: kindError,
	CodeModuleConflict: kindError, CodeModuleNoEffect: kindFileWarning, CodeTooMany: kindOther,
	CodeAcceptUnused: kindOther, CodeCompile: kindError, CodeSetupCheck: kindError, CodeStartNoMoves: kindError,
	CodeSmokeFEN: kindError, CodeSmokePerft: kindError,
}
