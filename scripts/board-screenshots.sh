#!/usr/bin/env bash
# Writes the board-style and playground screenshots of docs/img/ with headless
# Chromium (Debian packages chromium and, for the kanji faces, fonts-wqy-zenhei or
# fonts-noto-cjk):
#   crazyhouse-game.png   the viewer at ply 24 of pkg/viewer/testdata/crazyhouse.pgn
#                         (both hands beside the board)
#   shogi-game.png        the viewer at ply 30 of testdata/shogi.pgn, with the
#                         display options faces: characters, coordinates: native
#   xiangqi-game.png      the viewer at ply 26 of testdata/xiangqi.pgn (13... Rxf1+: the
#                         general in check on red), kanji faces
#   janggi-style.png      the xiangqi start drawn in the janggi style (SVG, -o svg)
#   playground-symmetric.png  the Symmetric Chess playground after 1. c4 c5 2. d4 d5
#                         3. Nc3 Nc6 with the c1 bishop selected: its conversion
#                         squares b1 and c2 in red, its diagonal moves in green
# The display options come from small preset files extending the shipped presets
# (display: is not inherited from anything else). The playground's engine is built
# with the go command (courier show --play builds it when it is not embedded).
# Run from the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/courier" ./cmd/courier
c="$tmp/courier"
for v in shogi xiangqi; do
	printf 'schema: 1\nid: %s-kanji\nname: %s\nextends: %s\ndisplay: {faces: characters, coordinates: native}\n' "$v" "${v^}" "$v" > "$tmp/$v-kanji.yaml"
done
printf 'schema: 1\nid: xiangqi-janggi\nname: Xiangqi (janggi style)\nextends: xiangqi\ndisplay: {style: janggi, faces: characters}\n' > "$tmp/xiangqi-janggi.yaml"
"$c" show --log pkg/viewer/testdata/crazyhouse.pgn --ply 24 -o html > "$tmp/crazyhouse.html"
"$c" show --log pkg/viewer/testdata/shogi.pgn --preset "$tmp/shogi-kanji.yaml" --ply 30 -o html > "$tmp/shogi.html"
"$c" show --log pkg/viewer/testdata/xiangqi.pgn --preset "$tmp/xiangqi-kanji.yaml" --ply 26 -o html > "$tmp/xiangqi.html"
"$c" show --preset "$tmp/xiangqi-janggi.yaml" -o svg > "$tmp/janggi.svg"
"$c" show --preset symmetric -o html --play > "$tmp/play.html"
shot() { # URL PNG WIDTH,HEIGHT
	chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--user-data-dir="$(mktemp -d -p "$tmp")" --hide-scrollbars --window-size="$3" \
		--virtual-time-budget=20000 --screenshot="$2" "$1" >/dev/null 2>&1
}
shot "file://$tmp/crazyhouse.html" docs/img/crazyhouse-game.png 1100,720
shot "file://$tmp/shogi.html" docs/img/shogi-game.png 1100,760
shot "file://$tmp/xiangqi.html" docs/img/xiangqi-game.png 1100,820
shot "file://$tmp/janggi.svg" docs/img/janggi-style.png 480,530
shot "file://$tmp/play.html#play=c2c4,c7c5,d2d4,d7d5,b1c3,b8c6&select=c1" docs/img/playground-symmetric.png 1100,900
ls -l docs/img/crazyhouse-game.png docs/img/shogi-game.png docs/img/xiangqi-game.png docs/img/janggi-style.png docs/img/playground-symmetric.png
