package i18n

import (
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// Puzzle links (docs/formats.md, "Puzzle links"): why an f-puzzles or
// SudokuPad link is not read, one message per model.FileLink… reason, and
// the names of the f-puzzles constraints the game does not play.
var (
	FileLinkNetwork     = def("file.link_network", "a short link (%s): its puzzle is on the site's server, and this game never uses the network; share the puzzle's f-puzzles link instead")
	FileLinkNoData      = def("file.link_no_data", "the link holds no puzzle")
	FileLinkSudokuPad   = def("file.link_sudokupad", "a link in SudokuPad's own form (%s), which is not documented and which this game does not read; share the puzzle's f-puzzles link instead")
	FileLinkData        = def("file.link_data", "the link's puzzle data is damaged or cut short")
	FileLinkNotFPuzzles = def("file.link_not_fpuzzles", "the link's data is not an f-puzzles puzzle")
	FileLinkSize        = def("file.link_size", "a %[1]d×%[1]d puzzle: this game plays 9×9 puzzles only")
	FileLinkConstraint  = def("file.link_constraint", "this puzzle also has %s, which this game does not play")
	FileLinkOneDiagonal = def("file.link_one_diagonal", "this puzzle has one diagonal only (diagonal%s): X-Sudoku has both, and this game plays no other")
	FileLinkCombined    = def("file.link_combined", "this puzzle combines %s and %s, and this game plays one variant at a time")
	FileLinkCageNoSum   = def("file.link_cage_no_sum", "cage %d has no sum: this game plays killer cages with their sums")
	FileLinkCageSum     = def("file.link_cage_sum", "cage %[1]d: %[2]s is not a sum from 1 to 45")
	FileLinkValue       = def("file.link_value", "%[1]s holds %[2]s, expected a digit from 1 to 9")

	// The f-puzzles constraints, as "this puzzle also has …" names them.
	LinkAntiKnight     = def("link.antiknight", "the anti-knight rule")
	LinkAntiKing       = def("link.antiking", "the anti-king rule")
	LinkDisjoint       = def("link.disjointgroups", "disjoint groups")
	LinkNonConsecutive = def("link.nonconsecutive", "the non-consecutive rule")
	LinkOdd            = def("link.odd", "odd cells")
	LinkEven           = def("link.even", "even cells")
	LinkMinimum        = def("link.minimum", "minimum cells")
	LinkMaximum        = def("link.maximum", "maximum cells")
	LinkThermometer    = def("link.thermometer", "thermometers")
	LinkArrow          = def("link.arrow", "arrows")
	LinkLittleKiller   = def("link.littlekillersum", "little killer sums")
	LinkSandwich       = def("link.sandwichsum", "sandwich sums")
	LinkXSum           = def("link.xsum", "X-sums")
	LinkSkyscraper     = def("link.skyscraper", "skyscrapers")
	LinkIndexer        = def("link.indexer", "indexer cells")
	LinkPalindrome     = def("link.palindrome", "palindrome lines")
	LinkRenban         = def("link.renban", "renban lines")
	LinkWhispers       = def("link.whispers", "German whispers lines")
	LinkRegionSum      = def("link.regionsumline", "region sum lines")
	LinkEntropic       = def("link.entropicline", "entropic lines")
	LinkBetween        = def("link.betweenline", "between lines")
	LinkClone          = def("link.clone", "clones")
	LinkQuadruple      = def("link.quadruple", "quadruples")
	LinkDifference     = def("link.difference", "white kropki dots")
	LinkRatio          = def("link.ratio", "black kropki dots")
	LinkXV             = def("link.xv", "XV signs")
	LinkNegative       = def("link.negative", "negative constraints")
	LinkText           = def("link.text", "text written on the grid")
	LinkLine           = def("link.line", "lines drawn on the grid")
	LinkShape          = def("link.shape", "shapes drawn on the grid")
	LinkExtraRegion    = def("link.extraregion", "extra regions other than Windoku's four windows")
	LinkPencilMarks    = def("link.givenpencilmarks", "pencil marks given with the puzzle")
	LinkOther          = def("link.other", "the f-puzzles constraint %s")
)

// linkConstraints names the f-puzzles keys of constraints.
var linkConstraints = map[string]*Message{
	"antiknight": LinkAntiKnight, "antiking": LinkAntiKing, "disjointgroups": LinkDisjoint,
	"nonconsecutive": LinkNonConsecutive, "odd": LinkOdd, "even": LinkEven,
	"minimum": LinkMinimum, "maximum": LinkMaximum, "thermometer": LinkThermometer,
	"arrow": LinkArrow, "littlekillersum": LinkLittleKiller, "sandwichsum": LinkSandwich,
	"xsum": LinkXSum, "skyscraper": LinkSkyscraper, "rowindexer": LinkIndexer,
	"columnindexer": LinkIndexer, "boxindexer": LinkIndexer, "palindrome": LinkPalindrome,
	"renban": LinkRenban, "whispers": LinkWhispers, "regionsumline": LinkRegionSum,
	"entropicline": LinkEntropic, "betweenline": LinkBetween, "clone": LinkClone,
	"quadruple": LinkQuadruple, "difference": LinkDifference, "ratio": LinkRatio,
	"xv": LinkXV, "negative": LinkNegative, "text": LinkText, "line": LinkLine,
	"rectangle": LinkShape, "circle": LinkShape, "extraregion": LinkExtraRegion,
	"givenPencilMarks": LinkPencilMarks,
}

// linkReason words the reasons of a puzzle link's error (model.FileLink…);
// ok is false for the other reasons.
func (c *Catalog) linkReason(e *model.FileError, q func(string) string) (string, bool) {
	switch e.Reason {
	case model.FileLinkNetwork:
		return c.T(FileLinkNetwork, q(e.Text)), true
	case model.FileLinkNoData:
		return c.T(FileLinkNoData), true
	case model.FileLinkSudokuPad:
		return c.T(FileLinkSudokuPad, e.Text), true
	case model.FileLinkData:
		return c.T(FileLinkData), true
	case model.FileLinkNotFPuzzles:
		return c.T(FileLinkNotFPuzzles), true
	case model.FileLinkSize:
		return c.T(FileLinkSize, e.N), true
	case model.FileLinkConstraint:
		name := c.T(LinkOther, q(e.Text))
		if m, ok := linkConstraints[e.Text]; ok {
			name = c.T(m)
		}
		return c.T(FileLinkConstraint, name), true
	case model.FileLinkOneDiagonal:
		return c.T(FileLinkOneDiagonal, e.Text), true
	case model.FileLinkCombined:
		return c.T(FileLinkCombined, c.Variant(solver.Variant(e.N)), c.Variant(solver.Variant(e.M))), true
	case model.FileLinkCageNoSum:
		return c.T(FileLinkCageNoSum, e.N), true
	case model.FileLinkCageSum:
		return c.T(FileLinkCageSum, e.N, q(e.Text)), true
	case model.FileLinkValue:
		return c.T(FileLinkValue, solver.CellName(e.Cell), q(e.Text)), true
	}
	return "", false
}
