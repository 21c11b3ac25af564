package preset

import (
	"fmt"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/gamecourier/courier/pkg/diag"
)

// allocated runs f and returns the bytes it allocated.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestDeepExtendsChainBounded: a chain of 500 presets is refused at the 16th with
// extends-too-deep, at once: only MaxExtendsDepth files are read.
func TestDeepExtendsChainBounded(t *testing.T) {
	dir := t.TempDir()
	const n = 500
	writeFile(t, dir, "p0.yaml", "extends: chess\nname: P0\n")
	for i := 1; i < n; i++ {
		writeFile(t, dir, fmt.Sprintf("p%d.yaml", i), fmt.Sprintf("extends: p%d\nname: P%d\n", i-1, i))
	}
	top := filepath.Join(dir, fmt.Sprintf("p%d.yaml", n-1))
	var d []string
	bytes := allocated(func() {
		_, _, dl := NewLoader(Options{}).Check(top)
		d = codes(dl)
	})
	if bytes > 8<<20 {
		t.Errorf("allocated %d bytes", bytes)
	}
	// too deep at p0's extends; the top file gets parent-invalid at its own.
	if !slices.Equal(d, []string{CodeExtendsTooDeep, CodeParentInvalid}) {
		t.Errorf("got %v", d)
	}
}

// TestLongCycleBounded: a cycle through 12 files is found and named.
func TestLongCycleBounded(t *testing.T) {
	dir := t.TempDir()
	const n = 12
	for i := 0; i < n; i++ {
		writeFile(t, dir, fmt.Sprintf("c%d.yaml", i), fmt.Sprintf("extends: c%d\nname: C%d\n", (i+1)%n, i))
	}
	var d diag.List
	if bytes := allocated(func() { _, _, d = NewLoader(Options{}).Check(filepath.Join(dir, "c0.yaml")) }); bytes > 8<<20 {
		t.Errorf("allocated %d MiB", bytes>>20)
	}
	// c0 (sorted first) gets parent-invalid at its extends; the cycle is at c11's.
	if !slices.Equal(codes(d), []string{CodeParentInvalid, CodeExtendsCycle}) || !strings.Contains(d[1].Message, "c11.yaml -> "+filepath.Join(dir, "c0.yaml")) {
		t.Errorf("got %v", d)
	}
}

// aliasBombs returns the billion-laughs document (10^12 strings if expanded) and a
// file of MaxFileSize made of aliases of one string.
func aliasBombs() []string {
	b := billionLaughs()
	var wide strings.Builder
	wide.WriteString("name: Wide\nmeta:\n  notes: &a \"lol\"\n  sources: [")
	for wide.Len() < MaxFileSize-16 {
		wide.WriteString("*a, ")
	}
	wide.WriteString("*a]\n")
	return []string{b.String(), wide.String()}
}

// TestAliasBombBounded: the alias bombs are refused with yaml-alias in bounded
// memory. The bound is on the bytes allocated (a count of work, the same on any
// machine); the time is measured by BenchmarkAliasBomb, never asserted.
func TestAliasBombBounded(t *testing.T) {
	for _, src := range aliasBombs() {
		var d []string
		bytes := allocated(func() {
			_, v, dl := NewLoader(Options{}).CheckData("bomb.yaml", []byte(src))
			if v != nil {
				t.Error("a variant from an alias bomb")
			}
			d = codes(dl)
		})
		t.Logf("%d bytes of input: %d MiB allocated", len(src), bytes>>20)
		if bytes > 512<<20 {
			t.Errorf("allocated %d MiB", bytes>>20)
		}
		if !slices.Contains(d, CodeYAMLAlias) {
			t.Errorf("alias bomb not refused: %v", d[:min(len(d), 5)])
		}
	}
}

// BenchmarkAliasBomb times the refusal of each alias bomb of TestAliasBombBounded.
func BenchmarkAliasBomb(b *testing.B) {
	for i, src := range aliasBombs() {
		b.Run([]string{"laughs", "wide"}[i], func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				_, _, _ = NewLoader(Options{}).CheckData("bomb.yaml", []byte(src))
			}
		})
	}
}
