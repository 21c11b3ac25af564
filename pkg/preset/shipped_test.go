package preset

import (
	"io/fs"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"

	"github.com/gamecourier/courier/pkg/board"
	"github.com/gamecourier/courier/pkg/rules"
	"github.com/gamecourier/courier/presets"
)

// shipped is the list of presets DESIGN.md promises.
var shipped = []string{
	"5check", "ai-wok", "almost", "amazon", "antichess", "armageddon", "asean", "atomar", "atomic", "berolina", "breakthrough",
	"cambodian", "capablanca", "capahouse", "caparandom", "centaur", "chancellor", "chaturanga", "checkshogi", "chess", "chess960",
	"chessgi", "chigorin", "codrus", "coregal", "courier", "cowardly-crew", "crazyhouse", "crazyhouse960", "dobutsu", "dragon",
	"embassy", "euroshogi", "extinction", "fairy", "fox-and-hounds", "gardner", "georgian", "giveaway", "gorogoro", "gothic",
	"grand", "grasshopper", "gustav3", "hoppelpoppel", "horde", "janggi", "janggicasual", "janggimodern", "janggitraditional",
	"janus", "jesonmor", "joust", "judkins", "karouk", "king-of-the-hill", "kinglet", "knightmate", "kyotoshogi", "legan", "loop",
	"losalamos", "losers", "makpong", "makruk", "manchu", "micro", "minishogi", "minixiangqi", "misere", "modern", "modern-step",
	"modern-swap", "newzealand", "nightrider", "nocastle", "nocheckatomic", "okisakishogi", "omicron", "opulent", "paradigm",
	"pawnback", "pawnsideways", "perfect", "petrified", "placement", "pmc1", "pmc2", "pmc3", "pmc4", "pocketknight", "raazuvaa",
	"racing-kings", "seirawan", "shako", "shatar", "shatranj", "shogi", "shoshogi", "shouse", "sittuyin", "snailtrail",
	"sortofalmost", "spartan", "suicide", "symmetric", "tencubed", "three-check", "threekings", "torishogi", "torpedo", "troitzky",
	"wolf", "xiangqi", "yarishogi",
}

func mustLoad(t *testing.T, name string) *rules.Variant {
	t.Helper()
	v, d := Load(name, Options{})
	if len(d) > 0 || v == nil {
		t.Fatalf("Load(%q): %v", name, d)
	}
	return v
}

func TestShippedPresetsLoadClean(t *testing.T) {
	if got := Names(); !slices.Equal(got, shipped) {
		t.Fatalf("Names() = %v, want %v", got, shipped)
	}
	for _, id := range shipped {
		v := mustLoad(t, id)
		if v.ID != id {
			t.Errorf("%s: ID = %q", id, v.ID)
		}
		if v.Name == "" || v.Description == "" || strings.Contains(v.Description, "\n") {
			t.Errorf("%s: name %q, description %q: want both, the description on one line", id, v.Name, v.Description)
		}
	}
}

// squares decodes a FEN board field into square name -> piece letter, independently
// of the package's own setup parser.
func squares(t *testing.T, g board.Geometry, fen string) map[string]string {
	t.Helper()
	out := map[string]string{}
	rows := strings.Split(fen, "/")
	if len(rows) != g.Ranks {
		t.Fatalf("setup %q has %d ranks, want %d", fen, len(rows), g.Ranks)
	}
	for i, row := range rows {
		rank, file := g.Ranks-i, 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			if c >= '0' && c <= '9' {
				n := int(c - '0')
				if j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					j++
					n = n*10 + int(row[j]-'0')
				}
				file += n
				continue
			}
			out[board.FileName(file)+board.RankName(rank-1)] = string(c)
			file++
		}
		if file != g.Files {
			t.Fatalf("setup %q: rank %d has %d files", fen, rank, file)
		}
	}
	return out
}

// rankOf returns the pieces of one 1-based rank, a-file first, "." for empty.
func rankOf(sq map[string]string, g board.Geometry, rank int) string {
	var b strings.Builder
	for f := 0; f < g.Files; f++ {
		if p, ok := sq[board.FileName(f)+board.RankName(rank-1)]; ok {
			b.WriteString(p)
		} else {
			b.WriteByte('.')
		}
	}
	return b.String()
}

