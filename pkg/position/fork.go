package position

// CloneLast returns an independent copy of p that keeps only the last ply of
// its history: Unmake on the copy undoes that one move and no more. Unlike
// Clone its cost does not grow with the number of plies played, so a reader
// can branch off a long game many times (PGN variations) in linear time. The
// rule modules' state (castling rights and squares, en passant target, conversion
// and swap rights) is copied with the position, and kept in the one undo record,
// so the copy's Unmake restores it; the state of the modules with their own undo
// stack (the hands of drops, the explosions) is copied by their bigCloners entry
// with the top record of that stack; the move buffers are not shared.
func (p *Position) CloneLast() *Position {
	q := *p
	q.board = append([]Piece(nil), p.board...)
	q.scratch, q.modBuf, q.choiceBuf, q.cnt = nil, nil, nil, nil
	q.hist, q.histOld, q.histBase = nil, nil, 0
	if u := p.lastUndo(); u != nil {
		q.hist = append(make([]undo, 0, 16), *u)
	}
	q.big = p.big.clone(true)
	return &q
}

// ForgetHistory drops the undo records of every ply but the last, with the
// records of the modules' own undo stacks (bigCloners): afterwards Unmake
// undoes that one ply and no more, and LastMove still names it. Plies still
// counts every ply played. A replay calls it every few thousand plies, so a
// game's memory does not grow with its length (the repetition keys are the
// Game's, not these records).
func (p *Position) ForgetHistory() {
	u := p.lastUndo()
	if u == nil || p.Plies() == 1 {
		return
	}
	last, n := *u, p.Plies()
	p.histOld = nil
	p.hist = append(p.hist[:0], last)
	p.histBase = n - 1
	p.big = p.big.clone(true)
}
