package fsfini

import (
	"sort"
	"strings"
)

// Type is the type of an option as FSF's parser reads it (src/parser.cpp's set
// overloads).
type Type int

// The option types. TPiece is a piece definition (`knight = n`,
// `customPiece1 = a:Betza`, `king = k[:Betza]`).
const (
	TBool Type = iota
	TInt
	TRank
	TFile
	TString
	TValue
	TPieceSet
	TPieceType
	TBitboard
	TCastlingRights
	TMaterialCounting
	TCountingRule
	TChasingRule
	TEnclosingRule
	TWallingRule
	TPiece
	TPiecePairs  // promotedPieceType: "p:g s:g"
	TPieceCounts // promotionLimit, pieceValueMg/Eg: "q:1 r:2"
)

// Pieces are FSF's built-in piece types by option name, with their Betza
// (src/piece.cpp), in FSF's enum order (which decides which of two types given
// one letter FSF keeps: the later). The pawn's double step is not in its
// Betza: it is doubleStep and doubleStepRegion.
var Pieces = []struct{ Name, Betza string }{
	{"pawn", "fmWfceF"}, {"knight", "N"}, {"bishop", "B"}, {"rook", "R"}, {"queen", "Q"},
	{"fers", "F"}, {"alfil", "A"}, {"fersAlfil", "FA"}, {"silver", "FfW"}, {"aiwok", "RNF"},
	{"bers", "RF"}, {"archbishop", "BN"}, {"chancellor", "RN"}, {"amazon", "QN"},
	{"knibis", "mNcB"}, {"biskni", "mBcN"}, {"kniroo", "mNcR"}, {"rookni", "mRcN"},
	{"shogiPawn", "fW"}, {"lance", "fR"}, {"shogiKnight", "fN"}, {"gold", "WfF"},
	{"dragonHorse", "BW"}, {"clobber", "cW"}, {"breakthrough", "fmWfF"}, {"immobile", ""},
	{"cannon", "mRcpR"}, {"janggiCannon", "pR"}, {"soldier", "fsW"}, {"horse", "nN"},
	{"elephant", "nA"}, {"janggiElephant", "nZ"}, {"banner", "RcpRnN"}, {"wazir", "W"},
	{"commoner", "K"}, {"centaur", "KN"},
}

// MaxCustom is the number of customPieceN slots (customPiece1 .. customPiece25).
const MaxCustom = 25

// PieceOrder returns the place of a piece option in FSF's enum (built-ins, then
// customPiece1..25, then king), or -1 when name is no piece option.
func PieceOrder(name string) int {
	for i, p := range Pieces {
		if p.Name == name {
			return i
		}
	}
	if n, ok := customNumber(name); ok {
		return len(Pieces) + n - 1
	}
	if name == "king" {
		return len(Pieces) + MaxCustom
	}
	return -1
}