// TestShippedSetups checks each start position against RULES.md.
func TestShippedSetups(t *testing.T) {
	tests := []struct {
		id           string
		files, ranks int
		rank1        string            // White's back rank, a-file first
		rankB1       string            // Black's back rank (the last rank)
		extra        map[string]string // squares RULES.md names, checked one by one
	}{
		{id: "chess", files: 8, ranks: 8, rank1: "RNBQKBNR", rankB1: "rnbqkbnr"},
		// Chess960's default setup is the standard array (position 518).
		{id: "chess960", files: 8, ranks: 8, rank1: "RNBQKBNR", rankB1: "rnbqkbnr"},
		{id: "cowardly-crew", files: 8, ranks: 8, rank1: "RNBQKBNR", rankB1: "rnbqkbnr"},
		// Symmetric: White a1..i1 R N B Q K Q B N R; Black the same on rank 8.
		{id: "symmetric", files: 9, ranks: 8, rank1: "RNBQKQBNR", rankB1: "rnbqkqbnr"},
		// Modern: White R N B M K Q B N R, Black a9..i9 R N B Q K M B N R.
		{id: "modern", files: 9, ranks: 9, rank1: "RNBMKQBNR", rankB1: "rnbqkmbnr"},
		{id: "modern-swap", files: 9, ranks: 9, rank1: "RNBMKQBNR", rankB1: "rnbqkmbnr"},
		{id: "modern-step", files: 9, ranks: 9, rank1: "RNBMKQBNR", rankB1: "rnbqkmbnr"},
		// PMC1: White d1 M, f1 Q; Black d8 Q, f8 M.
		{id: "pmc1", files: 9, ranks: 8, rank1: "RNBMKQBNR", rankB1: "rnbqkmbnr",
			extra: map[string]string{"d1": "M", "f1": "Q", "d8": "q", "f8": "m"}},
		// PMC2: White d1 Q, f1 M; Black d8 M, f8 Q.
		{id: "pmc2", files: 9, ranks: 8, rank1: "RNBQKMBNR", rankB1: "rnbmkqbnr",
			extra: map[string]string{"d1": "Q", "f1": "M", "d8": "m", "f8": "q"}},
		// PMC3: White d1 M, f1 Q; Black d8 M, f8 Q.
		{id: "pmc3", files: 9, ranks: 8, rank1: "RNBMKQBNR", rankB1: "rnbmkqbnr",
			extra: map[string]string{"d1": "M", "f1": "Q", "d8": "m", "f8": "q"}},
		// PMC4: White d1 Q, f1 M; Black d8 Q, f8 M.
		{id: "pmc4", files: 9, ranks: 8, rank1: "RNBQKMBNR", rankB1: "rnbqkmbnr",
			extra: map[string]string{"d1": "Q", "f1": "M", "d8": "q", "f8": "m"}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			v := mustLoad(t, tt.id)
			if v.Board.Files != tt.files || v.Board.Ranks != tt.ranks {
				t.Fatalf("board %dx%d, want %dx%d", v.Board.Files, v.Board.Ranks, tt.files, tt.ranks)
			}
			if v.SideToMove != rules.White {
				t.Errorf("side to move %v, want white", v.SideToMove)
			}
			sq := squares(t, v.Board, v.Setup)
			g := v.Board
			want := map[int]string{
				1:           tt.rank1,
				2:           strings.Repeat("P", tt.files),
				g.Ranks - 1: strings.Repeat("p", tt.files),
				g.Ranks:     tt.rankB1,
			}
			for r := 1; r <= g.Ranks; r++ {
				w, ok := want[r]
				if !ok {
					w = strings.Repeat(".", tt.files)
				}
				if got := rankOf(sq, g, r); got != w {
					t.Errorf("rank %d = %s, want %s", r, got, w)
				}
			}
			for s, p := range tt.extra {
				if sq[s] != p {
					t.Errorf("%s holds %q, want %q", s, sq[s], p)
				}
			}
		})
	}
}

