#!/usr/bin/env bash
# The cost of --shard K/N (docs/scale.md): on one core (taskset -c 0 where there
# is taskset, GOMAXPROCS=1, --jobs 1), the CPU time (user + system) of each of
# the N shards of `courier stats -o json` against one run over the same inputs,
# for N = 2, 8, 32 and two archives built in a temporary directory from the
# shared ones (../shared/pgn/*.pgn and ../shared/gc/*.gc):
#   large: one file, the shared files concatenated, ten times over;
#   many:  the shared files copied ten times, each copy a file of its own.
# Two ways: "count", each shard alone (it counts the lines and games before its
# byte ranges), and "plan", the shards given the output of courier plan (--plan;
# the plan's own CPU time is added to the sum and reported apart).
# Each figure is the median of RUNS rounds (default 3; a round runs the one run
# and every shard of every N, in turn). Printed per archive, way and N: the one
# run's CPU seconds, the shards' sum and its ratio to the one run (want <= 1.1),
# the slowest shard and its ratio to 1/N of the one run (want <= 1.3), and
# whether both hold; and "start", the CPU time of courier stats over an empty
# file (what every process costs, whatever its share), with the two ratios net of
# it (the cost of sharding itself, apart from starting N processes).
#
# Usage: [RUNS=3] [SHARED=../shared] [COPIES=10] [NS="2 8 32"] [ARCHIVES="large many"]
#        [WAYS="count plan"] scripts/bench-shards.sh
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
shared=${SHARED:-../shared}
inputs=("$shared"/pgn/*.pgn "$shared"/gc/*.gc)
for f in "${inputs[@]}"; do
	[ -f "$f" ] || { echo "missing $f (the shared archive is not checked out beside this repository)" >&2; exit 1; }
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
bin=$dir/courier
go build -o "$bin" ./cmd/courier
mkdir "$dir/many"
for i in $(seq "${COPIES:-10}"); do
	cat "${inputs[@]}" >>"$dir/large.pgn"
	for f in "${inputs[@]}"; do
		cp "$f" "$dir/many/$(printf %02d "$i")-$(basename "$f")"
	done
done
pin=()
command -v taskset >/dev/null && pin=(taskset -c 0)

# cpu ARGS...: the CPU seconds (user + system) of one courier run on one core
cpu() {
	local TIMEFORMAT='%3U %3S' t
	t=$({ time GOMAXPROCS=1 "${pin[@]}" "$bin" stats -o json --jobs 1 "$@" >/dev/null 2>&1 || [ $? -eq 1 ]; } 2>&1)
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

: >"$dir/empty.pgn"
for r in $(seq "$runs"); do
	cpu "$dir/empty.pgn" >>"$dir/start"
	for a in ${ARCHIVES:-large many}; do
		in=$dir/large.pgn
		[ $a = many ] && in=$dir/many
		cpu "$in" >>"$dir/one-$a"
		for n in ${NS:-2 8 32}; do
			# the plan's CPU time (the same one core)
			t=$(TIMEFORMAT='%3U %3S' && { time GOMAXPROCS=1 "${pin[@]}" "$bin" plan --shards "$n" "$in" >"$dir/plan.json"; } 2>&1)
			p=$(awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }')
			echo "$p" >>"$dir/plan-$a-$n"
			for way in ${WAYS:-count plan}; do
				s=0 m=0
				[ $way = plan ] && s=$p
				for k in $(seq "$n"); do
					if [ $way = plan ]; then
						c=$(cpu --shard "$k/$n" --plan "$dir/plan.json" "$in")
					else
						c=$(cpu --shard "$k/$n" "$in")
					fi
					s=$(awk -v s="$s" -v c="$c" 'BEGIN { print s + c }')
					m=$(awk -v m="$m" -v c="$c" 'BEGIN { print (c > m) ? c : m }')
				done
				echo "$s" >>"$dir/sum-$a-$way-$n"
				echo "$m" >>"$dir/slow-$a-$way-$n"
			done
		done
	done
	echo "round $r of $runs done" >&2
done

mb() { du -sm --apparent-size "$1" | cut -f1; }
echo "one core; CPU seconds (user + system), medians of $runs rounds"
echo "large: one file of $(mb "$dir/large.pgn") MB; many: $(find "$dir/many" -type f | wc -l) files, $(mb "$dir/many") MB"
st=$(median <"$dir/start")
echo "start (courier stats over an empty file): $st s per process"
echo "net: the same ratios less the start of each process ((sum - N start) / (one run - start), (slowest - start) N / (one run - start))"
echo
printf '| %-7s | %-5s | %3s | %7s | %6s | %8s | %9s | %7s | %15s | %-5s | %9s | %13s |\n' archive way N "one run" plan "sum of N" "sum / one" slowest "slowest N / one" holds "net sum" "net slowest"
printf '|---------|-------|----:|--------:|-------:|---------:|----------:|--------:|----------------:|-------|----------:|--------------:|\n'
for a in ${ARCHIVES:-large many}; do
	o=$(median <"$dir/one-$a")
	for way in ${WAYS:-count plan}; do
		for n in ${NS:-2 8 32}; do
			s=$(median <"$dir/sum-$a-$way-$n")
			m=$(median <"$dir/slow-$a-$way-$n")
			p=-
			[ $way = plan ] && p=$(median <"$dir/plan-$a-$n")
			awk -v a=$a -v w=$way -v n=$n -v o="$o" -v p="$p" -v s="$s" -v m="$m" -v st="$st" 'BEGIN {
				r = s / o; q = m * n / o
				printf "| %-7s | %-5s | %3d | %7.2f | %6s | %8.2f | %9.3f | %7.3f | %15.3f | %-5s | %9.3f | %13.3f |\n", a, w, n, o, p, s, r, m, q, (r <= 1.1 && q <= 1.3) ? "yes" : "no", (s - n * st) / (o - st), (m - st) * n / (o - st)
			}'
		done
	done
done
