#!/usr/bin/env bash
# Replay speed on the real archive (../shared/pgn/Korchnoi.pgn + Carlsen.pgn: 7,418
# games, 637,250 plies) against pgn-extract, which checks the same games' legality.
# Prints games/second and peak memory (max RSS) of each, and the ratio.
# Usage: scripts/bench-replay.sh [JOBS]   (JOBS: courier's --jobs, default all cores)
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${1:-0}
export PATH="$PATH:/usr/games"   # Debian installs pgn-extract there
archive=(../shared/pgn/Korchnoi.pgn ../shared/pgn/Carlsen.pgn)
for f in "${archive[@]}"; do
	[ -f "$f" ] || { echo "missing $f (the shared archive is not checked out beside this repository)" >&2; exit 1; }
done
if ! command -v pgn-extract >/dev/null; then
	echo "installing pgn-extract" >&2
	if [ "$(id -u)" = 0 ]; then apt-get install -y pgn-extract >/dev/null; else sudo apt-get install -y pgn-extract >/dev/null; fi
fi
bin=$(mktemp -d)/courier
go build -o "$bin" ./cmd/courier
games=7418

# measure CMD...: best wall time of 3 runs and its max RSS
measure() {
	local best="" rss=""
	for _ in 1 2 3; do
		local tf out
		tf=$(mktemp)
		/usr/bin/time -o "$tf" -f "%e %M" "$@" >/dev/null 2>&1 || true # exit 1 = findings
		out=$(tail -1 "$tf"); rm -f "$tf"
		local t=${out% *} m=${out#* }
		if [ -z "$best" ] || awk "BEGIN{exit !($t < $best)}"; then best=$t; rss=$m; fi
	done
	echo "$best $rss"
}

read -r ct cm < <(measure "$bin" replay --preset chess -j "$jobs" "${archive[@]}")
read -r pt pm < <(measure pgn-extract -s -r "${archive[@]}")
awk -v g=$games -v ct="$ct" -v cm="$cm" -v pt="$pt" -v pm="$pm" -v j="$jobs" 'BEGIN {
	printf "courier replay (jobs %s): %6.2f s  %8.0f games/s  peak %6.1f MB\n", (j == 0 ? "all" : j), ct, g/ct, cm/1024
	printf "pgn-extract -r:           %6.2f s  %8.0f games/s  peak %6.1f MB\n", pt, g/pt, pm/1024
	printf "throughput ratio courier/pgn-extract: %.2f\n", pt/ct
}'