type side struct {
	king, rook, kingTo, rookTo string
	white, black               []string
}

func TestShippedCastling(t *testing.T) {
	orthodox := []side{
		{"e1", "h1", "g1", "f1", []string{"O-O"}, []string{"O-O"}},
		{"e1", "a1", "c1", "d1", []string{"O-O-O"}, []string{"O-O-O"}},
	}
	// Modern: O-M-O / O-Q-O name the side of that player's minister / queen. White's M
	// is on d1 (the c1 side), Black's on f9 (the g9 side). O-O-O / O-O are read too.
	modern := []side{
		{"e1", "a1", "c1", "d1", []string{"O-M-O", "O-O-O"}, []string{"O-Q-O", "O-O-O"}},
		{"e1", "i1", "g1", "f1", []string{"O-Q-O", "O-O"}, []string{"O-M-O", "O-O"}},
	}
	pmc := []side{
		{"e1", "a1", "c1", "d1", []string{"O-O-Oc"}, []string{"O-O-Oc"}},
		{"e1", "i1", "g1", "f1", []string{"O-O-Og"}, []string{"O-O-Og"}},
	}
	want := map[string][]side{
		"chess":         orthodox,
		"chess960":      orthodox,
		"cowardly-crew": orthodox,
		// Symmetric: the king moves 3 squares: e1-b1 with a1-c1, e1-h1 with i1-g1.
		"symmetric": {
			{"e1", "i1", "h1", "g1", []string{"O-O"}, []string{"O-O"}},
			{"e1", "a1", "b1", "c1", []string{"O-O-O"}, []string{"O-O-O"}},
		},
		"modern": modern, "modern-swap": modern, "modern-step": modern,
		"pmc1": pmc, "pmc2": pmc, "pmc3": pmc, "pmc4": pmc,
	}
	for id, sides := range want {
		v := mustLoad(t, id)
		if v.Castling == nil {
			t.Errorf("%s: no castling", id)
			continue
		}
		var got []side
		for _, s := range v.Castling.Sides {
			g := v.Board
			got = append(got, side{g.Name(s.King), g.Name(s.Rook), g.Name(s.KingTo), g.Name(s.RookTo), s.SAN[rules.White], s.SAN[rules.Black]})
		}
		if !reflect.DeepEqual(got, sides) {
			t.Errorf("%s: castling sides\n got %v\nwant %v", id, got, sides)
		}
	}
}

func TestShippedModules(t *testing.T) {
	base := []string{"castling", "en_passant", "promotion"}
	want := map[string][]string{
		"chess":         base,
		"chess960":      base,
		"symmetric":     append(slices.Clone(base), "bishop_conversion"),
		"modern":        base,
		"modern-swap":   append(slices.Clone(base), "bishop_swap"),
		"modern-step":   append(slices.Clone(base), "bishop_conversion"),
		"pmc1":          append(slices.Clone(base), "bishop_swap"),
		"pmc2":          append(slices.Clone(base), "bishop_swap"),
		"pmc3":          append(slices.Clone(base), "bishop_swap"),
		"pmc4":          append(slices.Clone(base), "bishop_swap"),
		"cowardly-crew": append(slices.Clone(base), "capture_conversion"),
	}
	for id, mods := range want {
		v := mustLoad(t, id)
		if got := v.Modules(); !slices.Equal(got, mods) {
			t.Errorf("%s: modules %v, want %v", id, got, mods)
		}
		// Promotion on the last rank; Q R B N, plus M where the preset has one.
		choices := "QRBN"
		if v.Piece('M') != nil {
			choices = "QMRBN"
		}
		if p := v.Promotion; p == nil || p.ZoneRank != -1 || string(p.Choices) != choices {
			t.Errorf("%s: promotion %+v, want zone -1 and choices %s", id, p, choices)
		}
		switch {
		case v.BishopConversion != nil:
			bc := v.BishopConversion
			last := board.RankName(v.Board.Ranks - 1)
			wantHomes := []string{"c1", "g1", "c" + last, "g" + last} // symmetric: c8 g8; modern-step: c9 g9
			var got []string
			for _, c := range []rules.Color{rules.White, rules.Black} {
				for _, sq := range bc.Homes[c] {
					got = append(got, v.Board.Name(sq))
				}
			}
			if bc.Piece != 'B' || bc.Step != "fsW" || len(bc.StepAtoms) == 0 || !bc.Capture || !slices.Equal(got, wantHomes) {
				t.Errorf("%s: bishop_conversion %+v homes %v, want B, fsW, capture, homes %v", id, bc, got, wantHomes)
			}
		case v.BishopSwap != nil:
			bs := v.BishopSwap
			if bs.Piece != 'B' || string(bs.Partners) != "QMN" || bs.Distance != 1 || bs.InCheck {
				t.Errorf("%s: bishop_swap %+v, want B, partners QMN, distance 1, not in check", id, bs)
			}
		case v.CaptureConversion != nil:
			cc := v.CaptureConversion
			wantRanks := map[byte]int{'P': 1, 'N': 2, 'B': 2, 'R': 3, 'Q': 4}
			if !reflect.DeepEqual(cc.Ranks, wantRanks) || !cc.ImmuneNextToKing {
				t.Errorf("%s: capture_conversion %+v, want ranks %v and immunity next to the king", id, cc, wantRanks)
			}
		}
	}
}

