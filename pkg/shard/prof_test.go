package shard

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkPrefix: the count of the lines and sync points of 8 MB of PGN games
// (what a shard does before a range that starts at the end of it).
func BenchmarkPrefix(b *testing.B) {
	var sb strings.Builder
	for i := 0; sb.Len() < 8<<20; i++ {
		sb.WriteString(pgnGame(i, "1-0"))
		fmt.Fprintf(&sb, "[Event \"%d\"]\n[Site \"x\"]\n\n1. e4 { [%%clk 0:03:00] } e5 { [%%clk 0:03:00] } 0-1\n\n", i)
	}
	data := []byte(sb.String())
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		s := &scanner{r: bytes.NewReader(data), size: int64(len(data)), end: '\n'}
		if _, _, err := s.prefix(s.size); err != nil {
			b.Fatal(err)
		}
	}
}
