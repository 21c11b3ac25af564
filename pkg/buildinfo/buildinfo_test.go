package buildinfo

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// TestFromBuildInfo: the fields come from the build information as the Go toolchain
// writes it (the values here are such a record, written by hand); without one, the
// version is (devel) and the Go version that of the runtime.
func TestFromBuildInfo(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"},
		Settings: []debug.BuildSetting{
			{Key: "-trimpath", Value: "true"},
			{Key: "vcs", Value: "git"},
			{Key: "vcs.revision", Value: "4145793d1a3879e918cb22ca9f002466cabfc04e"},
			{Key: "vcs.time", Value: "2026-12-01T21:25:56Z"},
			{Key: "vcs.modified", Value: "true"},
		}}
	in := fromBuildInfo(bi, true)
	platform := runtime.GOOS + "/" + runtime.GOARCH
	want := Info{Version: "v1.2.0", Revision: "4145793d1a3879e918cb22ca9f002466cabfc04e", Time: "2026-12-01T21:25:56Z",
		Modified: true, Go: "go1.26.8", Platform: platform}
	if in != want {
		t.Errorf("got %+v\nwant %+v", in, want)
	}
	if s := in.Short(); s != "courier v1.2.0 (4145793d1a38, modified) go1.26.8 "+platform {
		t.Errorf("Short: %q", s)
	}
	long := "courier v1.2.0\nrevision:  4145793d1a3879e918cb22ca9f002466cabfc04e\ncommitted: 2026-12-01T21:25:56Z\nmodified:  true\ngo:        go1.26.8\nplatform:  " + platform + "\n"
	if l := in.Long(); l != long {
		t.Errorf("Long:\n%s\nwant:\n%s", l, long)
	}

	for _, c := range []struct {
		bi *debug.BuildInfo
		ok bool
	}{{nil, false}, {&debug.BuildInfo{}, true}} {
		in := fromBuildInfo(c.bi, c.ok)
		if in.Version != Devel || in.Revision != "" || in.Go != runtime.Version() {
			t.Errorf("no build information (%v): %+v", c.ok, in)
		}
		if s := in.Short(); s != "courier (devel) "+runtime.Version()+" "+platform {
			t.Errorf("Short without a revision: %q", s)
		}
	}
}

// TestStamped: the values a release build stamps with -X win over the build
// information; those not stamped leave it as it is.
func TestStamped(t *testing.T) {
	in := Info{Version: Devel, Revision: "", Modified: true, Go: "go1.26.8", Platform: "linux/amd64"}
	got := stamped(in, "v1.2.0", "4145793d1a3879e918cb22ca9f002466cabfc04e", "2026-12-01T21:25:56Z")
	want := Info{Version: "v1.2.0", Revision: "4145793d1a3879e918cb22ca9f002466cabfc04e", Time: "2026-12-01T21:25:56Z",
		Go: "go1.26.8", Platform: "linux/amd64"}
	if got != want {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if got := stamped(in, "", "", ""); got != in {
		t.Errorf("nothing stamped: %+v, want %+v", got, in)
	}
	// GoReleaser without a commit (a snapshot outside a clone) stamps stand-ins
	want = in
	want.Version = "0.0.1-snapshot"
	if got := stamped(in, "0.0.1-snapshot", "none", "0001-01-01T00:00:00Z"); got != want {
		t.Errorf("stand-ins stamped: %+v, want %+v", got, want)
	}
}
