# Sourced by the scripts that measure or compare against Fairy-Stockfish
# (bench-perft.sh, bench-variants.sh, fsf-roundtrip.sh); runs from the project's
# root. Sets fsfdir (FSF_DIR, default ../shared/tools/fairy-stockfish: binaries
# for measuring only, never shipped), arch (bmi2 when the CPU has it, else
# modern), fsf8 and fsflb (the 8x8 and large-board builds for that arch) and ini
# (../shared/oracle/fsf/variants.ini, the seed variants' definitions).
fsfdir=${FSF_DIR:-../shared/tools/fairy-stockfish}
ini=../shared/oracle/fsf/variants.ini
arch=modern
if grep -qw bmi2 /proc/cpuinfo 2>/dev/null; then
	arch=bmi2
fi
fsf8=$fsfdir/fsf-8x8-x86-64-$arch
fsflb=$fsfdir/fsf-lb-x86-64-$arch