// seeds are the presets of the seed rule texts (../shared/seeds); chess960 has
// their pieces and end rules too. The lichess family (TestLichessPresets) and the
// classics (TestClassicPresets) are checked apart.
var seeds = []string{"chess", "chess960", "cowardly-crew", "modern", "modern-step", "modern-swap", "pmc1", "pmc2", "pmc3", "pmc4", "symmetric"}

func TestShippedPiecesAndEnd(t *testing.T) {
	for _, id := range seeds {
		v := mustLoad(t, id)
		wantBetza := map[byte]string{'K': "K", 'Q': "Q", 'R': "R", 'B': "B", 'N': "N", 'P': "fmWfceFifmnD"}
		if strings.HasPrefix(id, "modern") || strings.HasPrefix(id, "pmc") {
			wantBetza['M'] = "BN"
		}
		if len(v.Pieces) != len(wantBetza) {
			t.Errorf("%s: %d pieces, want %d", id, len(v.Pieces), len(wantBetza))
		}
		for l, bz := range wantBetza {
			p := v.Piece(l)
			if p == nil || p.Betza != bz || len(p.Atoms) == 0 {
				t.Errorf("%s: piece %c = %+v, want Betza %s", id, l, p, bz)
				continue
			}
			if p.Royal != (l == 'K') || p.Pawn != (l == 'P') {
				t.Errorf("%s: piece %c royal=%v pawn=%v", id, l, p.Royal, p.Pawn)
			}
			if wantIR := map[bool]int{true: 2, false: 0}[l == 'P']; p.InitialRank != wantIR {
				t.Errorf("%s: piece %c initial rank %d, want %d", id, l, p.InitialRank, wantIR)
			}
		}
		want := rules.End{Checkmate: "loss", Stalemate: "draw",
			MoveRule: rules.MoveRule{Claim: 50, Automatic: 75}, Repetition: rules.Repetition{Claim: 3, Automatic: 5},
			Insufficient: []string{"K-K", "KN-K", "KB-K", "KB-KB:same-colour"}}
		if !reflect.DeepEqual(v.End, want) {
			t.Errorf("%s: end %+v, want %+v", id, v.End, want)
		}
	}
}

