package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// Building the royal_pieces rule module (several royal pieces a side: coregal,
// spartan, sho shogi) from its preset parameters.

func init() {
	registerModule(rules.ModRoyalPieces, presetModule{build: (*builder).royalPieces, keys: royalPiecesKeys, model: FileRoyalPieces{}})
}

var royalPiecesKeys = []string{"kinds", "at_most", "duple_check"}

// royalPieces reads rules.royal_pieces (rules.RoyalPieces): kinds (required,
// piece letters of no royal: true piece), at_most (1..1000; absent: any
// count), duple_check (bool). Explosions decide check their own way and are
// not combined with it.
func (b *builder) royalPieces(n *yaml.Node) {
	const what = "rules.royal_pieces"
	m := b.fields(n, what, royalPiecesKeys...)
	if m == nil || !b.require(n, m, what, "kinds") {
		return
	}
	rp := &rules.RoyalPieces{}
	rules.RoyalPiecesParams.Set(b.v, rp)
	rp.Kinds, _ = b.letters(m["kinds"], what+".kinds")
	if len(rp.Kinds) == 0 {
		b.errf(m["kinds"], CodeBadValue, "%s.kinds lists no piece; it needs the letters of the royal kinds (coregal: [Q])", what)
	}
	for _, l := range rp.Kinds {
		if pt := b.v.Piece(l); pt != nil && pt.Royal {
			dg := b.errf(m["kinds"], CodeBadValue, "%s.kinds: %s is royal: true already (the variant's one royal piece a side); royal_pieces names the others", what, b.labelOf(l))
			dg.Hint = "leave it out of kinds, or make it royal: false"
		}
	}
	if x := m["at_most"]; x != nil {
		rp.AtMost, _ = b.integer(x, what+".at_most", 1, 1000, CodeOutOfRange)
	}
	if x := m["duple_check"]; x != nil {
		rp.DupleCheck, _ = b.boolean(x, what+".duple_check")
	}
	if b.v.Explosions != nil {
		dg := b.errf(b.modKey[rules.ModRoyalPieces], CodeModuleConflict,
			"royal_pieces and explosions are not combined by courier: explosions decide check their own way (royal pieces side by side are not in check)")
		dg.Hint = "keep one of them"
	}
}

// FileRoyalPieces is rules.royal_pieces.
type FileRoyalPieces struct {
	Kinds      []Letter `yaml:"kinds" jsonschema_description:"The letters of the royal kinds beside the royal: true piece, any number a side: a move may not leave one of its side attacked, one attacked is check (coregal: [Q]; spartan and sho shogi: [K], their king being royal: false)."`
	AtMost     int      `yaml:"at_most,omitempty" jsonschema:"minimum=1,maximum=1000" jsonschema_description:"A side's pieces of the kinds are royal only while it has at most this many of them (all kinds together) on the board (sho shogi: 1, king and crown prince may be captured until one is left); absent: any count."`
	DupleCheck bool     `yaml:"duple_check,omitempty" jsonschema_description:"A side may not leave all of its pieces of the kinds attacked at once, however many it has; all attacked is check (spartan: of two kings one may be left in check, not both)."`
}
