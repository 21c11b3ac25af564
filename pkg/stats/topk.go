package stats

import (
	"encoding/json"
	"fmt"
	"sort"
)

// DefaultCapacity is the number of distinct keys a TopK tracks.
const DefaultCapacity = 64

// TopK counts the most frequent keys of a stream in bounded memory (the Space-Saving
// algorithm of Metwally, Agrawal and El Abbadi): it tracks at most Capacity keys; a
// new key arriving when the table is full replaces the key with the smallest count
// and inherits that count plus one. While no key has been replaced (Exact) every
// count is exact; afterwards a count may be too high by at most the smallest
// tracked count, and a key that occurs more often than that is always tracked.
type TopK struct {
	capacity int
	items    map[string]*tkItem
	evicted  bool
}

type tkItem struct{ count, over int }

// NewTopK returns an empty counter tracking at most capacity keys (DefaultCapacity
// when capacity <= 0).
func NewTopK(capacity int) *TopK {
	if capacity <= 0 {
		capacity = DefaultCapacity
	}
	return &TopK{capacity: capacity, items: map[string]*tkItem{}}
}

// Add counts key once.
func (t *TopK) Add(key string) {
	if it, ok := t.items[key]; ok {
		it.count++
		return
	}
	if len(t.items) < t.capacity {
		t.items[key] = &tkItem{count: 1}
		return
	}
	minKey, minCount := "", -1
	for k, it := range t.items {
		if minCount < 0 || it.count < minCount || (it.count == minCount && k > minKey) {
			minKey, minCount = k, it.count
		}
	}
	delete(t.items, minKey)
	t.items[key] = &tkItem{count: minCount + 1, over: minCount}
	t.evicted = true
}

// Exact reports whether every count is exact (no key was ever replaced).
func (t *TopK) Exact() bool { return !t.evicted }

// Len is the number of keys tracked.
func (t *TopK) Len() int { return len(t.items) }

// KeyCount is a key and its count.
type KeyCount struct {
	Key   string `json:"key"`
	Count int    `json:"count"`
}

// Top returns the n most frequent keys, by count (highest first), ties by key in
// ascending byte order ("Nc3" before "a4" before "c3"); all of them when n <= 0.
// Every output (text, CSV, HTML, JSON) lists top-N tables in this order.
func (t *TopK) Top(n int) []KeyCount {
	out := make([]KeyCount, 0, len(t.items))
	for k, it := range t.items {
		out = append(out, KeyCount{k, it.count})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Key < out[j].Key
	})
	if n > 0 && len(out) > n {
		out = out[:n]
	}
	return out
}

// Rest describes the keys that Top(n) leaves out: how many tracked keys, and the
// sum of their counts (every count added minus those shown). While Exact, both are
// exact; otherwise they are lower bounds (keys no longer tracked are not counted,
// and the counts shown may be too high).
func (t *TopK) Rest(n int) (keys, count int) {
	if n <= 0 || len(t.items) <= n {
		return 0, 0
	}
	shown := 0
	for _, kc := range t.Top(n) {
		shown += kc.Count
	}
	// Space-Saving keeps the sum of the tracked counts equal to the number of keys
	// added: a new key replacing the smallest count c gets c+1
	return len(t.items) - n, t.total() - shown
}

// total is the number of keys added (the sum of the tracked counts).
func (t *TopK) total() int {
	n := 0
	for _, it := range t.items {
		n += it.count
	}
	return n
}

// topJSON is the JSON form of a TopK cut to its first n keys.
type topJSON struct {
	Exact    bool       `json:"exact"`
	Capacity int        `json:"capacity"`
	Top      []KeyCount `json:"top"`
}

func (t *TopK) json(n int) topJSON {
	return topJSON{Exact: t.Exact(), Capacity: t.capacity, Top: t.Top(n)}
}

// MarshalJSON writes {"exact": bool, "capacity": n, "top": [{"key", "count"}...]}
// with every key tracked, so that Merge has the whole table.
func (t *TopK) MarshalJSON() ([]byte, error) { return json.Marshal(t.json(0)) }

// UnmarshalJSON reads what MarshalJSON writes. Errors: a key listed twice, a count
// below 1, more keys than the capacity, a missing capacity.
func (t *TopK) UnmarshalJSON(data []byte) error {
	var j struct {
		Exact    bool       `json:"exact"`
		Capacity *int       `json:"capacity"`
		Top      []KeyCount `json:"top"`
	}
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if j.Capacity == nil {
		return fmt.Errorf("no capacity: written by an older courier; run courier stats -o json again")
	}
	if *j.Capacity < 1 || len(j.Top) > *j.Capacity {
		return fmt.Errorf("capacity %d with %d keys", *j.Capacity, len(j.Top))
	}
	nt := &TopK{capacity: *j.Capacity, items: make(map[string]*tkItem, len(j.Top)), evicted: !j.Exact}
	for _, kc := range j.Top {
		if _, dup := nt.items[kc.Key]; dup {
			return fmt.Errorf("the key %q is listed twice", kc.Key)
		}
		if kc.Count < 1 {
			return fmt.Errorf("the key %q has the count %d (want 1 or more)", kc.Key, kc.Count)
		}
		nt.items[kc.Key] = &tkItem{count: kc.Count}
	}
	*t = *nt
	return nil
}

// Merge adds the counts of o to t. While both are Exact and together they hold at
// most Capacity keys (the larger capacity of the two), the result is exact and
// equal to one TopK that had been given both streams, in any order. Otherwise it
// keeps the Capacity keys of highest count (ties by key) and is not Exact: a count
// may then be too high (as Space-Saving's) and a key left out may be missing.
func (t *TopK) Merge(o *TopK) {
	t.capacity = max(t.capacity, o.capacity)
	t.evicted = t.evicted || o.evicted
	for k, it := range o.items {
		if mine, ok := t.items[k]; ok {
			mine.count += it.count
			mine.over += it.over
		} else {
			t.items[k] = &tkItem{count: it.count, over: it.over}
		}
	}
	if len(t.items) > t.capacity {
		for _, kc := range t.Top(0)[t.capacity:] {
			delete(t.items, kc.Key)
		}
		t.evicted = true
	}
}