// TestClassicPresets checks the pieces of the presets beyond the seeds against the
// rule texts (Fairy-Stockfish's variant definitions, summed up in
// ../shared/oracle/fsf-variants/README.md): the letters beyond chess's KQRBNP, their
// Betza, what is taken away, and the promotion choices.
func TestClassicPresets(t *testing.T) {
	tests := []struct {
		id      string
		files   int
		ranks   int
		extra   map[byte]string // piece letter -> Betza, beyond or instead of chess's
		removed string          // chess letters the preset drops
		promote string
	}{
		{"capablanca", 10, 8, map[byte]string{'A': "BN", 'C': "RN"}, "", "QRBNAC"},
		{"gothic", 10, 8, map[byte]string{'A': "BN", 'C': "RN"}, "", "QRBNAC"},
		{"embassy", 10, 8, map[byte]string{'A': "BN", 'C': "RN"}, "", "QRBNAC"},
		{"janus", 10, 8, map[byte]string{'J': "BN"}, "", "QRBNJ"},
		{"chancellor", 9, 9, map[byte]string{'C': "RN"}, "", "QRBNC"},
		{"centaur", 10, 8, map[byte]string{'C': "KN"}, "", "QRBNC"},
		{"amazon", 8, 8, map[byte]string{'A': "QN"}, "Q", "ARBN"},
		{"almost", 8, 8, map[byte]string{'C': "RN"}, "Q", "CRBN"},
		{"knightmate", 8, 8, map[byte]string{'K': "N", 'M': "K"}, "N", "QRBM"},
		{"nightrider", 8, 8, map[byte]string{'N': "NN"}, "", "QRBN"},
		{"berolina", 8, 8, map[byte]string{'P': "fmFfceWifmnA"}, "", "QRBN"},
		{"newzealand", 8, 8, map[byte]string{'R': "mRcN", 'N': "mNcR"}, "", "QRBN"},
		{"shatranj", 8, 8, map[byte]string{'Q': "F", 'B': "A", 'P': "fmWfcF"}, "", "Q"},
		{"courier", 12, 8, map[byte]string{'E': "A", 'F': "F", 'M': "K", 'W': "W", 'P': "fmWfcF"}, "Q", "F"},
		{"grand", 10, 10, map[byte]string{'A': "BN", 'C': "RN"}, "", "QRBNAC"},
		{"grasshopper", 8, 8, map[byte]string{'G': "gQ", 'P': "fmWfcF"}, "", "QRBNG"},
		{"shako", 10, 10, map[byte]string{'C': "mRcpR", 'E': "FA"}, "", "QRBNCE"},
		{"makruk", 8, 8, map[byte]string{'S': "FfW", 'M': "F", 'P': "fmWfcF"}, "QB", "M"},
	}
	for _, tc := range tests {
		v := mustLoad(t, tc.id)
		if v.Board.Files != tc.files || v.Board.Ranks != tc.ranks {
			t.Errorf("%s: board %dx%d, want %dx%d", tc.id, v.Board.Files, v.Board.Ranks, tc.files, tc.ranks)
		}
		want := map[byte]string{'K': "K", 'Q': "Q", 'R': "R", 'B': "B", 'N': "N", 'P': "fmWfceFifmnD"}
		for _, l := range []byte(tc.removed) {
			delete(want, l)
		}
		for l, bz := range tc.extra {
			want[l] = bz
		}
		if len(v.Pieces) != len(want) {
			t.Errorf("%s: %d pieces, want %d", tc.id, len(v.Pieces), len(want))
		}
		for l, bz := range want {
			if p := v.Piece(l); p == nil || p.Betza != bz || len(p.Atoms) == 0 || p.Royal != (l == 'K') {
				t.Errorf("%s: piece %c = %+v, want Betza %s", tc.id, l, p, bz)
			}
		}
		if v.Promotion == nil || string(v.Promotion.Choices) != tc.promote {
			t.Errorf("%s: promotion %+v, want choices %s", tc.id, v.Promotion, tc.promote)
		}
	}
}

