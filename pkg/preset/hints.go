package preset

import "github.com/gamecourier/courier/pkg/diag"

// hints are the default fix hints per code, for diagnostics made without one.
var hints = map[string]string{
	CodeReadError:      "check the path and the file's permissions",
	CodeTooLarge:       "a preset file is at most 1 MiB: move shared parts into a parent (extends:)",
	CodeYAMLSyntax:     "check the YAML around this line: indentation, a missing ':' or closing bracket, or a value that needs quotes",
	CodeYAMLMergeKey:   "write the keys out, or move shared parts into a parent preset (extends:)",
	CodeMultipleDocs:   "remove the '---' and what follows, or move it into a file of its own",
	CodeDuplicateKey:   "delete one of the two keys",
	CodeMissingKey:     "add the key; docs/presets.md lists each key with its type and default",
	CodeWrongKind:      "docs/presets.md gives the shape of each key",
	CodeWrongType:      "write the type docs/presets.md gives: numbers unquoted, true or false (not yes/no), text",
	CodeOutOfRange:     "use a value inside the range in the message",
	CodeBadValue:       "docs/presets.md gives the values each key accepts",
	CodeSchemaVersion:  "write schema: 1, or leave it out",
	CodeBadID:          "use lower-case letters, digits and '-', such as my-variant",
	CodeIDMismatch:     "rename the file to ID.yaml, or make id the file name",
	CodeUnknownExtends: "name a shipped preset (courier presets), a preset ID.yaml beside this file or in preset_path, or a path ending in .yaml",
	CodeExtendsCycle:   "one preset of the chain must extend a preset outside it",
	CodeExtendsTooDeep: "extend a preset nearer the root: a chain holds at most 16 presets",
	CodeBoardSize:      "files and ranks are each 1..16",
	CodeBadPieceLetter: "use one upper-case letter A..Z",
	CodeBetzaSyntax:    "the supported Betza subset: atoms W F D N A H C Z G, shortcuts K R B Q, doubled atoms and ranges for riders, modifiers f b l r v s m c e i n, hoppers p g on riders (docs/presets.md)",
	CodeNoRoyal:        "add royal: true to the king",
	CodeUndefinedPiece: "define the piece under pieces:, or use a letter that is defined",
	CodeBadSquare:      "name a square of this board: a file letter from a, a rank number from 1",
	CodeDuplicateEntry: "list each entry once",
	CodeSetupRanks:     "give one rank per board rank, from the last down to 1, separated by '/'",
	CodeSetupFiles:     "each rank must add up to the number of files: a letter counts 1, a number that many empty squares",
	CodeSetupPiece:     "define the piece under pieces:, or correct the letter (upper case White, lower case Black)",
	CodeSetupChar:      "use piece letters, digits and '/' only",
	CodeSetupRoyal:     "give each side its royal piece (the king) in setup.array",
	CodeSetupPawnRank:  "move the pawn off its promotion rank",
	CodeRoyalCount:     "keep one royal piece per side; define the others as a piece of their own without royal: true",
	CodeCastlingRank:   "put the rook and both destinations on the king's rank",
	CodeCastlingSetup:  "put the king and the rook on these squares in setup.array, or change the castling squares",
	CodeModuleSetup:    "put the piece on its home square in setup.array, or change the module's squares",
	CodeBadSignature:   "write each side's piece letters joined by '-', such as KN-K, optionally with :same-colour",
	CodeModuleConflict: "keep one of the two modules",
}

// Hint returns the default fix hint for a diagnostic code, or "".
func Hint(code string) string { return hints[code] }

// WithHints gives every diagnostic of d that has no hint the default hint of its
// code (Hint), in place, and returns d.
func WithHints(d diag.List) diag.List {
	for i := range d {
		if d[i].Hint == "" {
			d[i].Hint = hints[d[i].Code]
		}
	}
	return d
}
