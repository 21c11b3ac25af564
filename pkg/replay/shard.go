package replay

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard is K/N, the K-th of N parts of a run: --shard K/N, whose inputs
// pkg/shard shares out (whole files and byte ranges; pkg/logargs gives a shard
// only its sources). As Options.Shard it selects games of the sources given
// instead: the games are numbered 0, 1, 2, ... over all sources in the order
// given (a game is what pkg/notation/gamefile splits a file into), and game i
// belongs to shard (i mod N) + 1; every source is read. The zero Shard (N = 0)
// selects every game.
type Shard struct {
	K, N int // 1 <= K <= N
}

// ParseShard reads "K/N" (1 <= K <= N, both decimal). The error says what is wrong
// with s.
func ParseShard(s string) (Shard, error) {
	ks, ns, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Shard{}, fmt.Errorf("%q is not K/N (the K-th of N shards, e.g. 1/4)", s)
	}
	k, err1 := strconv.Atoi(ks)
	n, err2 := strconv.Atoi(ns)
	if err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("%q is not K/N with whole numbers K and N (e.g. 1/4)", s)
	}
	if n < 1 || k < 1 || k > n {
		return Shard{}, fmt.Errorf("%q: want 1 <= K <= N, got K=%d, N=%d", s, k, n)
	}
	return Shard{K: k, N: n}, nil
}

// String writes "K/N", or "" for the zero Shard.
func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return strconv.Itoa(s.K) + "/" + strconv.Itoa(s.N)
}

// Has reports whether the game with 0-based run index i belongs to the shard.
func (s Shard) Has(i int) bool { return s.N <= 1 || i%s.N == s.K-1 }
