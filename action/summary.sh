#!/usr/bin/env bash
# Writes the Action's job summary (Markdown) for one courier run to stdout:
#   summary.sh replay FILE.jsonl   (courier replay -o json)
#   summary.sh check  FILE.jsonl   (courier check -o json)
# the number of games (or preset files), the findings per code, and the first
# 20 findings with links to their lines (GITHUB_SERVER_URL, GITHUB_REPOSITORY,
# GITHUB_SHA). Needs jq.
set -euo pipefail
what=$1 file=$2
server=${GITHUB_SERVER_URL:-https://github.com}
link_base="$server/${GITHUB_REPOSITORY:-}/blob/${GITHUB_SHA:-HEAD}"
case "$what" in
replay)
	# one object per game; a finding is a game not ok, or a result mismatch
	jq -rs --arg base "$link_base" '
		def finding: .status != "ok" or .result.mismatch;
		def code: if .error then .error.code else "result-mismatch" end;
		def line: if .error then .error.line else .line end;
		([.[] | select(finding)]) as $f |
		"### courier replay",
		"",
		"\(length) games: \([.[] | select(.status == "ok")] | length) ok, \($f | length) with findings.",
		"",
		(if ($f | length) > 0 then
			"| code | games |", "|---|---|",
			($f | group_by(code) | map("| `\(.[0] | code)` | \(length) |") | .[]),
			"",
			"First findings:",
			"",
			($f[:20][] | "- [\(.file):\(line)](\($base)/\(.file)#L\(line)) game \(.game): \(if .error then .error.message else "result mismatch" end) (`\(code)`)")
		else empty end)' "$file"
	;;
check)
	jq -rs --arg base "$link_base" '
		([.[] | .diagnostics[] | select(.severity == "error")]) as $f |
		"### courier check",
		"",
		"\(length) preset files: \([.[] | select(.status == "ok")] | length) ok, \([.[] | select(.status != "ok")] | length) with errors.",
		"",
		(if ($f | length) > 0 then
			"| code | errors |", "|---|---|",
			($f | group_by(.code) | map("| `\(.[0].code)` | \(length) |") | .[]),
			"",
			"First errors:",
			"",
			($f[:20][] | "- [\(.file):\(.line)](\($base)/\(.file)#L\(.line)) \(.message) (`\(.code)`)")
		else empty end)' "$file"
	;;
*)
	echo "summary.sh: replay or check, not $what" >&2
	exit 2
	;;
esac
