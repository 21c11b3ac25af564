#!/usr/bin/env bash
# Perft speed on one thread, side by side with Fairy-Stockfish in the same run:
#   chess start position, depth 6       courier vs Fairy-Stockfish's 8x8 build
#   Kiwipete, depth 5                   courier vs Fairy-Stockfish's 8x8 build
#                                       (193,690,690 nodes)
#   Symmetric Chess start, depth 6      courier --without bishop_conversion vs the
#                                       large-board build (its "symmetric" variant,
#                                       from ../shared/oracle/fsf/variants.ini)
#   Symmetric Chess start, depth 6      courier with bishop conversion (more nodes)
#                                       vs the large-board build without it
# Each case runs courier and the peer in turn, RUNS times (default 3), and prints the
# median CPU seconds (user + sys) of each, minus the program's start-up (a run that
# only starts and quits, measured in the same run: Fairy-Stockfish's large-board
# build takes about half a second to start), and the ratio peer/courier (above 1:
# courier is faster). The node counts of both are printed too; they must agree.
# The last lines give what bishop conversion costs courier per node: from the two
# cases' medians, and from paired runs (with and without it in turn).
#
# The peers are the binaries in ../shared/tools/fairy-stockfish/ (FSF_DIR to use
# another folder): the bmi2 builds when the CPU has bmi2, else the modern ones. A
# missing peer is said, and its cases print courier's figures alone.
#
# Usage: scripts/bench-perft.sh [-n RUNS] [-q]    (-q: one ply less in every case)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=3
less=0
while getopts "n:q" opt; do
	case $opt in
	n) runs=$OPTARG ;;
	q) less=1 ;;
	*) echo "usage: $0 [-n RUNS] [-q]" >&2; exit 2 ;;
	esac
done

. scripts/fsf-peers.sh
echo "peers: Fairy-Stockfish $arch builds in $fsfdir (the CPU $( [ $arch = bmi2 ] && echo has || echo lacks ) bmi2)"
for b in "$fsf8" "$fsflb"; do
	[ -x "$b" ] || echo "peer absent: $b (its cases show courier alone)"
done
[ -f "$ini" ] || echo "peer absent: $ini (the large-board cases show courier alone)"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=$tmp/courier
go build -o "$bin" ./cmd/courier

kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'

# cpu CMD...: run CMD (its output to $tmp/out) and print its user+sys CPU seconds.
cpu() {
	local TIMEFORMAT='%U %S' t
	t=$({ time "$@" >"$tmp/out" 2>&1; } 2>&1)
	awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f\n", a[1] + a[2] }'
}

# fsf BIN VARIANT POSITION DEPTH: Fairy-Stockfish's perft (DEPTH 0: start and quit).
fsf() {
	local load=""
	[ "$2" = chess ] || load="load $ini"$'\n'
	if [ "$4" = 0 ]; then
		printf '%suci\nquit\n' "$load" | "$1"
	else
		printf '%ssetoption name UCI_Variant value %s\nposition %s\ngo perft %s\nquit\n' "$load" "$2" "$3" "$4" | "$1"
	fi
}

median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

printf '\n%-50s %11s %10s %10s %8s  %s\n' "case (one thread)" nodes "courier s" "peer s" peer/cou peer
# bench LABEL PEERBIN VARIANT FSFPOSITION DEPTH COURIER-ARGS...
bench() {
	local label=$1 peer=$2 variant=$3 pos=$4 depth=$5
	shift 5
	depth=$((depth - less))
	local cs=() ps=() c0=() p0=() cn="" pn="" havepeer=1
	if [ ! -x "$peer" ] || { [ "$variant" != chess ] && [ ! -f "$ini" ]; }; then
		havepeer=0
	fi
	for ((i = 0; i < runs; i++)); do
		cs+=("$(cpu "$bin" perft "$@" -j 1 "$depth")")
		cn=$(awk '/^nodes/ { print $2 }' "$tmp/out")
		c0+=("$(cpu "$bin" perft "$@" -j 1 1)")
		if [ $havepeer = 1 ]; then
			ps+=("$(cpu fsf "$peer" "$variant" "$pos" "$depth")")
			pn=$(awk '/Nodes searched/ { print $3 }' "$tmp/out")
			p0+=("$(cpu fsf "$peer" "$variant" "$pos" 0)")
		fi
	done
	local c p
	c=$(awk -v a="$(printf '%s\n' "${cs[@]}" | median)" -v b="$(printf '%s\n' "${c0[@]}" | median)" 'BEGIN { printf "%.3f", a - b }')
	if [ $havepeer = 1 ]; then
		p=$(awk -v a="$(printf '%s\n' "${ps[@]}" | median)" -v b="$(printf '%s\n' "${p0[@]}" | median)" 'BEGIN { printf "%.3f", a - b }')
		printf '%-50s %11s %10s %10s %7.2fx  %s (%s nodes)\n' "$label, depth $depth" "$cn" "$c" "$p" \
			"$(awk -v c="$c" -v p="$p" 'BEGIN { print p / c }')" "$(basename "$peer")" "$pn"
	else
		printf '%-50s %11s %10s %10s %8s  %s\n' "$label, depth $depth" "$cn" "$c" - - "absent"
	fi
	echo "$c $cn" >"$tmp/last"
}

bench "chess start" "$fsf8" chess startpos 6 --preset chess
bench "Kiwipete" "$fsf8" chess "fen $kiwipete" 5 --preset chess --fen "$kiwipete"
bench "symmetric start --without bishop_conversion" "$fsflb" symmetric startpos 6 --preset symmetric --without bishop_conversion
read -r tw nw <"$tmp/last"
bench "symmetric start with bishop conversion" "$fsflb" symmetric startpos 6 --preset symmetric
read -r tc nc <"$tmp/last"
# The conversion's cost per node from paired runs: with and without the module in
# turn, RUNS times, the median of the per-pair ratios of CPU seconds per node (a
# drift of the machine's speed hits both runs of a pair alike).
d=$((6 - less))
ratios=()
for ((i = 0; i < runs; i++)); do
	a=$(cpu "$bin" perft --preset symmetric -j 1 "$d")
	an=$(awk '/^nodes/ { print $2 }' "$tmp/out")
	b=$(cpu "$bin" perft --preset symmetric --without bishop_conversion -j 1 "$d")
	bn=$(awk '/^nodes/ { print $2 }' "$tmp/out")
	z=$(cpu "$bin" perft --preset symmetric -j 1 1) # start-up, taken off both
	ratios+=("$(awk -v a="$a" -v an="$an" -v b="$b" -v bn="$bn" -v z="$z" 'BEGIN { printf "%.4f", ((a - z) / an) / ((b - z) / bn) }')")
done
paired=$(printf '%s\n' "${ratios[@]}" | median)
awk -v tw="$tw" -v nw="$nw" -v tc="$tc" -v nc="$nc" -v pr="$paired" -v n="$runs" 'BEGIN {
	printf "\nbishop conversion costs courier %+.1f%% per node (%.1f ns/node with it, %.1f without; the peer has no such rule)\n",
		(tc / nc) / (tw / nw) * 100 - 100, tc / nc * 1e9, tw / nw * 1e9
	printf "bishop conversion costs courier %+.1f%% per node, paired (median of %d pairs of runs with and without it, start-up taken off)\n",
		pr * 100 - 100, n }'
