package preset

import (
	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/rules"
)

func init() {
	registerModule(rules.ModDrops, presetModule{build: (*builder).drops, keys: dropsKeys, sub: map[string][]string{"ranks.*": dropRangeKeys}, model: FileDrops{}})
}

var (
	dropsKeys     = []string{"ranks", "one_per_file", "no_drop_mate", "drop_mate", "return_as", "keep_promoted", "captures_to_hand", "must_drop", "opposite_bishops", "dropped_unmoved", "hand", "immobile", "file_limit", "promoted", "no_drop", "no_check", "squares"}
	dropRangeKeys = []string{"from", "to"}
)

// drops reads rules.drops (rules.Drops): ranks (letter -> {from, to}, 1-based
// ranks from the owner's side), squares (White's with Black's mirrored, or
// {white, black} each side's own), one_per_file and no_drop_mate (letter lists),
// return_as (letter -> letter), hand (FEN holdings letters).
func (b *builder) drops(n *yaml.Node) {
	const what = "rules.drops"
	m := b.fields(n, what, dropsKeys...)
	if m == nil {
		return
	}
	d := &rules.Drops{Ranks: map[byte][2]int{}, ReturnAs: map[byte]byte{}}
	b.v.Drops = d
	hi := b.maxRank()
	if x := m["ranks"]; x != nil {
		b.letterMap(x, what+".ranks", "{from, to}", func(l byte, k, v *yaml.Node) {
			rm := b.fields(v, what+".ranks."+k.Value, dropRangeKeys...)
			if rm == nil {
				return
			}
			lo, top, ok := 1, hi, true
			if y := rm["from"]; y != nil {
				var ok1 bool
				lo, ok1 = b.integer(y, what+".ranks."+k.Value+".from", 1, hi, CodeOutOfRange)
				ok = ok && ok1
			}
			if y := rm["to"]; y != nil {
				var ok2 bool
				top, ok2 = b.integer(y, what+".ranks."+k.Value+".to", 1, hi, CodeOutOfRange)
				ok = ok && ok2
			}
			if ok && lo > top {
				b.errf(v, CodeBadValue, "%s.ranks.%s: from %d is above to %d, so %s could never be dropped", what, k.Value, lo, top, b.labelOf(l))
			}
			d.Ranks[l] = [2]int{lo, top}
		})
	}
	if x := m["squares"]; x != nil {
		d.Squares = b.initialSquares(x, what+".squares")
	}
	if x := m["one_per_file"]; x != nil {
		d.OnePerFile, _ = b.letters(x, what+".one_per_file")
	}
	if x := m["no_drop_mate"]; x != nil {
		d.NoDropMate, _ = b.letters(x, what+".no_drop_mate")
	}
	if x := m["drop_mate"]; x != nil {
		if s, ok := b.oneOf(x, what+".drop_mate", "illegal", "loss"); ok {
			d.DropMateLoses = s == "loss"
			if d.DropMateLoses && len(d.NoDropMate) == 0 {
				dg := b.warnf(x, CodeModuleNoEffect, "%s.drop_mate is loss, but no_drop_mate names no piece, so no drop mate loses", what)
				dg.Hint = "name the pieces under no_drop_mate (Shogi: [P])"
			}
		}
	}
	if x := m["return_as"]; x != nil {
		b.letterMap(x, what+".return_as", "piece letters", func(l byte, k, v *yaml.Node) {
			if t, ok := b.letter(v, what+".return_as."+k.Value); ok {
				d.ReturnAs[l] = t
			}
		})
	}
	if x := m["keep_promoted"]; x != nil {
		d.KeepPromoted, _ = b.boolean(x, what+".keep_promoted")
	}
	if x := m["captures_to_hand"]; x != nil {
		keep, _ := b.boolean(x, what+".captures_to_hand")
		d.NoCapture = !keep
	}
	if x := m["file_limit"]; x != nil {
		d.FileLimit, _ = b.integer(x, what+".file_limit", 1, 16, CodeOutOfRange)
		if m["one_per_file"] == nil {
			b.errf(x, CodeMissingKey, "%s.file_limit needs one_per_file (the pieces it counts)", what)
		}
	}
	if x := m["immobile"]; x != nil {
		d.Immobile, _ = b.boolean(x, what+".immobile")
	}
	if x := m["no_check"]; x != nil {
		d.NoCheck, _ = b.boolean(x, what+".no_check")
	}
	if x := m["no_drop"]; x != nil {
		d.NoDrop, _ = b.letters(x, what+".no_drop")
	}
	if x := m["promoted"]; x != nil {
		d.Promoted, _ = b.boolean(x, what+".promoted")
	}
	if x := m["must_drop"]; x != nil {
		d.MustDrop, _ = b.boolean(x, what+".must_drop")
	}
	if x := m["dropped_unmoved"]; x != nil {
		d.DroppedUnmoved, _ = b.boolean(x, what+".dropped_unmoved")
	}
	if x := m["opposite_bishops"]; x != nil {
		d.OppositeBishops, _ = b.letter(x, what+".opposite_bishops")
	}
	if x := m["hand"]; x != nil {
		if s, ok := b.str(x, what+".hand"); ok {
			for i := 0; i < len(s); i++ {
				c := s[i] &^ 0x20
				if c < 'A' || c > 'Z' || !b.isDefined(c) {
					b.errf(x, CodeBadValue, "%s.hand %q: %q names no piece (pieces: %s)", what, s, s[i], b.letterList())
					break
				}
				if pt := b.v.Piece(c); pt != nil && pt.Royal && !d.NoCapture {
					dg := b.errf(x, CodeBadValue, "%s.hand %q: %c is royal; a royal piece may be in hand only when captures do not go to the hand", what, s, c)
					dg.Hint = "placement: captures_to_hand: false, and the royal piece dropped first like the others"
					break
				}
			}
			d.Hand = s
		}
	}
}

