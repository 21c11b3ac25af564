package position

// CloneLast returns an independent copy of p that keeps only the last ply of
// its history: Unmake on the copy undoes that one move and no more. Unlike
// Clone its cost does not grow with the number of plies played, so a reader
// can branch off a long game many times (PGN variations) in linear time.
func (p *Position) CloneLast() *Position {
	q := *p
	q.board = append([]Piece(nil), p.board...)
	q.hist = nil
	if n := len(p.hist); n > 0 {
		q.hist = append(make([]undo, 0, 16), p.hist[n-1])
	}
	return &q
}
