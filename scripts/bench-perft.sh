#!/usr/bin/env bash
# Perft speed, one thread, on the chess and Symmetric Chess start positions (depth 6 by
# default), for comparison with Fairy-Stockfish (../shared/oracle/fsf/README.md: about
# 35-37 million nodes/s; chess perft 6 in 3.4 s, symmetric perft 6 in 6.6 s).
# Usage: scripts/bench-perft.sh [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-6}
bin=$(mktemp -d)/courier
go build -o "$bin" ./cmd/courier
for p in "chess" "symmetric --without bishop_conversion" "symmetric"; do
	printf '%-40s ' "$p"
	"$bin" perft --preset $p -j 1 "$depth" 2>&1 >/dev/null
done