// FileDrops is rules.drops.
type FileDrops struct {
	Ranks           map[string]FileDropRanks `yaml:"ranks,omitempty" jsonschema_description:"Piece letter -> the ranks it may be dropped on, 1-based from the owner's side (crazyhouse P: {from: 2, to: 7}); absent = any rank."`
	Squares         *RegionSide              `yaml:"squares,omitempty" jsonschema_description:"The squares every piece may be dropped on (within its ranks), squares and rectangles given for White (Black's mirrored) or {white: [...], black: [...]}, each side's own (Fairy-Stockfish's whiteDropRegion/blackDropRegion); absent = any square."`
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
	Immobile        bool                     `yaml:"immobile,omitempty" jsonschema_description:"A piece may be dropped where it has no further move (dobutsu: a chick on the last rank); by default such a drop is refused (shogi)."`
	NoCheck         bool                     `yaml:"no_check,omitempty" jsonschema_description:"A drop may not give check (Fairy-Stockfish's dropChecks = false)."`
	FileLimit       int                      `yaml:"file_limit,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"How many one_per_file pieces a side may have on one file after a drop (default 1; tori shogi: 2 swallows)."`
	Promoted        bool                     `yaml:"promoted,omitempty" jsonschema_description:"A piece in hand that promotes (rules.promotion.promotes) may also be dropped as its promoted type, where it may be dropped itself (Kyoto and Micro Shogi: +N@b3; Fairy-Stockfish's dropPromoted)."`
	NoDrop          []Letter                 `yaml:"no_drop,omitempty" jsonschema_description:"Pieces that go to the hand but are never dropped (dragonfly's pawns; Fairy-Stockfish's dropNoDoubledCount = 0)."`
}

// FileDropRanks is one entry of rules.drops.ranks.
type FileDropRanks struct {
	From int `yaml:"from,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"The lowest rank (default 1)."`
	To   int `yaml:"to,omitempty" jsonschema:"minimum=1,maximum=16" jsonschema_description:"The highest rank (default the last)."`
}