func customNumber(name string) (int, bool) {
	rest, ok := strings.CutPrefix(name, "customPiece")
	if !ok || rest == "" || rest[0] == '0' || len(rest) > 2 {
		return 0, false
	}
	n := 0
	for _, c := range rest {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, n >= 1 && n <= MaxCustom
}

// options are the options FSF's parser reads (src/parser.cpp, VariantParser::parse),
// but the piece definitions and the mobility regions, which are per piece.
var options = map[string]Type{
	"variantTemplate": TString, "pieceToCharTable": TString, "pocketSize": TInt,
	"maxRank": TRank, "maxFile": TFile, "chess960": TBool, "twoBoards": TBool, "startFen": TString,
	"pieceValueMg": TPieceCounts, "pieceValueEg": TPieceCounts,
	"pawnTypes":            TPieceSet,
	"promotionRegionWhite": TBitboard, "promotionRegionBlack": TBitboard,
	"promotionPawnTypes": TPieceSet, "promotionPawnTypesWhite": TPieceSet, "promotionPawnTypesBlack": TPieceSet,
	"promotionPieceTypes": TPieceSet, "promotionPieceTypesWhite": TPieceSet, "promotionPieceTypesBlack": TPieceSet,
	"sittuyinPromotion": TBool, "promotionLimit": TPieceCounts, "promotedPieceType": TPiecePairs,
	"piecePromotionOnCapture": TBool, "mandatoryPawnPromotion": TBool, "mandatoryPiecePromotion": TBool,
	"pieceDemotion": TBool, "blastOnCapture": TBool, "blastImmuneTypes": TPieceSet,
	"mutuallyImmuneTypes": TPieceSet, "petrifyOnCaptureTypes": TPieceSet, "petrifyBlastPieces": TBool,
	"doubleStep": TBool, "doubleStepRegionWhite": TBitboard, "doubleStepRegionBlack": TBitboard,
	"tripleStepRegionWhite": TBitboard, "tripleStepRegionBlack": TBitboard,
	"enPassantRegion": TBitboard, "enPassantRegionWhite": TBitboard, "enPassantRegionBlack": TBitboard,
	"enPassantTypes": TPieceSet, "enPassantTypesWhite": TPieceSet, "enPassantTypesBlack": TPieceSet,
	"castling": TBool, "castlingDroppedPiece": TBool, "castlingKingsideFile": TFile,
	"castlingQueensideFile": TFile, "castlingRank": TRank, "castlingKingFile": TFile,
	"castlingKingPiece": TPieceType, "castlingKingPieceWhite": TPieceType, "castlingKingPieceBlack": TPieceType,
	"castlingRookKingsideFile": TFile, "castlingRookQueensideFile": TFile,
	"castlingRookPieces": TPieceSet, "castlingRookPiecesWhite": TPieceSet, "castlingRookPiecesBlack": TPieceSet,
	"oppositeCastling": TBool, "checking": TBool, "dropChecks": TBool, "mustCapture": TBool,
	"mustDrop": TBool, "mustDropType": TPieceType, "pieceDrops": TBool, "dropLoop": TBool,
	"capturesToHand": TBool, "firstRankPawnDrops": TBool, "promotionZonePawnDrops": TBool,
	"enclosingDrop": TEnclosingRule, "enclosingDropStart": TBitboard,
	"dropRegionWhite": TBitboard, "dropRegionBlack": TBitboard, "sittuyinRookDrop": TBool,
	"dropOppositeColoredBishop": TBool, "dropPromoted": TBool, "dropNoDoubled": TPieceType,
	"dropNoDoubledCount": TInt, "immobilityIllegal": TBool, "gating": TBool,
	"wallingRule": TWallingRule, "wallingRegionWhite": TBitboard, "wallingRegionBlack": TBitboard,
	"wallingRegion": TBitboard, "wallOrMove": TBool, "seirawanGating": TBool, "cambodianMoves": TBool,
	"diagonalLines": TBitboard, "pass": TBool, "passWhite": TBool, "passBlack": TBool,
	"passOnStalemate": TBool, "passOnStalemateWhite": TBool, "passOnStalemateBlack": TBool,
	"makpongRule": TBool, "flyingGeneral": TBool, "soldierPromotionRank": TRank,
	"flipEnclosedPieces": TEnclosingRule,
	"nMoveRuleTypes":     TPieceSet, "nMoveRuleTypesWhite": TPieceSet, "nMoveRuleTypesBlack": TPieceSet,
	"nMoveRule": TInt, "nFoldRule": TInt, "nFoldValue": TValue, "nFoldValueAbsolute": TBool,
	"perpetualCheckIllegal": TBool, "moveRepetitionIllegal": TBool, "chasingRule": TChasingRule,
	"stalemateValue": TValue, "stalematePieceCount": TBool, "checkmateValue": TValue,
	"shogiPawnDropMateIllegal": TBool, "shatarMateRule": TBool, "bikjangRule": TBool,
	"extinctionValue": TValue, "extinctionClaim": TBool, "extinctionPseudoRoyal": TBool,
	"dupleCheck": TBool, "extinctionPieceTypes": TPieceSet, "extinctionPieceCount": TInt,
	"extinctionOpponentPieceCount": TInt,
	"flagPiece":                    TPieceType, "flagPieceWhite": TPieceType, "flagPieceBlack": TPieceType,
	"flagRegion": TBitboard, "flagRegionWhite": TBitboard, "flagRegionBlack": TBitboard,
	"flagPieceCount": TInt, "flagPieceBlockedWin": TBool, "flagMove": TBool, "flagPieceSafe": TBool,
	"checkCounting": TBool, "connectN": TInt, "connectPieceTypes": TPieceSet,
	"connectHorizontal": TBool, "connectVertical": TBool, "connectDiagonal": TBool,
	"connectRegion1White": TBitboard, "connectRegion2White": TBitboard,
	"connectRegion1Black": TBitboard, "connectRegion2Black": TBitboard,
	"connectNxN": TInt, "collinearN": TInt, "connectValue": TValue,
	"materialCounting": TMaterialCounting, "adjudicateFullBoard": TBool,
	"countingRule": TCountingRule, "castlingWins": TCastlingRights,
}

// deprecated are the options FSF still reads for compatibility
// (parse_attribute<false>), with the current option to use instead.
var deprecated = map[string]struct {
	t   Type
	use string
}{
	"promotionRank":     {TRank, "promotionRegionWhite/promotionRegionBlack"},
	"doubleStepRank":    {TRank, "doubleStepRegionWhite/doubleStepRegionBlack"},
	"doubleStepRankMin": {TRank, "doubleStepRegionWhite/doubleStepRegionBlack"},
	"whiteFlag":         {TBitboard, "flagRegionWhite"},
	"blackFlag":         {TBitboard, "flagRegionBlack"},
	"castlingRookPiece": {TPieceSet, "castlingRookPieces"},
	"whiteDropRegion":   {TBitboard, "dropRegionWhite"},
	"blackDropRegion":   {TBitboard, "dropRegionBlack"},
	"dropOnTop":         {TBool, "enclosingDrop = top"},
}

// Lookup returns the type of option key as FSF reads it, whether FSF reads it
// only for compatibility (with the option to use instead), and whether FSF reads
// it at all. Piece definitions and mobilityRegion{White,Black}<Piece> count.
func Lookup(key string) (t Type, use string, ok bool) {
	if PieceOrder(key) >= 0 {
		return TPiece, "", true
	}
	if t, ok := options[key]; ok {
		return t, "", true
	}
	if d, ok := deprecated[key]; ok {
		return d.t, d.use, true
	}
	for _, c := range []string{"mobilityRegionWhite", "mobilityRegionBlack"} {
		if rest, ok := strings.CutPrefix(key, c); ok && rest != "" {
			name := strings.ToLower(rest[:1]) + rest[1:]
			if PieceOrder(name) >= 0 {
				return TBitboard, "", true
			}
		}
	}
	return 0, "", false
}

// Keys returns every option name FSF reads (piece and mobility-region names
// included), sorted; for did-you-mean suggestions.
func Keys() []string {
	var out []string
	for k := range options {
		out = append(out, k)
	}
	for k := range deprecated {
		out = append(out, k)
	}
	add := func(n string) {
		out = append(out, n)
		up := strings.ToUpper(n[:1]) + n[1:]
		out = append(out, "mobilityRegionWhite"+up, "mobilityRegionBlack"+up)
	}
	for _, p := range Pieces {
		add(p.Name)
	}
	for i := 1; i <= MaxCustom; i++ {
		add("customPiece" + itoa(i))
	}
	add("king")
	sort.Strings(out)
	return out
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
