#!/usr/bin/env bash
# Perft speed of every shipped preset that Fairy-Stockfish also plays, side by side in
# one run: from the start position, one thread, courier against Fairy-Stockfish's
# large-board build, and for boards up to 8x8 against its 8x8 build too.
#
# The presets: those whose meta.sources name a Fairy-Stockfish variant ("Fairy-Stockfish[,]
# built-in variant NAME", "Fairy-Stockfish, variants: NAME", "Fairy-Stockfish,
# variants.ini: NAME"), plus the fixed list below (chess, chess960 and crazyhouse960
# with UCI_Chess960, and the variants that ../shared/oracle/fsf/variants.ini defines:
# symmetric, modern, pmc1-4, courier with the rule module Fairy-Stockfish lacks
# switched off).
#
# The depth of each preset is the first at which courier counts at least MIN_NODES
# leaves (default 3,000,000; at most depth 9), one less when that count passes
# MAX_NODES (default 100,000,000). Each case runs courier and the peers in
# turn, RUNS times (default 3), and prints the median CPU seconds (user + sys) of each,
# minus the program's start-up (a depth-1 run of courier, a run of the peer that only
# starts, loads what the case loads, and quits: the large-board build takes about
# half a second to start), the node counts (the peer's must be courier's: "!=" marks a
# difference) and the ratio peer/courier (above 1: courier is faster). The last lines
# give the geometric mean of the ratios and name every preset below 1.
#
# The peers are the binaries in ../shared/tools/fairy-stockfish/ (FSF_DIR to use
# another folder), for measuring only: the bmi2 builds when the CPU has bmi2, else the
# modern ones. A missing peer is said, and its columns show "-".
#
# With OLD=path/to/courier an older courier binary runs in the same rounds too, and
# two more columns give its time and old/new (above 1: the new binary is faster).
#
# Usage: [OLD=/path/to/old/courier] [RUNS=3] [MIN_NODES=3000000] [MAX_NODES=100000000] scripts/bench-variants.sh [PRESET ...]
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-3}
min_nodes=${MIN_NODES:-3000000}
max_nodes=${MAX_NODES:-100000000}
. scripts/fsf-peers.sh
echo "peers: Fairy-Stockfish $arch builds in $fsfdir"
for b in "$fsf8" "$fsflb"; do
	[ -x "$b" ] || echo "peer absent: $b (its columns show -)"
done

if [ -n "${OLD:-}" ] && [ ! -x "$OLD" ]; then
	echo "OLD=$OLD is no executable" >&2
	exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/courier
go build -o "$bin" ./cmd/courier

