package rules

import (
	"github.com/gamecourier/courier/pkg/betza"
	"github.com/gamecourier/courier/pkg/board"
)

// ModBishopConversion is the name of the bishop_conversion rule module (DESIGN.md, contract):
// its key under a preset's rules: and a value of --without.
const ModBishopConversion = "bishop_conversion"

// bishopConversionModule is the module table entry of ModBishopConversion (table, modules.go).
var bishopConversionModule = entry(ModBishopConversion,
	"The Bishops Conversion Rule (Symmetric Chess, modern-step).",
	func(v *Variant) **BishopConversion { return &v.BishopConversion })

// BishopConversion is the Bishops Conversion Rule (RULES.md, Symmetric Chess).
type BishopConversion struct {
	Piece byte              // the converting piece type, 'B'
	Homes [2][]board.Square // home squares per side
	// Step is the Betza of the conversion step ("fsW": left, right or forward).
	Step      string
	StepAtoms []betza.Atom
	// Capture allows a conversion onto an enemy piece (seed: "It is possible to take
	// a piece of the opponent by conversion").
	Capture bool
}

// ConversionRight is the conversion right a bishop's home square holds (seed:
// symmetric-chess.txt, "A player may choose which bishop he converts, but if he
// makes a normal move with one of his bishops, the first move made with the other
// must be a conversion move"; "a player never can make more than one conversion
// move in a game"). Its String is the word for it ("can", "must"; "" for none).
type ConversionRight uint8

// The conversion rights of a home square.
const (
	// NoConversionRight: no right (the bishop moved, was captured, or the square
	// is no home of the side).
	NoConversionRight ConversionRight = iota
	// ConversionCan: the bishop may make its first move as a conversion.
	ConversionCan
	// ConversionMust: the other bishop gave its right up, so this bishop's first
	// move must be a conversion.
	ConversionMust
)

// String returns "can", "must", or "" for NoConversionRight.
func (r ConversionRight) String() string {
	switch r {
	case ConversionCan:
		return "can"
	case ConversionMust:
		return "must"
	}
	return ""
}
