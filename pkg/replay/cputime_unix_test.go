//go:build unix

package replay_test

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time the process has used (user and system, all
// threads): on a shared machine it grows with the work done, where wall time grows
// with the other processes too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
