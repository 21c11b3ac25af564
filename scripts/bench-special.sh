#!/usr/bin/env bash
# The special rules, old against new courier in one run: "nothing slower for the
# special rules". Two figures per case, each the median of RUNS paired runs (the
# old and the new binary in turn, CPU seconds user + sys, ratio old/new per pair:
# above 1, the new one is faster):
#   replay of the reference implementation's games (../shared/oracle/ref/
#   games-*.jsonl: symmetric, modern, pmc1-pmc4, cowardly crew; 1,349 games in
#   SAN, turned into one PGN file with [Variant] and [FEN] tags first, read four
#   times over in one run);
#   perft from the start position of each preset of ../shared/oracle/ref/perft.tsv
#   (the special rules on), depth 5 (the rows go to depth 4: the node counts of
#   old and new must agree, and the depth-4 count is checked against the row).
#
# Usage: OLD=/path/to/old/courier [RUNS=5] scripts/bench-special.sh [-q]
#   (-q: perft one ply less). Needs jq to turn the games into PGN; without it the
#   replay case is skipped with a message.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
depth=5
[ "${1:-}" = -q ] && depth=4
ref=../shared/oracle/ref
[ -d "$ref" ] || { echo "missing $ref (the shared oracle is not checked out beside this repository)" >&2; exit 1; }
[ -n "${OLD:-}" ] && [ -x "$OLD" ] || { echo "OLD=path/to/old/courier is required (an executable)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/courier
go build -o "$bin" ./cmd/courier

cpu() {
	local TIMEFORMAT='%U %S' t
	t=$({ time "$@" >"$tmp/out" 2>&1; } 2>&1)
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# pair LABEL ARGS...: RUNS paired runs of old and new courier with ARGS; prints the
# medians and the median ratio old/new.
pair() {
	local label=$1 olds=() news=() ratios=() a b
	shift
	for ((i = 0; i < runs; i++)); do
		a=$(cpu "$OLD" "$@")
		b=$(cpu "$bin" "$@")
		olds+=("$a")
		news+=("$b")
		ratios+=("$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.4f", (b > 0) ? a / b : 0 }')")
	done
	printf '%-46s %9s %9s %8sx\n' "$label" "$(printf '%s\n' "${olds[@]}" | median)" \
		"$(printf '%s\n' "${news[@]}" | median)" "$(printf '%s\n' "${ratios[@]}" | median)"
}

printf '%-46s %9s %9s %9s\n' "case (one thread, cpu s)" old new old/new
if command -v jq >/dev/null; then
	games=0
	for f in "$ref"/games-*.jsonl; do
		jq -r '"[Variant \"" + .variant + "\"]\n[FEN \"" + .start_fen + "\"]\n\n" + (.san | join(" ")) + "\n"' "$f" >>"$tmp/ref.pgn"
		games=$((games + $(wc -l <"$f")))
	done
	# the file four times over: a run long enough that start-up does not dominate
	pair "replay of the $games reference games x4" replay -j 1 -o json "$tmp/ref.pgn" "$tmp/ref.pgn" "$tmp/ref.pgn" "$tmp/ref.pgn"
else
	echo "jq is absent: the replay case is skipped"
fi
awk -F'\t' 'NR > 1 && !seen[$1]++ { print $1 "\t" $2 }' "$ref/perft.tsv" | while IFS=$'\t' read -r preset fen; do
	want=$(awk -F'\t' -v p="$preset" -v f="$fen" '$1 == p && $2 == f && $3 == 4 { print $4 }' "$ref/perft.tsv")
	got=$("$bin" perft --preset "$preset" --fen "$fen" -j 1 4 2>/dev/null | awk '/^nodes/ { print $2 }')
	if [ -n "$want" ] && [ "$got" != "$want" ]; then
		echo "perft $preset depth 4: $got nodes, the reference row says $want" >&2
		exit 1
	fi
	n1=$("$OLD" perft --preset "$preset" --fen "$fen" -j 1 "$depth" 2>/dev/null | awk '/^nodes/ { print $2 }')
	n2=$("$bin" perft --preset "$preset" --fen "$fen" -j 1 "$depth" 2>/dev/null | awk '/^nodes/ { print $2 }')
	[ "$n1" = "$n2" ] || { echo "perft $preset depth $depth: old $n1 nodes, new $n2" >&2; exit 1; }
	pair "perft $preset start, depth $depth ($n2)" perft --preset "$preset" --fen "$fen" -j 1 "$depth"
done
