package match

import (
	"fmt"
	"strings"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/notation/pgn"
	"github.com/gamecourier/courier/pkg/position"
	"github.com/gamecourier/courier/pkg/rules"
)

// The spelling of the capture conversion module (Cowardly Crew): the converted
// squares, written "&d6&f6" after the capture in SAN and coordinates (the marks
// must be exactly the move's conversions), and in Game Courier text one put
// command per converted piece ("; N-d6").

func init() {
	register(&spelling{
		module: rules.ModCaptureConversion,
		sanSuffix: func(p *position.Position, m position.Move) string {
			var b strings.Builder
			for _, s := range convSquares(p, m) {
				b.WriteByte('&')
				b.WriteString(p.R.G.Name(s))
			}
			return b.String()
		},
		refines: pgn.MarkAmp,
		fits: func(p *position.Position, m position.Move, marks []pgn.Mark) bool {
			return sameSquares(convSquares(p, m), writtenConversions(p, marks))
		},
		misfit: func(p *position.Position, marks []pgn.Mark) *Failure {
			if p.R.V.CaptureConversion == nil {
				return &Failure{Code: CodeRuleModule, Module: rules.ModCaptureConversion, Message: "this variant has no capture conversion (module capture_conversion)"}
			}
			return fail(CodeWrongConverted, "the conversions %s are not allowed for this capture", squareList(p.R.G, writtenConversions(p, marks)))
		},
		gcSuffix: func(p *position.Position, m position.Move) string {
			var b strings.Builder
			for _, s := range convSquares(p, m) {
				fmt.Fprintf(&b, "; %s-%s", p.R.Label(position.MakePiece(p.At(s).Kind(), p.Side())), p.R.G.Name(s))
			}
			return b.String()
		},
		explainGC: func(p *position.Position, m position.Move, edits []GCEdit) *Failure {
			if !converting(p, m) {
				return nil
			}
			g := p.R.G
			if !hasPut(edits) {
				// the capture alone: every legal form of it converts something
				return fail(CodeKingInCheck, "the capture %s-%s leaves the king in check unless it converts pieces (%s)", g.Name(m.From), g.Name(m.To), GC(p, m))
			}
			return fail(CodeWrongConverted, "the pieces put around %s are no allowed conversion for this capture", g.Name(m.To))
		},
		ownsPuts: converting, // pieces put around a capture are its conversions (wrong-conversions)
	})
}

// converting reports whether m is a capture in a variant with capture
// conversion (its form with conversions or without).
func converting(p *position.Position, m position.Move) bool {
	return p.R.V.CaptureConversion != nil && m.Capture()
}

// ConvertedSquares lists the squares whose pieces m converts (Cowardly Crew), sorted.
func ConvertedSquares(p *position.Position, m position.Move) []board.Square { return convSquares(p, m) }

// convSquares lists the squares a move converts (Cowardly Crew), sorted.
func convSquares(p *position.Position, m position.Move) []board.Square { return p.Converted(m) }

// writtenConversions lists the squares of the text's '&' marks, sorted (nil
// when none).
func writtenConversions(p *position.Position, marks []pgn.Mark) []board.Square {
	var conv []board.Square
	for _, mk := range marks {
		if mk.Kind == pgn.MarkAmp {
			conv = append(conv, toSq(p.R.G, mk.Square))
		}
	}
	sortSquares(conv)
	return conv
}
