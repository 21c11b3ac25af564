// Package notation is the home of the game-log readers. It holds no code; the
// work is done by its sub-packages, which form the syntax layer only: they
// split files into games and moves into fields, and know no chess rules and no
// board state. Matching a parsed move against the legal moves of a position is
// done elsewhere.
//
//   - sq: the shared Square (0-based file and rank), board labels that name
//     squares in text, and SyntaxError (a problem at a character offset).
//   - gamefile: a streaming reader that splits a log or PGN file into games:
//     tag pairs plus the lines of move text, whatever the notation.
//   - pgn: the PGN movetext tokenizer and the SAN move parser.
//   - gc: the Game Courier move text reader (commands joined by ';').
//   - coord: the coordinate move parser (e2e4, e7e8q, e10e9).
//   - detect: tells the notation of one game's move text from its content.
//   - xiangqi: the xiangqi notations ICCS, WXF and Chinese (texts of
//     described moves, and any spelling brought to the written form), Chinese
//     result words, records' xiangqi FENs.
//   - record: the table of record file formats that are not PGN-shaped (a
//     format sniffs its files and splits them into games); fenmoves: a FEN
//     line then the moves, one of them.
//
// Positions are diag.Pos values: file, line and column 1-based, the column
// counted in characters (runes), not bytes.
package notation
