//go:build !unix

package replay_test

import "time"

// cpuTime is not measured here (see cputime_unix_test.go): 0.
func cpuTime() time.Duration { return 0 }
