// Package browsertest starts headless Chromium for the tests that drive a page
// (the viewer's, the playground's) through chromedp. It knows no chess.
package browsertest

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Start returns a chromedp context on headless Chromium with a window of width x
// height pixels, or skips the test (naming what, the test's subject) when no
// Chromium is on PATH. A script error in a page fails the test. bound stops a
// browser that hangs (a safety bound on the whole session, not a measure: no
// test asserts it). Everything is closed when the test ends.
func Start(t *testing.T, what string, width, height int, bound time.Duration) context.Context {
	t.Helper()
	var exe string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			exe = p
			break
		}
	}
	if exe == "" {
		t.Skipf("no chromium on PATH: %s is skipped (apt-get install chromium; .ci/run installs it)", what)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(width, height),
	}
	ctx, cancel := context.WithTimeout(context.Background(), bound)
	t.Cleanup(cancel)
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	cctx, ccancel := chromedp.NewContext(actx)
	t.Cleanup(ccancel)
	if err := chromedp.Listen(cctx, func(ev any) {
		if e, ok := ev.(*runtime.EventExceptionThrown); ok {
			t.Errorf("script error in the page: %s (line %d)", e.ExceptionDetails.Text, e.ExceptionDetails.LineNumber)
		}
	}); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	return cctx
}
