package stats

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"
)

func TestDist(t *testing.T) {
	var d Dist
	if d.Mean() != 0 || d.Median() != 0 || d.Max() != 0 || d.Min() != 0 {
		t.Error("empty Dist not all zero")
	}
	for _, v := range []int{7, 1, 3, 3, 10} { // sorted 1 3 3 7 10
		d.Add(v)
	}
	if d.N() != 5 || d.Sum() != 24 || d.Mean() != 4.8 || d.Median() != 3 || d.Min() != 1 || d.Max() != 10 {
		t.Errorf("n %d sum %d mean %v median %v min %d max %d; want 5 24 4.8 3 1 10", d.N(), d.Sum(), d.Mean(), d.Median(), d.Min(), d.Max())
	}
	d.Add(8) // 1 3 3 7 8 10: median (3+7)/2
	if d.Median() != 5 || d.Mean() != 5.33 {
		t.Errorf("median %v mean %v, want 5 and 5.33", d.Median(), d.Mean())
	}
	d.Add(-4) // counts as 0
	d.Add(1 << 30)
	if d.Min() != 0 || d.Max() != maxDistValue {
		t.Errorf("min %d max %d: want 0 and the cap", d.Min(), d.Max())
	}
}

func TestBuckets(t *testing.T) {
	var d Dist
	for _, v := range []int{12, 44, 46, 59, 59, 106} {
		d.Add(v)
	}
	// 12..106 in at most 10 buckets: width 10 gives 10..19 .. 100..109, 10 buckets
	if got, want := fmt.Sprint(d.Buckets(10)), "[{10 19 1} {20 29 0} {30 39 0} {40 49 2} {50 59 2} {60 69 0} {70 79 0} {80 89 0} {90 99 0} {100 109 1}]"; got != want {
		t.Errorf("Buckets(10) = %s, want %s", got, want)
	}
	// at most 5: width 20 (0..19 .. 100..119 would be 6), so 50: 0..49, 50..99, 100..149
	if got, want := fmt.Sprint(d.Buckets(5)), "[{0 49 3} {50 99 2} {100 149 1}]"; got != want {
		t.Errorf("Buckets(5) = %s, want %s", got, want)
	}
	var one Dist
	one.Add(5)
	if got := fmt.Sprint(one.Buckets(16)); got != "[{5 5 1}]" {
		t.Errorf("one value: %s", got)
	}
}

func TestTopK(t *testing.T) {
	tk := NewTopK(3)
	for _, k := range strings.Fields("e4 d4 e4 c4 e4 d4") {
		tk.Add(k)
	}
	if !tk.Exact() || fmt.Sprint(tk.Top(0)) != "[{e4 3} {d4 2} {c4 1}]" || fmt.Sprint(tk.Top(2)) != "[{e4 3} {d4 2}]" {
		t.Errorf("exact %v top %v", tk.Exact(), tk.Top(0))
	}
	// a fourth key replaces the least frequent (c4, count 1): Nf3 gets 1+1
	tk.Add("Nf3")
	if tk.Exact() || tk.Len() != 3 || fmt.Sprint(tk.Top(0)) != "[{e4 3} {Nf3 2} {d4 2}]" {
		t.Errorf("after eviction: exact %v top %v", tk.Exact(), tk.Top(0))
	}
	// a key more frequent than the smallest count is never lost
	big := NewTopK(4)
	for i := 0; i < 1000; i++ {
		big.Add(fmt.Sprint("rare", i))
		if i%3 == 0 {
			big.Add("often")
		}
	}
	if top := big.Top(1); top[0].Key != "often" || top[0].Count < 334 {
		t.Errorf("frequent key lost: %v", top)
	}
}

func TestClock(t *testing.T) {
	w := newClock("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	b := newClock("8/8/8/8/8/8/k6K/8 b - - 3 40")
	for _, tc := range []struct {
		c    clock
		ply  int
		side string
		move int
	}{{w, 1, "white", 1}, {w, 2, "black", 1}, {w, 3, "white", 2}, {b, 1, "black", 40}, {b, 2, "white", 41}, {b, 3, "black", 41}} {
		if s, m := tc.c.side(tc.ply), tc.c.move(tc.ply); s != tc.side || m != tc.move {
			t.Errorf("ply %d: %s %d, want %s %d", tc.ply, s, m, tc.side, tc.move)
		}
	}
}

func TestBarChartXML(t *testing.T) {
	s := barChart(`Results <&>`, []string{"1-0", "0-1", "*"}, []series{{"claimed", "#000", []int{3, 0, 1}}, {"computed", "#111", []int{1, 2, 1}}})
	dec := xml.NewDecoder(strings.NewReader(s))
	rects := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%s", err, s)
		}
		if e, ok := tok.(xml.StartElement); ok && e.Name.Local == "rect" {
			rects++
		}
	}
	if rects != 2+6 { // legend + bars
		t.Errorf("%d rects, want 8", rects)
	}
}