// TestDerivedPresetsAreSmall: PMC2-PMC4 "must be small presets that derive from PMC1
// and change only the setup".
func TestDerivedPresetsAreSmall(t *testing.T) {
	allowed := []string{"id", "name", "description", "meta", "extends", "setup"}
	for _, id := range []string{"pmc2", "pmc3", "pmc4"} {
		data, err := fs.ReadFile(presets.FS, id+".yaml")
		if err != nil {
			t.Fatal(err)
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		root := doc.Content[0]
		for i := 0; i < len(root.Content); i += 2 {
			k, v := root.Content[i].Value, root.Content[i+1]
			if !slices.Contains(allowed, k) {
				t.Errorf("%s.yaml has key %q; a PMC variant changes only the setup", id, k)
			}
			if k == "extends" && v.Value != "pmc1" {
				t.Errorf("%s.yaml extends %q, want pmc1", id, v.Value)
			}
			if k == "setup" && (len(v.Content) != 2 || v.Content[0].Value != "array") {
				t.Errorf("%s.yaml: setup should hold only array", id)
			}
		}
		if n := strings.Count(string(data), "\n"); n > 12 {
			t.Errorf("%s.yaml has %d lines; keep it a few lines over pmc1", id, n)
		}
		// Apart from the setup, the rules are PMC1's.
		v1, v := mustLoad(t, "pmc1"), mustLoad(t, id)
		a, b := *v1, *v
		a.ID, a.Name, a.Description, a.Setup = "", "", "", ""
		b.ID, b.Name, b.Description, b.Setup = "", "", "", ""
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s differs from pmc1 in more than id, name, description and setup", id)
		}
	}
}

func TestList(t *testing.T) {
	infos := List()
	if len(infos) != len(shipped) {
		t.Fatalf("List() has %d entries, want %d", len(infos), len(shipped))
	}
	for i, in := range infos {
		if in.ID != shipped[i] || in.Source != "presets/"+in.ID+".yaml" || in.Name == "" || in.Description == "" {
			t.Errorf("List()[%d] = %+v", i, in)
		}
	}
	byID := map[string]Info{}
	for _, in := range infos {
		byID[in.ID] = in
	}
	if in := byID["pmc2"]; in.Extends != "pmc1" || in.Meta.Inventor != "José Manuel Carrillo-Muñiz" || in.Meta.Year != 2008 {
		t.Errorf("pmc2 info %+v: want extends pmc1 and meta inherited from pmc1", in)
	}
	if in := byID["chess"]; in.Extends != "" {
		t.Errorf("chess extends %q", in.Extends)
	}
}

func TestResolveOrigins(t *testing.T) {
	r, d := Resolve("pmc2", Options{})
	if len(d) > 0 {
		t.Fatal(d)
	}
	wantChain := []string{"presets/pmc2.yaml", "presets/pmc1.yaml", "presets/modern.yaml", "presets/chess.yaml"}
	if !slices.Equal(r.Chain, wantChain) || r.ID != "pmc2" || r.Extends != "pmc1" {
		t.Errorf("chain %v id %q extends %q", r.Chain, r.ID, r.Extends)
	}
	for _, c := range []struct {
		path []string
		file string
	}{
		{[]string{"setup", "array"}, "presets/pmc2.yaml"},
		{[]string{"meta", "notes"}, "presets/pmc2.yaml"},
		{[]string{"meta", "inventor"}, "presets/pmc1.yaml"},
		{[]string{"rules", "bishop_swap"}, "presets/pmc1.yaml"},
		{[]string{"board", "ranks"}, "presets/pmc1.yaml"},
		{[]string{"board", "files"}, "presets/modern.yaml"},
		{[]string{"pieces", "M"}, "presets/modern.yaml"},
		{[]string{"pieces", "K"}, "presets/chess.yaml"},
		{[]string{"end", "move_rule", "claim"}, "presets/chess.yaml"},
	} {
		k, v := r.Lookup(c.path...)
		if k == nil || v == nil {
			t.Errorf("Lookup(%v) found nothing", c.path)
			continue
		}
		if got := r.Origin(k); got != c.file {
			t.Errorf("Origin of key %v = %q, want %q", c.path, got, c.file)
		}
		if p := r.Pos(v); p.File != c.file || p.Line < 1 || p.Col < 1 {
			t.Errorf("Pos of %v = %v", c.path, p)
		}
	}
	for _, k := range []string{"schema", "id", "extends"} {
		if kn, _ := r.Lookup(k); kn != nil {
			t.Errorf("per-file key %q is in the merged document", k)
		}
	}
}

func TestWithoutModule(t *testing.T) {
	v := mustLoad(t, "symmetric")
	w, err := v.Without(rules.ModBishopConversion)
	if err != nil || w.BishopConversion != nil || v.BishopConversion == nil || w.Castling == nil {
		t.Errorf("Without(bishop_conversion) = %+v, %v", w, err)
	}
}

