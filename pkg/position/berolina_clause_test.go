package position_test

import (
	"strings"
	"testing"
)

// TestBerolinaEnPassantFEN: after a Berolina pawn's diagonal double step (e2c4,
// passing d3) the black d4 pawn may take it en passant by its straight capture
// d4-d3 (the preset's notes: "en passant on the square the double step passed").
// The FEN then names the target and, as the victim does not stand just beyond
// it, the victim's square: "d3c4", as Fairy-Stockfish writes it (its FEN of
// this position: "4k3/8/8/8/2Pp4/8/8/4K3 b - d3c4 0 1"). That FEN reads back, and
// so does "d3" alone (the one white pawn diagonally beyond d3); with white pawns
// on both c4 and e4 "d3" is ambiguous and refused, "d3c4" is not.
func TestBerolinaEnPassantFEN(t *testing.T) {
	r := clRules(t, "berolina")
	p, err := r.ParseFEN("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	played := false
	for _, m := range p.LegalMoves(nil) {
		if p.Coord(m) == "e2c4" {
			p.Make(m)
			played = true
		}
	}
	if !played {
		t.Fatal("e2c4 is not legal")
	}
	const want = "4k3/8/8/8/2Pp4/8/8/4K3 b - d3c4 0 1"
	if got := p.FEN(); got != want {
		t.Fatalf("FEN after e2c4 = %s, want %s", got, want)
	}
	for _, fen := range []string{want, "4k3/8/8/8/2Pp4/8/8/4K3 b - d3 0 1"} {
		q, err := r.ParseFEN(fen)
		if err != nil {
			t.Errorf("%s: %v", fen, err)
			continue
		}
		if q.FEN() != want {
			t.Errorf("%s reads back as %s, want %s", fen, q.FEN(), want)
		}
		ep := false
		for _, m := range q.LegalMoves(nil) {
			ep = ep || (m.EnPassant() && q.Coord(m) == "d4d3")
		}
		if !ep {
			t.Errorf("%s: d4xd3 en passant is not among the legal moves", fen)
		}
	}
	// an orthodox double step still writes the target alone
	c := clRules(t, "chess")
	q, err := c.ParseFEN("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1")
	if err != nil || q.FEN() != "4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1" {
		t.Errorf("chess e3: %v %v", q, err)
	}
	if _, err := r.ParseFEN("4k3/8/8/8/2PpP3/8/8/4K3 b - d3 0 1"); err == nil || !strings.Contains(err.Error(), "two") {
		t.Errorf("two white pawns beyond d3: %v, want an ambiguity error", err)
	}
	if _, err := r.ParseFEN("4k3/8/8/8/2PpP3/8/8/4K3 b - d3e4 0 1"); err != nil {
		t.Errorf("d3e4: %v", err)
	}
	if _, err := r.ParseFEN("4k3/8/8/8/2Pp4/8/8/4K3 b - d3d4 0 1"); err == nil {
		t.Error("d3d4 (a black pawn) read as a victim")
	}
}
