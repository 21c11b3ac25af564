package shard

import (
	"os"
	"testing"
)

func BenchmarkPrefix(b *testing.B) {
	name := os.Getenv("SYNCFILE")
	if name == "" {
		b.Skip()
	}
	f := Probe(name)
	fd, _ := os.Open(name)
	defer fd.Close()
	for i := 0; i < b.N; i++ {
		s := &scanner{r: fd, size: f.Size, end: f.End}
		s.prefix(f.Size - 100)
	}
}
