package preset

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The YAML library names the line of a syntax error (often the line where the
// construct began, not where it went wrong) but never the column. syntaxPos finds
// the place from the library's message and the text: a light scan of the flow
// collections and quoted scalars finds an unclosed or mismatched bracket or quote,
// and per message a character of the reported line is picked; failing that, the
// line's first non-blank character, or the end of input.

// srcLine is one line of a source text: its runes, without the line break.
type srcLine []rune

// splitLines splits src at YAML line breaks ("\r\n", "\r", "\n", U+0085, U+2028,
// U+2029), as lineCol counts them.
func splitLines(src []byte) []srcLine {
	var out []srcLine
	var cur srcLine
	for i := 0; i < len(src); {
		r, n := utf8.DecodeRune(src[i:])
		switch {
		case r == '\r' && i+1 < len(src) && src[i+1] == '\n':
			n = 2
			fallthrough
		case r == '\r' || r == '\n' || r == 0x85 || r == 0x2028 || r == 0x2029:
			out = append(out, cur)
			cur = nil
		default:
			cur = append(cur, r)
		}
		i += n
	}
	return append(out, cur)
}

// firstNonBlank returns the 1-based column of the first character of l that is not
// a space or tab, or 0 for a blank line.
func firstNonBlank(l srcLine) int {
	for i, r := range l {
		if r != ' ' && r != '\t' {
			return i + 1
		}
	}
	return 0
}

// endOfInput is the position just after the last character of lines that is not
// white space: where a missing closing bracket or quote belongs.
func endOfInput(lines []srcLine) (line, col int) {
	for i := len(lines) - 1; i >= 0; i-- {
		l := lines[i]
		for j := len(l) - 1; j >= 0; j-- {
			if l[j] != ' ' && l[j] != '\t' {
				return i + 1, j + 2
			}
		}
	}
	return 1, 1
}

// flowProblem is what scanFlow found first: an unclosed bracket or quote at the
// end of input, a closing bracket that does not match the open one (or closes
// nothing), or text right after a quoted scalar or a flow collection.
type flowProblem struct {
	kind        string // "unclosed", "mismatch", "stray", "after-node", "" for none
	line, col   int    // where: the end of input, the wrong bracket, the text
	open        rune   // the bracket or quote opened and not closed
	oLine, oCol int    // where it was opened
	found       rune   // the wrong closing bracket
}

type opener struct {
	r         rune
	line, col int
}

// scanFlow scans lines for the first bracket or quote problem. It knows enough of
// YAML to skip comments, plain scalars that merely contain brackets (`a[1]` in block
// context) and block scalars (| and >); it is a locator for an error the library
// has already found, not a parser.
func scanFlow(lines []srcLine) flowProblem {
	var stack []opener
	var quote opener // quote.r != 0: inside a quoted scalar
	block := -1      // inside a block scalar: lines indented more than this belong to it
	for li, l := range lines {
		indent := 0
		for indent < len(l) && l[indent] == ' ' {
			indent++
		}
		if block >= 0 {
			if firstNonBlank(l) == 0 || indent > block {
				continue
			}
			block = -1
		}
		atStart := len(stack) == 0 // in block context each line may start a node
		afterNode := false         // a quoted scalar or flow collection just ended
		for i := 0; i < len(l); i++ {
			r := l[i]
			next := rune(0)
			if i+1 < len(l) {
				next = l[i+1]
			}
			pos := func() (int, int) { return li + 1, i + 1 }
			if quote.r == '"' {
				if r == '\\' {
					i++
				} else if r == '"' {
					quote.r, afterNode = 0, true
				}
				continue
			}
			if quote.r == '\'' {
				if r == '\'' && next == '\'' {
					i++
				} else if r == '\'' {
					quote.r, afterNode = 0, true
				}
				continue
			}
			if r == ' ' || r == '\t' {
				continue
			}
			if r == '#' && (i == 0 || l[i-1] == ' ' || l[i-1] == '\t') {
				break // a comment
			}
			flow := len(stack) > 0
			if afterNode {
				afterNode = false
				ln, c := pos()
				switch {
				case r == ':' || (flow && strings.ContainsRune(",]}", r)):
				case r == ']' || r == '}':
					return flowProblem{kind: "stray", line: ln, col: c, found: r}
				default:
					return flowProblem{kind: "after-node", line: ln, col: c}
				}
			}
			isSep := next == 0 || next == ' ' || next == '\t' || (flow && strings.ContainsRune(",[]{}", next))
			switch {
			case (r == '[' || r == '{') && (atStart || flow):
				ln, c := pos()
				stack = append(stack, opener{r, ln, c})
				atStart = true
			case r == ']' || r == '}':
				if !flow && !atStart {
					continue // part of a plain scalar
				}
				ln, c := pos()
				if !flow {
					return flowProblem{kind: "stray", line: ln, col: c, found: r}
				}
				top := stack[len(stack)-1]
				if (top.r == '[') != (r == ']') {
					return flowProblem{kind: "mismatch", line: ln, col: c, open: top.r, oLine: top.line, oCol: top.col, found: r}
				}
				stack = stack[:len(stack)-1]
				atStart, afterNode = false, true
			case (r == '"' || r == '\'') && atStart:
				ln, c := pos()
				quote = opener{r, ln, c}
			case r == ',' && flow:
				atStart = true
			case r == ':' && isSep:
				atStart = true
			case (r == '-' || r == '?') && atStart && isSep:
				// a block sequence entry or a complex key: a node may follow
			case (r == '&' || r == '!') && atStart:
				for i+1 < len(l) && l[i+1] != ' ' && l[i+1] != '\t' && !(flow && strings.ContainsRune(",[]{}", l[i+1])) {
					i++
				}
			case (r == '|' || r == '>') && atStart && !flow:
				block = indent
				i = len(l) // the rest of the line is the block scalar's header
			default:
				atStart = false
			}
		}
	}
	if quote.r != 0 {
		return flowProblem{kind: "unclosed", open: quote.r, oLine: quote.line, oCol: quote.col}
	}
	if len(stack) > 0 {
		top := stack[len(stack)-1]
		ln, c := endOfInput(lines)
		return flowProblem{kind: "unclosed", line: ln, col: c, open: top.r, oLine: top.line, oCol: top.col}
	}
	return flowProblem{}
}

// syntaxPos returns the position of a YAML library syntax error with message msg
// (without "yaml: line N: ") that the library reported at line (1-based; 0 when it
// gave none), and a note to add to the message ("" for none).
func syntaxPos(src []byte, line int, msg string) (int, int, string) {
	lines := splitLines(src)
	onLine := func(col int) (int, int, string) { return line, col, "" }
	var l srcLine
	if line >= 1 && line <= len(lines) {
		l = lines[line-1]
	}
	// index returns the 1-based column of the first rune of l in set that ok accepts
	// (nil: any), or 0.
	index := func(set string, ok func(i int) bool) int {
		for i, r := range l {
			if strings.ContainsRune(set, r) && (ok == nil || ok(i)) {
				return i + 1
			}
		}
		return 0
	}
	fallback := func() (int, int, string) {
		if c := firstNonBlank(l); c > 0 {
			return onLine(c)
		}
		ln, c := endOfInput(lines)
		return ln, c, ""
	}
	fp := scanFlow(lines)
	switch {
	case strings.HasPrefix(msg, "did not find expected ',' or"):
		switch fp.kind {
		case "unclosed":
			if fp.open == '[' || fp.open == '{' {
				return fp.line, fp.col, fmt.Sprintf("the '%c' at line %d, column %d is not closed at the end of input", fp.open, fp.oLine, fp.oCol)
			}
		case "mismatch":
			return fp.line, fp.col, fmt.Sprintf("found '%c', but the '%c' at line %d, column %d is still open", fp.found, fp.open, fp.oLine, fp.oCol)
		case "after-node":
			return fp.line, fp.col, ""
		}
	case msg == "did not find expected node content" || msg == "did not find expected key":
		if fp.kind == "unclosed" && (fp.open == '[' || fp.open == '{') && line >= fp.oLine {
			return fp.line, fp.col, fmt.Sprintf("the '%c' at line %d, column %d is not closed at the end of input", fp.open, fp.oLine, fp.oCol)
		}
		if (fp.kind == "stray" || fp.kind == "mismatch" || fp.kind == "after-node") && fp.line == line {
			return fp.line, fp.col, ""
		}
	case msg == "found unexpected end of stream":
		if fp.kind == "unclosed" && (fp.open == '"' || fp.open == '\'') {
			return fp.oLine, fp.oCol, fmt.Sprintf("the quoted text opened here with %c is not closed", fp.open)
		}
		ln, c := endOfInput(lines)
		return ln, c, ""
	case msg == "mapping values are not allowed in this context":
		// The ':' that makes a second mapping: the second one of a line such as
		// "a: b: c", or the only one of a line that continues a scalar.
		var colons []int
		for i, r := range l {
			if r == ':' && (i+1 == len(l) || l[i+1] == ' ' || l[i+1] == '\t') {
				colons = append(colons, i+1)
			}
		}
		switch {
		case len(colons) >= 2:
			return onLine(colons[1])
		case len(colons) == 1:
			return onLine(colons[0])
		}
	case msg == "found character that cannot start any token":
		if c := index("@`", nil); c > 0 {
			return onLine(c)
		}
		if c := index("\t", nil); c > 0 {
			return onLine(c)
		}
	case msg == "found a tab character that violates indentation":
		if c := index("\t", nil); c > 0 {
			return onLine(c)
		}
	case msg == "found unknown escape character":
		for li := max(line, 1) - 1; li < len(lines); li++ {
			for i, r := range lines[li] {
				if r == '\\' && i+1 < len(lines[li]) && !strings.ContainsRune("0abt\tnvfre \"/\\N_LPxuU", lines[li][i+1]) {
					return li + 1, i + 1, ""
				}
			}
		}
	case msg == "did not find expected alphabetic or numeric character":
		if c := index("&*!", func(i int) bool {
			return i+1 == len(l) || !isNameRune(l[i+1])
		}); c > 0 {
			return onLine(c)
		}
	case msg == "did not find the expected '>'":
		if c := index("!", func(i int) bool { return i+1 < len(l) && l[i+1] == '<' }); c > 0 {
			return onLine(c)
		}
	case msg == "control characters are not allowed":
		for li, ln := range lines {
			for i, r := range ln {
				if r < 0x20 && r != '\t' || r == 0x7f || (r >= 0x80 && r < 0xa0 && r != 0x85) || r == 0xfffe || r == 0xffff {
					return li + 1, i + 1, ""
				}
			}
		}
	}
	return fallback()
}

// isNameRune reports whether r may be in an anchor or alias name as the YAML
// library reads them (letters, digits, '_' and '-').
func isNameRune(r rune) bool {
	return r == '_' || r == '-' || (r >= '0' && r <= '9') || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z')
}
