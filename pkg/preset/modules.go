package preset

import (
	"reflect"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

// presetModule is a rule module as presets write it, registered by its
// module_x.go file (registerModule); the module itself (its name, what it does,
// its place in the order) is its entry of the module table (rules.ModuleTable).
type presetModule struct {
	// build checks the parameters under rules.<name> (a mapping) and sets the
	// module's field of b.v.
	build func(b *builder, params *yaml.Node)
	// keys are the keys of rules.<name>, in the order of docs/presets.md (nil:
	// no parameters).
	keys []string
	// sub holds the keys of the mappings nested in rules.<name>, by their path
	// below it ("sides[]", "zone", "ranks.*").
	sub map[string][]string
	// model is a zero value of the Go model of its parameters (FileCastling{}),
	// for the JSON Schema.
	model any
}

// presetModules holds the registered modules by name.
var presetModules = map[string]presetModule{}

// registerModule registers how presets write the rule module called name (a
// rules.Mod* name); each module_x.go calls it from its init.
func registerModule(name string, m presetModule) { presetModules[name] = m }

// ruleKeys returns the keys of the rules: section: the modules of the module
// table that are registered here, in table order.
func ruleKeys() []string {
	var out []string
	for _, md := range rules.ModuleTable() {
		if presetModules[md.Name].build != nil {
			out = append(out, md.Name)
		}
	}
	return out
}

// moduleKeys returns the keys of the mapping at path inside a module's
// parameters ("rules.castling", "rules.castling.sides[]", "rules.drops.ranks.*"),
// nil for a path that is none.
func moduleKeys(path string) []string {
	rest, ok := strings.CutPrefix(path, "rules.")
	if !ok {
		return nil
	}
	name, sub, _ := strings.Cut(rest, ".")
	pm := presetModules[name]
	if sub == "" {
		return pm.keys
	}
	return pm.sub[sub]
}

// RuleModule is a rule module as a preset writes it under rules:: its entry of
// the module table (Name is the key, Doc what the module does) and the Go model
// of its parameters.
type RuleModule struct {
	rules.Module
	// Model is the type of the Go model of the parameters (FileCastling), a
	// struct whose fields are the keys of rules.<Name> (none: write {}).
	Model reflect.Type
}

// RuleModules returns the rule modules a preset may name under rules:, in the
// order of the module table (rules.ModuleTable): every module of the table
// that registers how presets write it.
func RuleModules() []RuleModule {
	var out []RuleModule
	for _, md := range rules.ModuleTable() {
		if pm := presetModules[md.Name]; pm.build != nil {
			out = append(out, RuleModule{Module: md, Model: reflect.TypeOf(pm.model)})
		}
	}
	return out
}

// checkModuleInteractions reports modules that contradict each other or have
// nothing to act on, after all modules are read.
func (b *builder) checkModuleInteractions() {
	v := b.v
	if bc, bs := v.BishopConversion, v.BishopSwap; bc != nil && bs != nil && bc.Piece != 0 && bc.Piece == bs.Piece {
		ck, sk := b.modKey[rules.ModBishopConversion], b.modKey[rules.ModBishopSwap]
		at := b.pos(ck)
		dg := b.errf(sk, CodeModuleConflict, "bishop_swap and bishop_conversion (%s) both govern the first move of %c and share the rule-state FEN field; no rule defines what one does to the other",
			at, bs.Piece)
		dg.Hint = "keep one of them (Modern Chess has them as two optional rules: modern-swap, modern-step)"
	}
	if v.Explosions != nil && v.CaptureConversion != nil {
		dg := b.errf(b.modKey[rules.ModCaptureConversion], CodeModuleConflict,
			"capture_conversion and explosions cannot be combined: an explosion removes the pieces around the capture square that capture conversion would convert, and no rule says which comes first")
		dg.Hint = "keep one of them"
	}
	if v.Explosions != nil && v.Drops != nil {
		dg := b.errf(b.modKey[rules.ModDrops], CodeModuleConflict,
			"drops and explosions are not combined by courier: no rule says whether exploded pieces go to a hand")
		dg.Hint = "keep one of them"
	}
	if v.Drops != nil && v.Drops.Promoted && (v.Promotion == nil || len(v.Promotion.Promotes) == 0) {
		dg := b.warnf(b.modKey[rules.ModDrops], CodeModuleNoEffect,
			"rules.drops.promoted is true, but no piece promotes to a type of its own (rules.promotion.promotes), so no drop is promoted")
		dg.Hint = "name the promoted types under rules.promotion.promotes (Kyoto Shogi: {P: +P, S: +S, N: +N, L: +L})"
	}
	parsed := b.piecesKnown && len(v.Pieces) > 0
	for _, pt := range v.Pieces {
		parsed = parsed && pt.Atoms != nil
	}
	if v.EnPassant != nil && parsed {
		any := false
		for _, pt := range v.Pieces {
			for _, a := range pt.Atoms {
				any = any || a.EnPassant
			}
		}
		if !any {
			dg := b.warnf(b.modKey[rules.ModEnPassant], CodeModuleNoEffect,
				"rules.en_passant is on, but no piece has an en passant capture (an e in its Betza, as in the pawn's fceF)")
			dg.Hint = "add e to a pawn's diagonal capture, or remove the module with en_passant: null"
		}
	}
	if v.Promotion != nil && parsed {
		any := false
		for _, pt := range v.Pieces {
			any = any || pt.Pawn
		}
		if !any && len(v.Promotion.Promotes) == 0 {
			dg := b.warnf(b.modKey[rules.ModPromotion], CodeModuleNoEffect,
				"rules.promotion is on, but no piece is a pawn (pawn: true) and promotes names none, so nothing ever promotes")
			dg.Hint = "mark the pawn with pawn: true, give promotes (P: +P), or remove the module with promotion: null"
		}
	}
}