// TestLichessPresets: the lichess family extends chess with their rule modules
// and end rules (lichess.org/variant pages).
func TestLichessPresets(t *testing.T) {
	zh := mustLoad(t, "crazyhouse")
	// "Captured pieces can be dropped ... pawns cannot be dropped on the first or last rank"
	if zh.Drops == nil || zh.Drops.Ranks['P'] != [2]int{2, 7} || len(zh.Drops.OnePerFile) != 0 || zh.Drops.Hand != "" {
		t.Errorf("crazyhouse drops = %+v", zh.Drops)
	}
	// any piece can come back from a hand: no dead position by material
	if len(zh.End.Insufficient) != 0 || zh.Castling == nil || zh.EnPassant == nil || zh.Promotion == nil {
		t.Errorf("crazyhouse: %+v", zh)
	}
	// "a player who gives check for the third time wins"; any piece can check
	tc := mustLoad(t, "three-check")
	if tc.End.Checks != 3 || !reflect.DeepEqual(tc.End.Insufficient, []string{"K-K"}) {
		t.Errorf("three-check end = %+v", tc.End)
	}
	// "bring your king to the centre (d4, e4, d5, e5)"
	kh := mustLoad(t, "king-of-the-hill")
	var goal []string
	for _, s := range kh.End.Goal {
		goal = append(goal, kh.Board.Name(s))
	}
	if !reflect.DeepEqual(goal, []string{"d4", "e4", "d5", "e5"}) || len(kh.End.Insufficient) != 0 {
		t.Errorf("king-of-the-hill end = %+v (goal %v)", kh.End, goal)
	}
}

// Composability (issue 11): capture_conversion or bishop_conversion on top of
// crazyhouse load; explosions with capture_conversion (or drops) is refused with
// module-conflict.
func TestLichessComposability(t *testing.T) {
	for _, src := range []string{
		"schema: 1\nid: zh-crew\nname: ZH Crew\ndescription: x\nextends: crazyhouse\nrules: {capture_conversion: {}}\n",
		"schema: 1\nid: zh-sym\nname: ZH Sym\ndescription: x\nextends: symmetric\nrules: {drops: {ranks: {P: {from: 2, to: 7}}}}\nend: {insufficient_material: null}\n",
	} {
		_, v, dl := NewLoader(Options{}).CheckData("x.yaml", []byte(src))
		if v == nil || dl.HasErrors() {
			t.Errorf("%q: %v", src, dl)
		}
	}
	for _, src := range []string{
		"schema: 1\nid: at-crew\nname: Atomic Crew\ndescription: x\nextends: atomic\nrules: {capture_conversion: {}}\n",
		"schema: 1\nid: at-zh\nname: Atomic ZH\ndescription: x\nextends: atomic\nrules: {drops: {}}\n",
	} {
		_, v, dl := NewLoader(Options{}).CheckData("x.yaml", []byte(src))
		found := false
		for _, d := range dl {
			found = found || d.Code == CodeModuleConflict
		}
		if v != nil || !found {
			t.Errorf("%q: want a module-conflict error, got %v", src, dl)
		}
	}
}

// Shogi's sennichite (Japan Shogi Association): the fourth occurrence of a
// position draws, unless one side gave check with every move, which loses; no
// claim. minishogi inherits it. The xiangqi presets keep the claimable threefold
// repetition without the perpetual-check rule (docs/presets.md says why), and the
// default (chess) has none.
func TestPerpetualCheckPresets(t *testing.T) {
	want := rules.Repetition{Claim: 0, Automatic: 4, PerpetualCheck: "loss"}
	for _, id := range []string{"shogi", "minishogi"} {
		if got := mustLoad(t, id).End.Repetition; got != want {
			t.Errorf("%s: end.repetition = %+v, want %+v", id, got, want)
		}
	}
	for _, id := range []string{"xiangqi", "minixiangqi", "chess"} {
		if got := mustLoad(t, id).End.Repetition.PerpetualCheck; got != "" {
			t.Errorf("%s: end.repetition.perpetual_check = %q, want off", id, got)
		}
	}
}
