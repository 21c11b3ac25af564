#!/usr/bin/env bash
# Round trip with Fairy-Stockfish (not run in CI): for every shipped preset that
# `courier preset export --fsf` writes whole (no rule left out), compare the perft
# of the start position at DEPTH (default 3) three ways:
#   fsf     Fairy-Stockfish's `go perft DEPTH` of the exported section
#           (setoption name VariantPath value FILE; UCI_Variant courier-ID)
#   courier courier perft --preset ID DEPTH
#   import  courier perft --preset FILE.ini:courier-ID DEPTH (the export imported back)
# One line per preset: id, the three counts, ok or DIFF (an import that refuses
# the export is shown with its reason, not counted as a difference); presets with rules left
# out, or boards too large for Fairy-Stockfish, are listed as skipped with the reason.
# Exit status 1 when a compared preset differs.
#
# The binary is the large-board build in ../shared/tools/fairy-stockfish/ (FSF_DIR
# to use another folder; the modern build when the CPU has no bmi2).
#
# Usage: scripts/fsf-roundtrip.sh [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."

depth=${1:-3}
. scripts/fsf-peers.sh
fsf=$fsflb
if [ ! -x "$fsf" ]; then
	echo "fsf-roundtrip: no Fairy-Stockfish binary at $fsf" >&2
	exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/courier" ./cmd/courier
courier=$tmp/courier

nodes() { sed -n 's/.*"nodes":\([0-9]*\).*/\1/p'; }

fail=0
compared=0
for id in $("$courier" presets | awk 'NR > 1 {print $1}'); do
	ini=$tmp/$id.ini
	if ! "$courier" preset export --fsf "$id" >"$ini" 2>"$tmp/notes"; then
		printf '%-16s skipped: %s\n' "$id" "$(tail -1 "$tmp/notes")"
		continue
	fi
	if grep -q 'left out' "$tmp/notes"; then
		printf '%-16s skipped: %s\n' "$id" "$(grep -m1 'left out' "$tmp/notes" | sed 's/.*left out of the Fairy-Stockfish section: //')"
		continue
	fi
	section=courier-$id
	f=$(printf 'setoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition startpos\ngo perft %s\nquit\n' \
		"$ini" "$section" "$depth" | "$fsf" 2>/dev/null | sed -n 's/^Nodes searched: //p')
	c=$("$courier" perft --preset "$id" -o json "$depth" | nodes)
	i=$("$courier" perft --preset "$ini:$section" -o json "$depth" 2>/dev/null | nodes || true)
	compared=$((compared + 1))
	verdict=ok
	if [ -z "$f" ] || [ "$f" != "$c" ]; then
		verdict=DIFF
		fail=1
	elif [ -z "$i" ]; then
		why=$("$courier" perft --preset "$ini:$section" 1 2>&1 >/dev/null | grep -m1 ini-unsupported | sed 's/^[^ ]* //; s/ (ini-unsupported)$//' || true)
		verdict="ok (the import refuses the export: $why)"
	elif [ "$i" != "$c" ]; then
		verdict=DIFF
		fail=1
	fi
	printf '%-16s fsf %-10s courier %-10s import %-10s %s\n' "$id" "${f:-none}" "$c" "${i:-refused}" "$verdict"
done
echo "compared $compared presets at depth $depth"
exit $fail
