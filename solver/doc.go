// Package solver holds the rules of Sudoku and the engines that work on them:
// grids and their text form, solving, counting solutions, filling a random
// grid, generating puzzles at a level, and grading a puzzle's difficulty.
//
// It uses the standard library only, keeps no package-level mutable state
// (randomness comes from a *rand.Rand passed in, statistics come back in
// result values), and every function is safe to call from several
// goroutines at once.
//
// # Glossary
//
//   - cell: an index 0–80 in row-major order; players see r1c1 … r9c9.
//   - unit: a row (0–8), a column (9–17) or a box (18–26); 27 in all.
//   - peers: the 20 cells sharing a unit with a cell.
//   - candidate: a digit that a cell may still take; a Mask holds a set of
//     candidates, bit d for digit d.
//   - clue (given): a digit of the puzzle as set.
package solver
