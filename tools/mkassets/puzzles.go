package main

import (
	"context"
	"fmt"
	"math/rand"
	"strings"

	"github.com/giosudoku/sudoku/solver"
)

// The bundled puzzle collections, made by our own generator from fixed
// seeds so that anyone can make them again and get the same files.

// puzzlesPerLevel is the number of puzzles in each level's collection.
const puzzlesPerLevel = 100

// levelSeed is the seed of puzzle k (from 0) of a level: each puzzle has
// its own seed, so one puzzle can be made again alone.
func levelSeed(level solver.Level, k int) int64 {
	return int64(level)*1_000_000 + int64(k) + 1
}

// demoSeed is the seed of the demo grid of a level.
func demoSeed(level solver.Level) int64 {
	return 9_000_000 + int64(level)
}

// sdmLine writes a grid in the .sdm form: 81 characters, '0' for an empty
// cell.
func sdmLine(g solver.Grid) string {
	return strings.ReplaceAll(g.String(), ".", "0")
}

// titleCase capitalises a level name for a title: "easy" → "Easy".
func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// levelCollection writes the .sdm collection of one level.
func levelCollection(ctx context.Context, level solver.Level) (string, error) {
	var b strings.Builder
	first, last := levelSeed(level, 0), levelSeed(level, puzzlesPerLevel-1)
	fmt.Fprintf(&b, "# %s: %d puzzles\n", titleCase(level.String()), puzzlesPerLevel)
	fmt.Fprintf(&b, "# Bundled with Sudoku. Made by tools/mkassets with solver.Generate, level %s,\n", level)
	fmt.Fprintf(&b, "# seeds %d to %d, one for each puzzle. Do not edit by hand: run\n", first, last)
	b.WriteString("# go run ./tools/mkassets -out assets -puzzles.\n")
	b.WriteString("# One puzzle a line: 81 cells row by row, 0 for an empty cell. Each has exactly one\n")
	b.WriteString("# solution and centrally symmetric clues.\n")
	seen := make(map[solver.Grid]bool)
	for k := 0; k < puzzlesPerLevel; k++ {
		p, err := solver.Generate(ctx, level, rand.New(rand.NewSource(levelSeed(level, k))))
		if err != nil {
			return "", fmt.Errorf("%s puzzle %d: %w", level, k+1, err)
		}
		if seen[p] {
			// Two seeds giving the same puzzle is next to impossible; a
			// collection with a repeat would still be wrong.
			return "", fmt.Errorf("%s puzzle %d repeats an earlier one: %s", level, k+1, sdmLine(p))
		}
		seen[p] = true
		b.WriteString(sdmLine(p) + "\n")
	}
	return b.String(), nil
}

// demoLevels are the levels of the three demo grids, in file order.
var demoLevels = []solver.Level{solver.Easy, solver.Medium, solver.Hard}

// demoCollection writes demo.sdm: one easy, one medium and one hard grid,
// each after a comment line that says what it is.
func demoCollection(ctx context.Context) (string, error) {
	var b strings.Builder
	b.WriteString("# Demo: three grids to try the game, one easy, one medium, one hard\n")
	b.WriteString("# Bundled with Sudoku. Made by tools/mkassets with solver.Generate; do not edit by hand:\n")
	b.WriteString("# run go run ./tools/mkassets -out assets -puzzles.\n")
	b.WriteString("# One puzzle a line: 81 cells row by row, 0 for an empty cell.\n")
	for i, level := range demoLevels {
		p, err := solver.Generate(ctx, level, rand.New(rand.NewSource(demoSeed(level))))
		if err != nil {
			return "", fmt.Errorf("demo %s: %w", level, err)
		}
		fmt.Fprintf(&b, "#\n# Demo %d: %s, %d clues (seed %d)\n", i+1, level, p.Clues(), demoSeed(level))
		b.WriteString(sdmLine(p) + "\n")
	}
	return b.String(), nil
}
