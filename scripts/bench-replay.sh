#!/usr/bin/env bash
# Replay speed on the real archive (../shared/pgn/Korchnoi.pgn + Carlsen.pgn: 7,418
# games, 637,250 plies), side by side in one run: courier on one core
# (GOMAXPROCS=1, --jobs 1), courier on all cores, and pgn-extract (-s -r: it reads
# the same games and checks every move's legality), and with OLD=path/to/courier an
# older courier binary on all cores. The commands run in turn, round after round
# (paired runs: a drift of the machine's speed hits all of them alike); each figure
# is the median of the rounds, each ratio the median of the per-round ratios.
# pgn-extract is installed (apt) when missing; without it courier is timed alone.
#
# Then the per-ply cost of the oracle's xiangqi, crazyhouse and shogi games against its
# chess games, on one core (see the end of this script).
#
# Usage: [OLD=/path/to/old/courier] [RUNS=7] [COPIES=200] scripts/bench-replay.sh [FILE.pgn ...]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-7}
export PATH="$PATH:/usr/games" # Debian installs pgn-extract there
if [ $# -gt 0 ]; then
	archive=("$@")
else
	archive=(../shared/pgn/Korchnoi.pgn ../shared/pgn/Carlsen.pgn)
fi
for f in "${archive[@]}"; do
	[ -f "$f" ] || { echo "missing $f (the shared archive is not checked out beside this repository)" >&2; exit 1; }
done
if ! command -v pgn-extract >/dev/null; then
	echo "pgn-extract is not installed: installing it (apt-get install pgn-extract)" >&2
	if [ "$(id -u)" = 0 ]; then apt-get install -y pgn-extract >/dev/null 2>&1 || true; else sudo apt-get install -y pgn-extract >/dev/null 2>&1 || true; fi
fi
have_pe=1
command -v pgn-extract >/dev/null || { have_pe=0; echo "pgn-extract is absent (the install failed): courier is timed without it" >&2; }
if [ -n "${OLD:-}" ] && [ ! -x "$OLD" ]; then
	echo "OLD=$OLD is no executable" >&2
	exit 1
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
bin=$dir/courier
go build -o "$bin" ./cmd/courier
games=$("$bin" replay --preset chess -o json "${archive[@]}" 2>/dev/null | wc -l || true)
cores=$(getconf _NPROCESSORS_ONLN)

# run NAME CMD...: one timed run; appends "seconds peak-KiB" to $dir/NAME
run() {
	local name=$1 t0 t1
	shift
	t0=$EPOCHREALTIME
	/usr/bin/time -o "$dir/mem" -f "%M" "$@" >/dev/null 2>&1 || true # exit 1 = findings
	t1=$EPOCHREALTIME
	echo "$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.4f", b-a}') $(tail -1 "$dir/mem")" >>"$dir/$name"
}
names=(one all)
[ "$have_pe" = 1 ] && names+=(pe)
[ -n "${OLD:-}" ] && names+=(old)
for i in $(seq 0 "$runs"); do # round 0 is a warm-up, not counted
	for n in "${names[@]}"; do
		case $n in
		one) run one env GOMAXPROCS=1 "$bin" replay --preset chess -j 1 "${archive[@]}" ;;
		all) run all "$bin" replay --preset chess "${archive[@]}" ;;
		pe) run pe pgn-extract -s -r "${archive[@]}" ;;
		old) run old "$OLD" replay --preset chess "${archive[@]}" ;;
		esac
	done
	if [ "$i" = 0 ]; then
		for n in "${names[@]}"; do : >"$dir/$n"; done
	fi
