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
//
// # Two search engines
//
// The band engine (band.go) is the fast one, behind Search, Solve,
// SolveUnique, CountSolutions and Fill. It follows the design of JCZSolve:
// for each digit and each band of three rows, a 27-bit mask of the cells
// where the digit may go; propagation works on one digit and band at a time
// (a row-to-box permutation must exist, a box confined to one column claims
// it, a row or column with one place left solves the cell), naked singles
// are found with bitwise adders over the nine digits, and the search guesses
// on a two-candidate cell with a fixed-size stack of saved states. A search
// allocates nothing. band.go's comment has the details.
//
// The cell engine (cells.go) keeps a candidate mask per cell and propagates
// naked and hidden singles; it branches on the cell with the fewest
// candidates, lowest index first, digits ascending. It is slower, and it is
// the definition of Complexity (SPEC 2.5): its guesses are part of the
// measure, so it must not change. Tests use it as the reference the band
// engine must agree with, beside counts made by QQWing (testdata/).
//
// # Generating
//
// Generate (generate.go) fills a grid (Fill: random permutations in the
// three diagonal boxes, which share no unit, then the band engine with a
// random digit at each guess), then carves symmetric pairs of cells in a
// random order. The puzzle before each step has exactly one solution, the
// full grid, so a step needs only to look for a solution that differs from
// it in one of the two emptied cells (bandSolver.otherSolution), which
// propagation usually refutes at once. The puzzle is graded at each clue
// count of the level's range on the way down (Expert: carved as far as
// uniqueness allows, then graded); a grid with no count of the right level
// is dropped for a new one. Everything random comes from the rng passed in,
// so a seed gives one puzzle.
//
// Speed is measured, not asserted in unit tests: `go test -bench .` has
// BenchmarkSearch (per shared collection), BenchmarkBaseline (the seeds'
// plain backtracking), BenchmarkFill, BenchmarkGenerate and BenchmarkGrade;
// TestBenchTable with -benchtable prints the table of SPEC 9's budgets.
//
// # The logical solver
//
// Logic (logic.go) keeps, besides the digits, the candidates of each empty
// cell and, for each unit and digit, the positions of the digit in the unit,
// so that every technique is a few mask operations. Candidates start from the
// clues (basic elimination is not a step). At each step the solver tries the
// techniques of techniqueTable in the order of Sudoku Explainer's scale and
// takes the first pattern found, scanning as SukakuExplainer does (boxes,
// then columns, then rows; digits and tuples ascending), so that its path,
// and so its rating, is the one Sudoku Explainer reports:
//
//	1.0 full house              2.3 naked single            3.2 X-Wing
//	1.2 hidden single (box)     2.5 direct hidden triple    3.4 hidden pair
//	1.5 hidden single (line)    2.6 pointing                3.6 naked triple
//	1.7 direct pointing         2.8 claiming                3.8 swordfish
//	1.9 direct claiming         3.0 naked pair              4.0 hidden triple
//	2.0 direct hidden pair
//
// A "direct" technique is Sudoku Explainer's: a locked-candidates or
// hidden-set pattern that leaves a digit one place in a unit. It is one step
// that places that digit and, as in Sudoku Explainer, removes nothing else.
// Every step records its technique, the units, cells and digits of its
// pattern, and its placements and eliminations (Step), which is what a hint
// needs. New techniques (wings, chains, …) are added as one finder each at
// their place in the table.
//
// # Chains
//
// Then come Sudoku Explainer's level-0 chains (row 21 of its order: X- and
// Y-cycles 6.5, forcing X-chains 6.6, bidirectional cycles and forcing
// chains 7.0, each plus 0.1 for every length threshold its chain passes;
// chain_static.go), found by one search that collects every hint and takes
// the lowest rated, then the shortest, then X before Y before mixed, first
// found among equals, comparing ratings as the doubles the reference
// computes. A chain step carries its chain, node by node (Step.Links, see
// Link). The parts every chaining technique shares (nodes, parents,
// complexity, the length rule, the ranking) are in chain_core.go.
// Sudoku Explainer tries the chains only after rows 13–20 (wings,
// uniqueness, quads, BUG, aligned pair exclusion); where those are missing,
// a chain stands in for them and the rating is higher than the reference's.
//
// After them, in the reference's order: aligned triplet exclusion (7.5,
// techniques_exclusion3.go), then three producers that follow all the
// consequences of one assumption at once (chain_dynamic.go): Nishio (7.5+,
// one digit, on a grid that loses what the assumption turns off), static
// cell and region forcing chains (8.0+, on the grid as it is, cells of
// three or more candidates) and dynamic forcing chains (8.5+: contradiction,
// double, cell and region forcing chains). Each collects every hint of its
// scan and takes the one of least complexity (distinct nodes of its chains,
// branch by branch, with the cells and units an inference needed counted as
// parents), then least sort key, then the first found. The reference's next
// rows (the same chains with techniques nested inside the propagation, 9.0+)
// are not there: where the solver is stuck, the rating is a lower bound.
//
// # How a level is decided
//
// GradeOf runs the logical solver from the clues to the end. When no
// technique applies it is stuck: it takes the empty cell with the fewest
// candidates (the lowest index among equals), places the solution's digit
// there, counts one Stuck, and goes on. Rating is the rating of the hardest
// step taken. Then, with clues the number of clues:
//
//   - Stuck == 0 and Rating <= 2.3 (singles, and the direct techniques Sudoku
//     Explainer rates below the naked single): Easy if clues >= 40, else
//     Medium;
//   - Stuck == 0 and Rating <= 2.8 (nothing harder than pointing and
//     claiming): Medium;
//   - Stuck == 0 and Rating <= 4.0 (a pair, a triple, an X-Wing or a
//     swordfish was needed): Hard;
//   - Stuck == 1, Rating <= 4.0 and clues >= 27: Hard;
//   - otherwise (a chain was needed, or stuck more than once, or stuck with
//     26 clues or fewer): Expert.
//
// This is SPEC 2.4's rule with the techniques known today: Easy up to 2.3,
// Medium up to 2.8, Hard up to 4.4 (here: 4.0, or one stuck step), Expert
// above. When the solver learns techniques above 4.0, a grid that needs one
// of them stops being stuck; the rule's last two cases then become "Hard if
// Rating <= 4.4, Expert above", with Stuck kept for what is still beyond
// the solver.
//
// For a stuck grid, Rating is a lower bound, at least StuckRating (9.0):
// the table holds Sudoku Explainer's producers up to its dynamic forcing
// chains (its rows 1–25: up to aligned pair exclusion 6.2, the chains and
// cycles of 6.5 and more, aligned triplet exclusion, Nishio, multiple and
// dynamic forcing chains), tried in its order and scanning in its orders,
// so the solver's path is Sudoku Explainer's up to the first stuck step;
// there Sudoku Explainer needs its forcing chains with nested techniques,
// which it rates 9.0 or more. (The level rule still counts a stuck step as
// a 6.5.)
//
// # Fast paths
//
// The same property makes a grid's level independent of the order of the
// steps as long as the solver never takes a technique rated above the one
// it needs: hasLevel, which the generator calls on every candidate puzzle,
// places singles in bulk, takes other techniques easiest first only when
// singles run out, stops as soon as the level asked for is excluded, and
// solves the grid only when it needs a stuck step. Tests check that it agrees
// with GradeOf on thousands of puzzles.
package solver
