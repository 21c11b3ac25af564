#!/usr/bin/env bash
# Peak memory of `courier replay` on one huge game and on a large archive (issue 26):
#  1. one game of 64 MB (a knight shuffle, 1. Nf3 Nf6 2. Ng1 Ng8 ..., ten moves to
#     a line) read as chess: fivefold repetition ends it after ply 16 and about 8.5
#     million plies follow the end (goal: peak RSS under 200 MB);
#  2. the same game under pkg/replay/testdata/long/endless.yaml (no move or
#     repetition rule): it never ends, and --max-plies (default 1,000,000) stops it;
#  3. the same game on one line of 60 MB (a line may hold at most 64 MiB): read in
#     pieces (goal: under 200 MB);
#  4. a Game Courier game of the same size, one ply a line (N g1-f3 / n g8-f6 ...),
#     read as chess (fivefold, then the moves after the end up to --max-plies):
#     its four million lines are read as the replay asks for them
#     (gamefile.Reader.Stream), never all held (goal: under 200 MB; holding
#     them, 48 bytes of gamefile.Line each besides their text, took 808 MB);
#  5. about 100 MB of real games: the PGN files of ../shared/pgn repeated into one
#     file (goal: peak RSS under 30 MB).
# Peak memory is the maximum resident set size from /usr/bin/time. The figures are
# printed, never asserted: tests measure allocated bytes instead
# (TestHugeGameBounded, TestGCGameStreamed).
# Usage: scripts/mem-huge-game.sh [MB]   (MB: the size of the one game, default 64)
set -euo pipefail
cd "$(dirname "$0")/.."
mb=${1:-64}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/courier" ./cmd/courier

# peak PROGRAM ARGS...: runs the program and prints its peak RSS in MB
peak() {
	/usr/bin/time -o "$tmp/time" -f '%M' "$@" >/dev/null 2>&1 || true # findings: exit 1
	echo $(($(tail -n 1 "$tmp/time") / 1024))
}

awk -v bytes=$((mb << 20)) 'BEGIN {
	printf "[Event \"knight shuffle\"]\n[Result \"*\"]\n\n"
	w[0] = "Nf3"; w[1] = "Ng1"; k[0] = "Nf6"; k[1] = "Ng8"; n = 0
	for (m = 0; n < bytes; m++) {
		s = sprintf("%d. %s %s%s", m + 1, w[m % 2], k[m % 2], m % 10 == 9 ? "\n" : " ")
		printf "%s", s; n += length(s)
	}
	printf "*\n"
}' >"$tmp/huge.pgn"
size=$(($(stat -c %s "$tmp/huge.pgn") >> 20))
echo "one game of $size MB, read as chess (moves after fivefold): peak $(peak "$tmp/courier" replay "$tmp/huge.pgn") MB (goal < 200)"
echo "one game of $size MB, endless preset (--max-plies stops it): peak $(peak "$tmp/courier" replay --default-preset pkg/replay/testdata/long/endless.yaml "$tmp/huge.pgn") MB (goal < 200)"
rm -f "$tmp/huge.pgn"
awk -v bytes=$((60 << 20)) 'BEGIN {
	printf "[Event \"knight shuffle\"]\n[Result \"*\"]\n\n"
	w[0] = "Nf3"; w[1] = "Ng1"; k[0] = "Nf6"; k[1] = "Ng8"; n = 0
	for (m = 0; n < bytes; m++) {
		s = sprintf("%d. %s %s ", m + 1, w[m % 2], k[m % 2])
		printf "%s", s; n += length(s)
	}
	printf "*\n"
}' >"$tmp/one.pgn"
echo "one game of 60 MB on one line, read as chess: peak $(peak "$tmp/courier" replay "$tmp/one.pgn") MB (goal < 200)"
rm -f "$tmp/one.pgn"
awk -v bytes=$((mb << 20)) 'BEGIN {
	printf "[Event \"knight shuffle\"]\n\n"
	w[0] = "N g1-f3"; w[1] = "N f3-g1"; k[0] = "n g8-f6"; k[1] = "n f6-g8"; n = 0
	for (m = 0; n < bytes; m++) {
		s = sprintf("%d. %s\n%d... %s\n", m + 1, w[m % 2], m + 1, k[m % 2])
		printf "%s", s; n += length(s)
	}
}' >"$tmp/huge.gc"
echo "one Game Courier game of $size MB, a ply a line: peak $(peak "$tmp/courier" replay "$tmp/huge.gc") MB (goal < 200)"
rm -f "$tmp/huge.gc"

shopt -s nullglob
real=(../shared/pgn/*.pgn)
if [ ${#real[@]} -eq 0 ]; then
	echo "../shared/pgn not found: the archive figure is skipped"
	exit 0
fi
while [ "$(stat -c %s "$tmp/archive.pgn" 2>/dev/null || echo 0)" -lt $((100 << 20)) ]; do
	cat "${real[@]}" >>"$tmp/archive.pgn"
done
size=$(($(stat -c %s "$tmp/archive.pgn") >> 20))
echo "archive of $size MB of real games: peak $(peak "$tmp/courier" replay "$tmp/archive.pgn") MB (goal < 30)"