# cases: PRESET FSF-VARIANT LOAD-INI(0/1) CHESS960(0/1) [COURIER-ARGS...]
cases=$tmp/cases
{
	echo "chess chess 0 0"
	echo "chess960 chess 0 1"
	echo "crazyhouse960 crazyhouse 0 1"
	echo "symmetric symmetric 1 0 --without bishop_conversion"
	echo "modern modernchess 1 0"
	for n in 1 2 3 4; do echo "pmc$n pmc$n 1 0 --without bishop_swap"; done
	for f in presets/*.yaml; do
		id=$(basename "$f" .yaml)
		case " chess chess960 crazyhouse960 symmetric modern pmc1 pmc2 pmc3 pmc4 " in
		*" $id "*) continue ;;
		esac
		v=$(sed -n -E 's/.*"Fairy-Stockfish(,? built-in variant|, variants(\.ini)?:) ([A-Za-z0-9-]+).*/\3/p' "$f" | head -1)
		[ -n "$v" ] && echo "$id $v 0 0"
	done
} >"$cases"
if [ $# -gt 0 ]; then
	want=" $* "
	awk -v w="$want" 'index(w, " " $1 " ")' "$cases" >"$cases.sel"
	mv "$cases.sel" "$cases"
fi

# cpu CMD...: run CMD (its output to $tmp/out) and print its user+sys CPU seconds.
cpu() {
	local TIMEFORMAT='%U %S' t
	t=$({ time "$@" >"$tmp/out" 2>&1; } 2>&1)
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}

# fsf BIN VARIANT LOADINI CHESS960 DEPTH: the peer's perft from the start position
# (DEPTH 0: start, load, quit).
fsf() {
	local pre=""
	[ "$3" = 1 ] && pre="load $ini"$'\n'
	[ "$4" = 1 ] && pre="${pre}setoption name UCI_Chess960 value true"$'\n'
	if [ "$5" = 0 ]; then
		printf '%suci\nquit\n' "$pre" | "$1"
	else
		printf '%ssetoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' "$pre" "$2" "$5" | "$1"
	fi
}

median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# net TIMES... -- STARTS...: median of TIMES minus median of STARTS, at least 0.001
net() {
	local a=() b=() x
	while [ "$1" != -- ]; do a+=("$1"); shift; done
	shift
	b=("$@")
	x=$(printf '%s\n' "${a[@]}" | median)
	awk -v a="$x" -v b="$(printf '%s\n' "${b[@]}" | median)" 'BEGIN { d = a - b; if (d < 0.001) d = 0.001; printf "%.3f", d }'
}

oldhead=()
[ -n "${OLD:-}" ] && oldhead=("old s" old/new)
printf '\n%-14s %-14s %5s %5s %12s %9s %9s %7s %9s %7s' preset fsf-variant board depth nodes "courier s" "lb s" lb/cou "8x8 s" 8x8/cou
[ -n "${OLD:-}" ] && printf ' %9s %7s' "${oldhead[@]}"
echo
summary=$tmp/summary
: >"$summary"
while read -r preset variant load c960 args; do
	# shellcheck disable=SC2206 # the extra courier arguments are words
	extra=($args)
	if [ "$load" = 1 ] && [ ! -f "$ini" ]; then
		printf '%-14s %-14s %s\n' "$preset" "$variant" "skipped: $ini is absent"
		continue
	fi
	"$bin" preset show --resolved "$preset" >"$tmp/preset" 2>/dev/null || true
	files=$(sed -n -E 's/^  files: ([0-9]+).*/\1/p' "$tmp/preset" | head -1)
	ranks=$(sed -n -E 's/^  ranks: ([0-9]+).*/\1/p' "$tmp/preset" | head -1)
	files=${files:-0}
	ranks=${ranks:-0}
	small=0
	[ "$files" -le 8 ] && [ "$ranks" -le 8 ] && small=1
	depth=0
	nodes=0
	prev=0
	while [ "$nodes" -lt "$min_nodes" ] && [ "$depth" -lt 9 ]; do
		depth=$((depth + 1))
		prev=$nodes
		nodes=$("$bin" perft --preset "$preset" "${extra[@]}" -j 1 "$depth" 2>/dev/null | awk '/^nodes/ { print $2 }')
		nodes=${nodes:-0}
		[ "$nodes" = 0 ] && break
	done
	if [ "$nodes" -gt "$max_nodes" ] && [ "$depth" -gt 1 ]; then
		depth=$((depth - 1))
		nodes=$prev
	fi
	cs=() c0=() ls=() l0=() es=() e0=() os=() o0=()
	ln="" en=""
	for ((i = 0; i < runs; i++)); do
		cs+=("$(cpu "$bin" perft --preset "$preset" "${extra[@]}" -j 1 "$depth")")
		c0+=("$(cpu "$bin" perft --preset "$preset" "${extra[@]}" -j 1 1)")
		if [ -n "${OLD:-}" ]; then
			os+=("$(cpu "$OLD" perft --preset "$preset" "${extra[@]}" -j 1 "$depth")")
			o0+=("$(cpu "$OLD" perft --preset "$preset" "${extra[@]}" -j 1 1)")
		fi
		if [ -x "$fsflb" ]; then
			ls+=("$(cpu fsf "$fsflb" "$variant" "$load" "$c960" "$depth")")
			ln=$(awk '/Nodes searched/ { print $3 }' "$tmp/out")
			l0+=("$(cpu fsf "$fsflb" "$variant" "$load" "$c960" 0)")
		fi
		if [ -x "$fsf8" ] && [ $small = 1 ]; then
			es+=("$(cpu fsf "$fsf8" "$variant" "$load" "$c960" "$depth")")
			en=$(awk '/Nodes searched/ { print $3 }' "$tmp/out")
			e0+=("$(cpu fsf "$fsf8" "$variant" "$load" "$c960" 0)")
		fi
	done
	c=$(net "${cs[@]}" -- "${c0[@]}")
	lt=- lr=- et=- er=-
	if [ ${#ls[@]} -gt 0 ]; then
		lt=$(net "${ls[@]}" -- "${l0[@]}")
		lr=$(awk -v c="$c" -v p="$lt" 'BEGIN { printf "%.2f", p / c }')
		[ "$ln" = "$nodes" ] || lr="$lr!=${ln:-none}"
		echo "$preset $lr" >>"$summary"
	fi
	if [ ${#es[@]} -gt 0 ]; then
		et=$(net "${es[@]}" -- "${e0[@]}")
		er=$(awk -v c="$c" -v p="$et" 'BEGIN { printf "%.2f", p / c }')
		[ "$en" = "$nodes" ] || er="$er!=${en:-none}"
		echo "$preset(8x8) $er" >>"$summary"
	fi
	printf '%-14s %-14s %5s %5d %12d %9s %9s %7s %9s %7s' "$preset" "$variant" "${files}x$ranks" "$depth" "$nodes" "$c" "$lt" "$lr" "$et" "$er"
	if [ ${#os[@]} -gt 0 ]; then
		ot=$(net "${os[@]}" -- "${o0[@]}")
		printf ' %9s %7s' "$ot" "$(awk -v c="$c" -v o="$ot" 'BEGIN { printf "%.2f", o / c }')"
	fi
	echo
done <"$cases"

awk '
	$2 ~ /!=/ { bad = bad " " $1 }
	$2 !~ /!=/ && $1 !~ /\(8x8\)$/ { n++; s += log($2); if ($2 < 1) below = below " " $1 "(" $2 ")" }
	$2 !~ /!=/ && $1 ~ /\(8x8\)$/ { m++; t += log($2); if ($2 < 1) below8 = below8 " " $1 "(" $2 ")" }
	END {
		if (n) printf "\nlarge-board build: %d presets, geometric mean %.2fx; below 1:%s\n", n, exp(s / n), below ? below : " none"
		if (m) printf "8x8 build: %d presets, geometric mean %.2fx; below 1:%s\n", m, exp(t / m), below8 ? below8 : " none"
		if (bad) printf "node counts differ:%s\n", bad
	}' "$summary"
