package stats

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
)

// Dist is the distribution of a non-negative integer quantity (plies, move numbers,
// pieces per game) kept as a histogram: counts[v] is how often v occurred. Its size
// is the largest value seen plus one, whatever the number of values added, so the
// median costs no list of every value.
type Dist struct {
	counts []int
	n      int
	sum    int64
}

// maxDistValue caps the histogram; larger values are counted as this value (a game
// longer than 100,000 plies is not a real game).
const maxDistValue = 100_000

// Add counts one value; negative values count as 0.
func (d *Dist) Add(v int) {
	v = min(max(v, 0), maxDistValue)
	if v >= len(d.counts) {
		d.counts = append(d.counts, make([]int, v+1-len(d.counts))...)
	}
	d.counts[v]++
	d.n++
	d.sum += int64(v)
}

// N is the number of values added.
func (d *Dist) N() int { return d.n }

// Sum is the sum of the values.
func (d *Dist) Sum() int64 { return d.sum }

// Mean is the arithmetic mean, rounded to two decimals; 0 when empty.
func (d *Dist) Mean() float64 {
	if d.n == 0 {
		return 0
	}
	return round2(float64(d.sum) / float64(d.n))
}

// Median is the middle value, or the mean of the two middle values when N is even;
// 0 when empty.
func (d *Dist) Median() float64 {
	if d.n == 0 {
		return 0
	}
	lo, hi := d.nth((d.n-1)/2), d.nth(d.n/2)
	return float64(lo+hi) / 2
}

// nth returns the k-th smallest value (0-based).
func (d *Dist) nth(k int) int {
	seen := 0
	for v, c := range d.counts {
		seen += c
		if seen > k {
			return v
		}
	}
	return len(d.counts) - 1
}

// Min is the smallest value; 0 when empty.
func (d *Dist) Min() int {
	for v, c := range d.counts {
		if c > 0 {
			return v
		}
	}
	return 0
}

// Max is the largest value; 0 when empty.
func (d *Dist) Max() int {
	for v := len(d.counts) - 1; v >= 0; v-- {
		if d.counts[v] > 0 {
			return v
		}
	}
	return 0
}

// Bucket is one bar of a histogram drawn from a Dist: the values Lo..Hi (inclusive)
// occurred Count times.
type Bucket struct{ Lo, Hi, Count int }

// Buckets groups the values into at most n buckets of equal width (a round width:
// 1, 2, 5, 10, 20, 50, ...), from the bucket holding Min to the one holding Max.
func (d *Dist) Buckets(n int) []Bucket {
	if d.n == 0 || n <= 0 {
		return nil
	}
	lo, hi := d.Min(), d.Max()
	w := 1
	for hi/w-lo/w+1 > n {
		w = nextNice(w)
	}
	var out []Bucket
	for b := lo / w * w; b <= hi; b += w {
		c := 0
		for v := b; v < b+w && v < len(d.counts); v++ {
			c += d.counts[v]
		}
		out = append(out, Bucket{Lo: b, Hi: b + w - 1, Count: c})
	}
	return out
}

// nextNice returns the round width after w: 1, 2, 5, 10, 20, 50, 100, ...
func nextNice(w int) int {
	p := 1
	for p*10 <= w {
		p *= 10
	}
	switch w / p {
	case 1:
		return 2 * p
	case 2:
		return 5 * p
	default:
		return 10 * p
	}
}

// distJSON is the JSON form of a Dist.
type distJSON struct {
	N         int       `json:"n"`
	Sum       int64     `json:"sum"`
	Mean      float64   `json:"mean"`
	Median    float64   `json:"median"`
	Min       int       `json:"min"`
	Max       int       `json:"max"`
	Histogram histogram `json:"histogram"`
}

// histogram is the JSON form of Dist.counts: an object from each value that
// occurred (a decimal string) to its count, in ascending numeric order.
type histogram []int

func (h histogram) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for v, c := range h {
		if c == 0 {
			continue
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = strconv.AppendInt(b, int64(v), 10)
		b = append(b, '"', ':')
		b = strconv.AppendInt(b, int64(c), 10)
	}
	return append(b, '}'), nil
}

func (h *histogram) UnmarshalJSON(data []byte) error {
	var m map[string]int
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	var out []int
	for k, c := range m {
		v, err := strconv.Atoi(k)
		if err != nil || v < 0 || v > maxDistValue || strconv.Itoa(v) != k {
			return fmt.Errorf("histogram: the value %q is not a whole number from 0 to %d", k, maxDistValue)
		}
		if c < 1 {
			return fmt.Errorf("histogram: the value %d has the count %d (want 1 or more)", v, c)
		}
		if v >= len(out) {
			out = append(out, make([]int, v+1-len(out))...)
		}
		out[v] = c
	}
	*h = out
	return nil
}

// MarshalJSON writes {"n", "sum", "mean", "median", "min", "max", "histogram"};
// histogram ({"value": count}, values that occurred, ascending) is what makes the
// statistics of several runs mergeable into exactly those of one (Merge).
func (d Dist) MarshalJSON() ([]byte, error) {
	return json.Marshal(distJSON{N: d.n, Sum: d.sum, Mean: d.Mean(), Median: d.Median(), Min: d.Min(), Max: d.Max(), Histogram: d.counts})
}

// UnmarshalJSON reads what MarshalJSON writes: the histogram is the distribution;
// n and sum must agree with it (the other fields are derived and not read). Errors
// name the disagreement; a distribution without a histogram (written by a courier
// before stats merge existed) is an error unless n is 0.
func (d *Dist) UnmarshalJSON(data []byte) error {
	var j struct {
		N         int        `json:"n"`
		Sum       int64      `json:"sum"`
		Histogram *histogram `json:"histogram"`
	}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if j.Histogram == nil {
		if j.N != 0 {
			return fmt.Errorf("no histogram (n is %d): written by an older courier; run courier stats -o json again", j.N)
		}
		*d = Dist{}
		return nil
	}
	nd := Dist{counts: *j.Histogram}
	for v, c := range nd.counts {
		nd.n += c
		nd.sum += int64(v) * int64(c)
	}
	if nd.n != j.N || nd.sum != j.Sum {
		return fmt.Errorf("the histogram holds %d values summing to %d, but n is %d and sum %d", nd.n, nd.sum, j.N, j.Sum)
	}
	*d = nd
	return nil
}

// Merge adds the values of o to d, as if they had been added one by one.
func (d *Dist) Merge(o *Dist) {
	if len(o.counts) > len(d.counts) {
		d.counts = append(d.counts, make([]int, len(o.counts)-len(d.counts))...)
	}
	for v, c := range o.counts {
		d.counts[v] += c
	}
	d.n += o.n
	d.sum += o.sum
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }
