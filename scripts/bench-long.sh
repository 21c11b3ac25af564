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
# Usage: [COUNT=3] scripts/bench-long.sh [SIZES]   (SIZES: a regexp of the sizes
#        to run, default all three; e.g. '10000|100000' to leave out the long one;
#        COUNT: runs of each, the least is shown)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${1:-10000|100000|1000000}
count=${COUNT:-3}
out=$(go test -run '^$' -bench "LongGame/.*/plies=($sizes)\$" -benchtime 1x -count "$count" -timeout 0 ./pkg/replay)
# per preset and size: the least of the COUNT runs (noise only ever adds time),
# wall (ns/ply) and processor time (cpu-ns/ply, steadier on a shared machine)
echo "$out" | grep '^BenchmarkLongGame/' | awk '{
	split($1, f, "/"); preset = f[2]; n = f[3]; sub(/-[0-9]+$/, "", n); sub(/plies=/, "", n)
	for (i = 2; i < NF; i++) {
		if ($(i+1) == "ns/ply") w = $i
		if ($(i+1) == "cpu-ns/ply") c = $i
	}
	k = preset SUBSEP n
	if (!(k in wall) || w < wall[k]) wall[k] = w
	if (!(k in cpu) || c < cpu[k]) cpu[k] = c
	presets[preset] = 1; ns[n] = 1
} END {
	np = split("endless claims", pl, " "); nn = split("10000 100000 1000000", sl, " ")
	for (a = 1; a <= np; a++) {
		p = pl[a]
		if (!(p in presets)) continue
		wlo = clo = 0; whi = chi = 0
		for (b = 1; b <= nn; b++) {
			n = sl[b]; k = p SUBSEP n
			if (!(k in wall)) continue
			printf "%-8s %8d plies  %8.0f ns/ply  %8.0f cpu-ns/ply\n", p, n, wall[k], cpu[k]
			if (wlo == 0 || wall[k] < wlo) wlo = wall[k]; if (wall[k] > whi) whi = wall[k]
			if (clo == 0 || cpu[k] < clo) clo = cpu[k]; if (cpu[k] > chi) chi = cpu[k]
		}
		printf "%-8s largest / smallest per-ply time: wall %.2f, cpu %.2f\n", p, whi / wlo, (clo > 0 ? chi / clo : 0)
	}
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
