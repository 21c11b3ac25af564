#!/usr/bin/env bash
# Installs courier for the Action: the release binary matching REF (the Action's
# own ref, or the version input) when REF is a release tag (vX.Y.Z) and the
# release has an archive for this runner; it says found=true in $GITHUB_OUTPUT
# and puts the binary on $GITHUB_PATH. Otherwise it says found=false, and the
# next steps build courier from the Action's own source (ACTION_PATH).
# Environment: REF, RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_OUTPUT,
# GITHUB_PATH; COURIER_RELEASES (the download base URL, for tests).
set -euo pipefail
base=${COURIER_RELEASES:-https://github.com/gamecourier/courier/releases/download}
found=false
if [[ "${REF:-}" =~ ^v[0-9]+\.[0-9]+\.[0-9]+ ]]; then
	case "${RUNNER_OS:-Linux}" in
	Linux) os=linux ext=tar.gz ;;
	macOS) os=darwin ext=tar.gz ;;
	Windows) os=windows ext=zip ;;
	*) os="" ;;
	esac
	case "${RUNNER_ARCH:-X64}" in
	X64) arch=amd64 ;;
	ARM64) arch=arm64 ;;
	*) arch="" ;;
	esac
	if [ -n "$os" ] && [ -n "$arch" ]; then
		archive="courier_${REF#v}_${os}_${arch}.${ext}"
		dir="${RUNNER_TEMP:-/tmp}/courier-${REF}"
		mkdir -p "$dir"
		if curl -fsSL -o "$dir/$archive" "$base/$REF/$archive" &&
			curl -fsSL -o "$dir/checksums.txt" "$base/$REF/checksums.txt" &&
			(cd "$dir" && grep " ${archive}\$" checksums.txt | sha256sum -c --status); then
			if [ "$ext" = zip ]; then
				unzip -q -o "$dir/$archive" -d "$dir"
			else
				tar -xzf "$dir/$archive" -C "$dir"
			fi
			echo "$dir" >>"$GITHUB_PATH"
			"$dir/courier" --version
			found=true
		else
			echo "courier: no release archive $archive for $REF; building from source" >&2
		fi
	fi
fi
echo "found=$found" >>"$GITHUB_OUTPUT"
