package replay

import (
	"bufio"
	"io"

	"github.com/gamecourier/courier/pkg/notation/kifu"
	"github.com/gamecourier/courier/pkg/notation/shogirecord"
)

// ParseRecords reads the shogi records of a file in format ("kif", "ki2",
// "csa", "usi"; shogirecord.Parse); name names the file in positions.
func ParseRecords(name, format string, data []byte) ([]*kifu.Record, error) {
	return shogirecord.Parse(name, format, data)
}

// sniffRecords is called when a source is opened: when rd holds shogi records
// (shogirecord.Format: by the name's ending or the first bytes), it reads them
// all and returns them; else it returns a reader giving the same bytes as rd,
// for the record formats and the game splitter.
func sniffRecords(name string, rd io.Reader) (recs []*kifu.Record, rest io.Reader, err error) {
	br := bufio.NewReaderSize(rd, 4096)
	head, _ := br.Peek(4096)
	format := shogirecord.Format(name, head)
	if format == "" {
		return nil, br, nil
	}
	recs, err = shogirecord.ReadAll(br, name, format)
	if err != nil {
		return nil, nil, err
	}
	return recs, nil, nil
}