done
# median of column c of file f; ratio medians of per-round a/b
med() { sort -g | awk '{v[NR]=$1} END{print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
col() { awk -v c="$2" '{print $c}' "$dir/$1" | med; }
ratio() { paste -d' ' "$dir/$1" "$dir/$2" | awk '{print $1/$3}' | med | awk '{printf "%.2f", $1}'; }
echo "replay of ${#archive[@]} files, $games games, $runs paired rounds on $cores cores (medians)${OLD:+; old courier: $OLD}"
# the peak resident set: the median and the largest of the rounds, in MiB (2^20
# bytes) and MB (10^6 bytes)
line() { # label name
	awk -v l="$1" -v t="$(col "$2" 1)" -v m="$(col "$2" 2)" -v x="$(awk '{print $2}' "$dir/$2" | sort -g | tail -1)" -v g="$games" \
		'BEGIN{printf "%-34s %7.3f s %9.0f games/s  peak %5.1f MiB = %4.1f MB (largest %4.1f MB)\n", l, t, g/t, m/1024, m*1024/1e6, x*1024/1e6}'
}
line "courier, one core (-j 1)" one
line "courier, all cores" all
[ "$have_pe" = 1 ] && line "pgn-extract -s -r" pe
[ -n "${OLD:-}" ] && line "old courier, all cores" old
if [ "$have_pe" = 1 ]; then
	echo "throughput, courier one core / pgn-extract:  $(ratio pe one)x"
	echo "throughput, courier all cores / pgn-extract: $(ratio pe all)x"
fi
if [ -n "${OLD:-}" ]; then
	echo "throughput, courier all cores / old all cores: $(ratio old all)x"
fi

# Per-ply cost of variant games against chess's, on one core (GOMAXPROCS=1, -j 1):
# the Fairy-Stockfish oracle's random games (uncorrupted, coordinates, each with
# its Variant and FEN tags) of chess, xiangqi, crazyhouse and shogi, each file
# copied COPIES times (default 200) so that start-up weighs little; the same paired
# rounds, the median time per ply, and its ratio to chess's. Needs jq and the
# oracle beside this repository; skipped with a message otherwise.
oracle=../shared/oracle
if ! command -v jq >/dev/null; then
	echo "per-ply cost of variant games: jq is not installed, skipped" >&2
	exit 0
fi
declare -A src=([chess]=$oracle/fsf-variants-all/games-chess.jsonl [xiangqi]=$oracle/fsf-variants/games-xiangqi.jsonl
	[crazyhouse]=$oracle/fsf-variants/games-crazyhouse.jsonl [shogi]=$oracle/fsf-variants/games-shogi.jsonl)
variants=(chess xiangqi crazyhouse shogi)
declare -A plies
for v in "${variants[@]}"; do
	[ -f "${src[$v]}" ] || { echo "per-ply cost of variant games: ${src[$v]} missing, skipped" >&2; exit 0; }
	jq -r 'select(.corrupted == false) | "[Variant \"\(.variant)\"]\n[FEN \"\(.start_fen)\"]\n\n\(.moves | join(" ")) *\n"' "${src[$v]}" >"$dir/one-$v.pgn"
	for _ in $(seq "${COPIES:-200}"); do cat "$dir/one-$v.pgn"; done >"$dir/$v.pgn"
	plies[$v]=$("$bin" replay -o json "$dir/$v.pgn" | jq -s 'map(.plies) | add')
	: >"$dir/v-$v"
done
for i in $(seq 0 "$runs"); do
	for v in "${variants[@]}"; do
		t0=$EPOCHREALTIME
		GOMAXPROCS=1 "$bin" replay -j 1 "$dir/$v.pgn" >/dev/null 2>&1 || true
		t1=$EPOCHREALTIME
		[ "$i" = 0 ] || awk -v a="$t0" -v b="$t1" -v n="${plies[$v]}" 'BEGIN{printf "%.1f\n", (b-a)*1e9/n}' >>"$dir/v-$v"
	done
done
chess_ns=$(med <"$dir/v-chess")
for v in "${variants[@]}"; do
	ns=$(med <"$dir/v-$v")
	awk -v v="$v" -v n="${plies[$v]}" -v ns="$ns" -v c="$chess_ns" \
		'BEGIN{printf "per ply, one core, %-10s %8d plies %7.0f ns/ply  %.2fx chess\n", v, n, ns, ns/c}'
done
