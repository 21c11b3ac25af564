package gamefile

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// MovesHash identifies the game's move text whatever its place in the file: the
// first 16 hex digits of the SHA-256 of its move-text lines, each trimmed of
// surrounding white space, joined by "\n" (tags, blank lines and the line
// numbers do not count). Two games with the same moves written the same way
// have the same hash; changing a move changes it.
func (g *RawGame) MovesHash() string {
	h := sha256.New()
	for i, l := range g.Movetext {
		if i > 0 {
			h.Write([]byte{'\n'})
		}
		h.Write([]byte(strings.TrimSpace(l.Text)))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
