#!/usr/bin/env bash
# Writes the viewer screenshots of docs/img/ (viewer-*.png) with headless Chromium
# (Debian package chromium): the pages of `courier show --log ... -o html`, opened at
# the step the README shows. Run from the repository root.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/courier" ./cmd/courier
"$tmp/courier" show --log pkg/viewer/testdata/symmetric-illegal.gc -o html > "$tmp/illegal.html"
"$tmp/courier" show --log logs/cowardly-crew.gc --game 2 --ply 8 -o html > "$tmp/events.html"
(cd pkg/viewer && "$tmp/courier" show --log testdata/big.gc -o html > "$tmp/big.html")
shot() { # URL PNG WIDTH,HEIGHT
	chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
		--disable-background-networking --disable-component-update --disable-sync \
		--user-data-dir="$(mktemp -d -p "$tmp")" --hide-scrollbars --window-size="$3" \
		--screenshot="$2" "$1" >/dev/null 2>&1
}
shot "file://$tmp/illegal.html#end" docs/img/viewer-illegal.png 1100,800
shot "file://$tmp/events.html" docs/img/viewer-events.png 1100,780
shot "file://$tmp/big.html#end" docs/img/viewer-16x16.png 1100,860
ls -l docs/img/viewer-*.png
