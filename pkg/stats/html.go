package stats

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// Illegal is an illegal move to show in the HTML report: where it is, what it
// says, and the SVG diagram of the position before it (pkg/diagram).
type Illegal struct {
	File                 string
	Game, Line, Col, Ply int
	Variant, Text        string
	Code, Message        string
	SVG                  string // one <svg> element, inlined as is
}

// HTMLOptions are the parts of the HTML report that do not come from the Collector.
type HTMLOptions struct {
	Title string
	// Illegal are the diagrams of illegal moves to show (the caller bounds them).
	Illegal []Illegal
	// MoreIllegal is the number of illegal moves not shown in Illegal.
	MoreIllegal int
}

// WriteHTML writes one self-contained HTML page (inline CSS and SVG; no scripts,
// fonts, images or links to fetch): the totals, then per group a bar chart of the
// claimed and computed results, a histogram of the lengths and the tables of
// WriteText, then the illegal-move diagrams.
func (c *Collector) WriteHTML(w io.Writer, o HTMLOptions) error {
	ew := &errWriter{w: w}
	e := html.EscapeString
	title := o.Title
	if title == "" {
		title = "courier stats"
	}
	fmt.Fprintf(ew, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%s</title>
<style>
body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; margin: 1.5em; color: #222; max-width: 1200px; }
h1 { font-size: 1.5em; } h2 { font-size: 1.25em; border-bottom: 1px solid #ccc; padding-bottom: .2em; margin-top: 2em; }
.charts, .tables, .illegal { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
table { border-collapse: collapse; font-size: .9em; }
caption { font-weight: bold; text-align: left; padding-bottom: .3em; }
th, td { padding: .15em .6em; border-bottom: 1px solid #e5e5e5; }
th { background: #f3f3f3; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.more td { color: #666; font-style: italic; }
figure { margin: 0; max-width: 420px; }
figcaption { font-size: .85em; margin-top: .3em; }
code { background: #f3f3f3; padding: 0 .2em; }
</style>
</head>
<body>
<h1>%s</h1>
`, e(title), e(title))
	s := &c.Total
	fmt.Fprintf(ew, "<p>%s: %d ok, %d illegal, %d unsupported, %d parse errors; %d result mismatches; %d plies.</p>\n",
		plural(s.Games, "game"), s.Status.OK, s.Status.Illegal, s.Status.Unsupported, s.Status.ParseError, s.Mismatches, s.Length.Sum())
	groups := c.Groups()
	if len(groups) > 1 {
		fmt.Fprint(ew, "<p>Groups:")
		for i, g := range groups {
			sep := ","
			if i == 0 {
				sep = ""
			}
			fmt.Fprintf(ew, `%s <a href="#g%d">%s</a> (%d)`, sep, i+1, e(groupTitle(g)), g.Games)
		}
		fmt.Fprint(ew, "</p>\n")
	}
	for i, g := range groups {
		fmt.Fprintf(ew, "<h2 id=\"g%d\">%s: %s</h2>\n", i+1, e(groupTitle(g)), plural(g.Games, "game"))
		fmt.Fprint(ew, "<div class=\"charts\">\n")
		keys := orderResults(g.Claimed, g.Computed)
		claimed, computed := make([]int, len(keys)), make([]int, len(keys))
		for j, k := range keys {
			claimed[j], computed[j] = g.Claimed[k], g.Computed[k]
		}
		fmt.Fprint(ew, barChart("Results", keys, []series{{"claimed", "#4c78a8", claimed}, {"computed", "#f58518", computed}}))
		var labels []string
		var counts []int
		for _, b := range g.Length.Buckets(16) {
			if b.Lo == b.Hi {
				labels = append(labels, itoa(b.Lo))
			} else {
				labels = append(labels, fmt.Sprintf("%d-%d", b.Lo, b.Hi))
			}
			counts = append(counts, b.Count)
		}
		fmt.Fprint(ew, barChart("Length (plies)", labels, []series{{"games", "#54a24b", counts}}))
		fmt.Fprint(ew, "</div>\n<div class=\"tables\">\n")
		for _, t := range c.Tables(g) {
			writeHTMLTable(ew, t)
		}
		fmt.Fprint(ew, "</div>\n")
	}
	if len(o.Illegal) > 0 {
		fmt.Fprint(ew, "<h2 id=\"illegal\">Illegal moves</h2>\n<p>The position before each move that stopped a game, the move before it shaded, the attempted move as a red arrow (a ring on its target when its origin cannot be told; dashed rings on the pieces it may mean when it names no square).</p>\n<div class=\"illegal\">\n")
		for _, il := range o.Illegal {
			fmt.Fprintf(ew, "<figure>\n%s<figcaption><code>%s:%d:%d</code> game %d (%s), ply %d <code>%s</code>: %s (<code>%s</code>)</figcaption>\n</figure>\n",
				il.SVG, e(il.File), il.Line, il.Col, il.Game, e(il.Variant), il.Ply, e(il.Text), e(il.Message), e(il.Code))
		}
		fmt.Fprint(ew, "</div>\n")
	}
	if o.MoreIllegal > 0 {
		fmt.Fprintf(ew, "<p>%s not drawn (see <code>courier replay --diagrams DIR</code>).</p>\n", plural(o.MoreIllegal, "more illegal move"))
	}
	fmt.Fprint(ew, "</body>\n</html>\n")
	return ew.err
}

func writeHTMLTable(w io.Writer, t Table) {
	e := html.EscapeString
	fmt.Fprintf(w, "<table>\n<caption>%s</caption>\n<tr><th>%s</th>", e(t.Title), e(t.Key))
	for _, c := range t.Cols {
		fmt.Fprintf(w, "<th>%s</th>", e(c))
	}
	fmt.Fprint(w, "</tr>\n")
	for _, r := range t.Rows {
		fmt.Fprintf(w, "<tr><td>%s</td>", e(r.Key))
		for _, v := range r.Values {
			fmt.Fprintf(w, "<td class=\"n\">%s</td>", e(v))
		}
		fmt.Fprint(w, "</tr>\n")
	}
	if t.More != nil {
		fmt.Fprintf(w, "<tr class=\"more\"><td colspan=\"%d\">%s</td></tr>\n", 1+len(t.Cols), e(t.More.String()))
	}
	fmt.Fprint(w, "</table>\n")
}

// series is one set of bars of a chart.
type series struct {
	name   string
	colour string
	values []int
}

// barChart draws a small SVG bar chart: one group of bars per label (one bar per
// series), the count above each bar, the labels below, a legend when there are
// several series.
func barChart(title string, labels []string, ss []series) string {
	const (
		barW   = 18
		gap    = 14
		plotH  = 140
		top    = 34
		bottom = 46
		left   = 10
		// the legend starts legendX after the left edge, legendW per series
		legendX = 110
		legendW = 85
	)
	groupW := barW*len(ss) + gap
	width := max(left*2+groupW*len(labels), 220)
	if len(ss) > 1 {
		width = max(width, left+legendX+legendW*len(ss))
	}
	height := top + plotH + bottom
	maxV := 1
	for _, s := range ss {
		for _, v := range s.values {
			maxV = max(maxV, v)
		}
	}
	var b strings.Builder
	e := html.EscapeString
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" font-family="'DejaVu Sans', Helvetica, Arial, sans-serif" font-size="10">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&b, "<title>%s</title>\n", e(title))
	fmt.Fprintf(&b, `<text x="%d" y="14" font-size="13" font-weight="bold">%s</text>`+"\n", left, e(title))
	if len(ss) > 1 {
		x := left + legendX
		for _, s := range ss {
			fmt.Fprintf(&b, `<rect x="%d" y="5" width="10" height="10" fill="%s"/><text x="%d" y="14">%s</text>`+"\n", x, s.colour, x+13, e(s.name))
			x += legendW
		}
	}
	base := top + plotH
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#888"/>`+"\n", left, base, width-left, base)
	for i, l := range labels {
		gx := left + i*groupW + gap/2
		for j, s := range ss {
			v := s.values[i]
			h := v * plotH / maxV
			if v > 0 && h == 0 {
				h = 1
			}
			x := gx + j*barW
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"><title>%s %s: %d</title></rect>`, x, base-h, barW-2, h, s.colour, e(l), e(s.name), v)
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">%d</text>`+"\n", x+(barW-2)/2, base-h-3, v)
		}
		cx := gx + (barW*len(ss)-2)/2
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" transform="rotate(-40 %d %d)">%s</text>`+"\n", cx+4, base+14, cx+4, base+14, e(l))
	}
	b.WriteString("</svg>\n")
	return b.String()
}
