package shard

import (
	"encoding/json"
	"io"
	"os"
)

func writeFile(p string, b []byte) error { return os.WriteFile(p, b, 0o644) }

func jsonEncode(w io.Writer, v any) error { return json.NewEncoder(w).Encode(v) }
