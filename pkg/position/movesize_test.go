package position_test

import (
	"testing"
	"unsafe"

	"github.com/gamecourier/courier/pkg/position"
)

// TestMoveSize: a move stays within 8 bytes (From and To 2 bytes each, Promo,
// Flags, the owner index and its argument one byte each), whatever the modules
// a variant has: move lists, undo records and the perft buffers are sized by it.
func TestMoveSize(t *testing.T) {
	if n := unsafe.Sizeof(position.Move{}); n > 8 {
		t.Errorf("unsafe.Sizeof(position.Move{}) = %d bytes, want at most 8", n)
	}
}
