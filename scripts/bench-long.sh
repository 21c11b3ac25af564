#!/usr/bin/env bash
# Time and memory linear in the input (issue 10):
#  1. one game of 10^4, 10^5 and 10^6 plies (a knight shuffle, 1. Nf3 Nf6 2. Ng1 Ng8
#     ...) replayed under the test presets of pkg/replay/testdata/long (endless: no
#     move or repetition rule; claims: draws claimable only, so repetitions are
#     counted at every ply): the time per ply, and the ratio of the largest to the
#     smallest per-ply time of each preset (linear time: close to 1; the issue asks
#     for at most 1.5);
#  2. the peak memory (max RSS, /usr/bin/time) of `courier replay` on one game with
#     a 6 MB comment of 3,000,000 short lines (the issue asks for under 50 MB).
# Usage: scripts/bench-long.sh [SIZES]   (SIZES: a regexp of the sizes to run,
#        default all three; e.g. '10000|100000' to leave out the long one)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${1:-10000|100000|1000000}
out=$(go test -run '^$' -bench "LongGame/.*/plies=($sizes)\$" -benchtime 1x -timeout 0 ./pkg/replay)
echo "$out" | grep '^BenchmarkLongGame' | awk '{
	split($1, f, "/"); preset = f[2]; n = f[3]; sub(/-[0-9]+$/, "", n); sub(/plies=/, "", n)
	for (i = 2; i <= NF; i++) if ($(i+1) == "ns/ply") v = $i
	printf "%-8s %8d plies  %10.0f ns/ply\n", preset, n, v
	if (!(preset in lo) || v < lo[preset]) lo[preset] = v
	if (!(preset in hi) || v > hi[preset]) hi[preset] = v
} END {
	for (q in lo) printf "%-8s per-ply time, largest / smallest: %.2f\n", q, hi[q] / lo[q]
}'

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/courier" ./cmd/courier
{
	printf '[Event "a 6 MB comment"]\n[Result "*"]\n\n1. e4 {'
	awk 'BEGIN { for (i = 0; i < 3000000; i++) print "a" }'
	printf '} e5 2. Nf3 *\n'
} > "$tmp/comment.pgn"
/usr/bin/time -o "$tmp/time" -f "%e %M" "$tmp/courier" replay "$tmp/comment.pgn" >/dev/null 2>&1
read -r secs kb < "$tmp/time"
awk -v s="$secs" -v k="$kb" -v b="$(wc -c < "$tmp/comment.pgn")" 'BEGIN {
	printf "6 MB comment (%.1f MB, 3,000,000 lines): %.2f s, peak %.1f MB\n", b / 1e6, s, k / 1024 }'
