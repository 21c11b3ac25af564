package cmdutil

import (
	"errors"
	"fmt"
	"testing"
)

func TestExitCode(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want int
	}{
		{nil, ExitOK},
		{Findingsf(2, "two"), ExitFindings},
		{Usagef("bad"), ExitUsage},
		{Failuref("io"), ExitFailure},
		{errors.New("untyped"), ExitFailure},
		{fmt.Errorf("context: %w", Usagef("bad")), ExitUsage},
		{&UsageError{Err: Failuref("inner")}, ExitUsage},
	} {
		if got := ExitCode(tc.err); got != tc.want {
			t.Errorf("ExitCode(%v) = %d, want %d", tc.err, got, tc.want)
		}
	}
	if IsTyped(errors.New("x")) || !IsTyped(fmt.Errorf("w: %w", Failuref("x"))) {
		t.Error("IsTyped")
	}
}
