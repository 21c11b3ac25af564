package space

import "testing"

func TestAt(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		want int
	}{
		{"a b", 1, 1}, {"a b", 0, 0}, {"\t", 0, 1}, {"\u00a0x", 0, 2}, {"x\u205f", 1, 3},
		{"é", 0, 0}, {"\xff", 0, 0}, {"\u3000", 0, 3},
	} {
		if got := At(tc.s, tc.i); got != tc.want {
			t.Errorf("At(%q, %d) = %d, want %d", tc.s, tc.i, got, tc.want)
		}
	}
}
