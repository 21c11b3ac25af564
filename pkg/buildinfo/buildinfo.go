// Package buildinfo is the version of the running courier binary, read from the
// build information the Go toolchain embeds (runtime/debug.ReadBuildInfo): the
// module version ("v1.2.0" after `go install ...@v1.2.0`, "(devel)" for a build
// from a checkout), the VCS revision, commit time and dirty flag stamped by `go
// build` in a git checkout, and the Go version and platform. It knows nothing else
// of courier.
package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Devel is the version of a binary built from a checkout (what the Go toolchain
// reports for the main module), and the fallback when there is no build information.
const Devel = "(devel)"

// Info is what is known of the running binary. Empty strings mean unknown.
type Info struct {
	Version  string `json:"version"`  // module version, e.g. "v1.2.0", or Devel
	Revision string `json:"revision"` // VCS revision (a full git commit hash), "" when not stamped
	Time     string `json:"time"`     // commit time of Revision, RFC 3339, "" when not stamped
	Modified bool   `json:"modified"` // the working tree had uncommitted changes at build time
	Go       string `json:"go"`       // Go version that built the binary, e.g. "go1.26.8"
	Platform string `json:"platform"` // GOOS/GOARCH, e.g. "linux/amd64"
}

// Stamped by the release build (GoReleaser's ldflags: -X
// github.com/gamecourier/courier/pkg/buildinfo.version=v1.2.0, and revision and
// commitTime): they win over the build information, which a release build made
// with -buildvcs=false or from a tag's archive lacks.
var version, revision, commitTime string

// Read returns the Info of the running binary. Without build information (a binary
// built without module support) the version is Devel and the Go version that of the
// runtime.
func Read() Info {
	bi, ok := debug.ReadBuildInfo()
	return stamped(fromBuildInfo(bi, ok), version, revision, commitTime)
}

// stamped is in with the values the release build stamped: those not "", and not
// GoReleaser's stand-ins for an unknown commit ("none", the zero time of
// 0001-01-01).
func stamped(in Info, version, revision, commitTime string) Info {
	if version != "" {
		in.Version = version
	}
	if revision != "" && revision != "none" {
		in.Revision, in.Modified = revision, false
	}
	if commitTime != "" && !strings.HasPrefix(commitTime, "0001-01-01") {
		in.Time = commitTime
	}
	return in
}

func fromBuildInfo(bi *debug.BuildInfo, ok bool) Info {
	in := Info{Version: Devel, Go: runtime.Version(), Platform: runtime.GOOS + "/" + runtime.GOARCH}
	if !ok || bi == nil {
		return in
	}
	if v := bi.Main.Version; v != "" {
		in.Version = v
	}
	if bi.GoVersion != "" {
		in.Go = bi.GoVersion
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			in.Revision = s.Value
		case "vcs.time":
			in.Time = s.Value
		case "vcs.modified":
			in.Modified = s.Value == "true"
		}
	}
	return in
}

// Short is one line: "courier VERSION (REVISION[12], dirty) GO PLATFORM", e.g.
// "courier (devel) (8dee537d1a2b, modified) go1.26.8 linux/amd64"; the parenthesis
// is left out when there is no revision.
func (in Info) Short() string {
	var b strings.Builder
	fmt.Fprintf(&b, "courier %s", in.Version)
	if in.Revision != "" {
		rev := in.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if in.Modified {
			rev += ", modified"
		}
		fmt.Fprintf(&b, " (%s)", rev)
	}
	fmt.Fprintf(&b, " %s %s", in.Go, in.Platform)
	return b.String()
}

// Long is the text of `courier version`: the Short line's facts one per line, as
// "key: value" lines (version, revision, commit time, modified, go, platform); an
// unknown revision is written "unknown (not built from a VCS checkout)".
func (in Info) Long() string {
	rev := in.Revision
	if rev == "" {
		rev = "unknown (not built from a VCS checkout)"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "courier %s\n", in.Version)
	fmt.Fprintf(&b, "revision:  %s\n", rev)
	if in.Time != "" {
		fmt.Fprintf(&b, "committed: %s\n", in.Time)
	}
	if in.Revision != "" {
		fmt.Fprintf(&b, "modified:  %t\n", in.Modified)
	}
	fmt.Fprintf(&b, "go:        %s\n", in.Go)
	fmt.Fprintf(&b, "platform:  %s\n", in.Platform)
	return b.String()
}
