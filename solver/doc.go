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
// the definition of Complexity (docs/behaviour.md, Scoring and stars): its guesses are part of the
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
// propagation usually refutes at once. Once the clue count is in the
// level's range the puzzle is graded after every kept hole (compareLevel,
// GradeOf's answer found faster): a puzzle of the level is returned; a hole
// that makes it harder than the level is filled again and the next pair
// tried; an easier puzzle is carved further. A grid that runs out of pairs
// is dropped for a new one, and so is a grid whose puzzle has a rating its
// draw forbids (below, "Spreading the ratings"). Everything random comes
// from the rng passed in, so a seed gives one puzzle.
//
// The clue ranges (Level.ClueRange) only shape generation; the level is the
// rating's. They were chosen from how random symmetric carvings grade at
// each clue count (TestAcceptanceRates) and from the time and mean clues of
// generation (TestGenerateFigures):
//
//	Easy    40–46  nearly every carving rates 2.0 or less there: the first count in range is taken
//	Medium  27–34  a naked single or locked candidates become needed below about 34 clues
//	Hard    23–29  subsets and wings, most often at 26–29 clues
//	Expert  21–27  uniqueness, quads, exclusion and cycles need a few clues fewer
//	Master  17–26  as far as uniqueness allows
//
// Each range starts lower and ends lower than the one before, so the mean
// clue count of generated puzzles falls with the level (seeds 1–150: Easy
// 45.5, Medium 29.4, Hard 27.3, Expert 26.2, Master 25.7), and they overlap
// so that a grid is not dropped just before it gives its level. Easy stops
// high because every carving gets there and players of Easy want clues.
// Wider ranges raise the acceptance a little and cost more grades.
//
// # Spreading the ratings
//
// Left to itself the carving returns the first puzzle of the level it
// meets, one hole past the level below, and that hole most often asks for
// the same pattern. Over 2,000 puzzles a level (TestGenerateSpreadFigures,
// seeds 101–105): Medium 2.6 (pointing) 52 % and 2.3 27 %, Hard 4.2 (the
// XY-Wing) 67 %, Expert 6.6 (the shortest forcing X-chain) 58 %, Master 7.1
// and 7.2 (the shortest forcing chains) 44 % and 36 %. A player of Hard
// would meet an XY-Wing in two puzzles of three.
//
// So Generate keeps a puzzle of such a rating only with a probability
// (levelSpread): Medium 2.3 28 %, 2.6 15 %, 2.8 57 %; Hard 3.0 79 %, 4.2
// 15 %; Expert 4.5 76 %, 6.6 22 %; Master 7.1 23 %, 7.2 29 %. For each new
// grid it draws one number u from 0 to 99; the ratings whose percentage is
// u or less are forbidden for that grid, and when the grid's puzzle of the
// level has one of them the grid is dropped for a new one. This is
// rejection sampling: the ratings come out in the carving's own shares
// times the keep probabilities, so the percentages follow from the
// measured shares (each rating over a cap c is kept with probability
// c/share, c such that the capped ones make 25 % of what is kept;
// -genspread prints them) and every other rating keeps its proportion to
// the others. With them no rating passes about 25 % of its level (Medium
// 2.5 28 %, Hard 4.2 23 %, Expert 4.5 25 %, Master 7.2 27 %, the commonest
// of each), and TestGenerateSpread checks that none passes 40 % of 120
// puzzles of a level. The target is 25 % rather than just under 40 % so
// that small samples keep to 40 % as well: of twenty samples of 30 puzzles
// (seeds 1–20, as `sudoku generate -n 30 -seed S` makes them) 5 in 80 had
// a rating over 40 %, 14 in 80 with a 30 % target. The cost is the grids
// dropped: about 1/(the share kept), measured 2.0–3.2 times the CPU time of
// the carving alone (TestGenerateSpreadFigures, BenchmarkGenerateSpread),
// medians 3.4 ms (Medium), 2.5 ms (Hard), 3.6 ms (Expert) and 4.7 ms
// (Master): still within the bench table's targets (generateTarget).
// rateLevel answers whether the rating is a forbidden one with
// compareLevel's fast paths, and only when the grid's draw forbids one: up
// to Hard two more closures a forbidden rating r (bound r−1, then r);
// Expert reads it off the path; Master follows the path on until its
// rating passes the last forbidden one. Two ways of steering
// instead of dropping the grid, going on carving past a forbidden puzzle or
// filling its hole again and trying the next pair, gave the same shares for
// the same time.
//
// Easy has no rule: with its 40–46 clues about 99 carvings in 100 rate 1.2
// (hidden singles in boxes), and the generator takes the first count in
// range, where hardly any does not; forcing 1.5 (hidden singles in rows and
// columns) into half of them took about 80 times the time, and fewer clues
// would make Easy what Medium is.
//
// Speed is measured, not asserted in unit tests: `go test -bench .` has
// BenchmarkSearch (per shared collection), BenchmarkBaseline (plain
// backtracking), BenchmarkFill, BenchmarkGenerate and BenchmarkGrade;
// TestBenchTable with -benchtable prints the figures beside their
// targets (docs/architecture.md, Tests and their data).
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
// then the wings, uniqueness, quads, BUG and aligned pair exclusion:
//
//	4.2 XY-Wing                 5.0 naked quad              5.6–6.2 BUG, types 1–4
//	4.4 XYZ-Wing                5.2 Jellyfish               6.2 aligned pair exclusion
//	4.5–5.6 unique loops 1–4    5.4 hidden quad
//
// (unique loops come before the quads, as in Sudoku Explainer's order; a
// loop's and a BUG's rating depend on its size), and after them the chains
// below, up to the dynamic forcing chains (8.5 and up).
//
// A "direct" technique is Sudoku Explainer's: a locked-candidates or
// hidden-set pattern that leaves a digit one place in a unit. It is one step
// that places that digit and, as in Sudoku Explainer, removes nothing else.
// Every step records its technique, the units, cells and digits of its
// pattern, and its placements and eliminations (Step), which is what a hint
// needs. A new technique is added as one finder at its place in the table.
// The finders whose pattern lies in one unit (naked and hidden sets) or
// follows one digit (locked candidates, fish), and aligned pair and triplet
// exclusion, remember the last grid on which they found nothing and look
// again only where it has changed since (the units, digits, pairs or
// triples that a changed cell touches), in the same order, so the step they
// find is the one a whole scan finds.
// The solver holds no word for players: ArgumentOf (explain.go) reads back
// from a step, and the candidates it was found on, what its wording names
// (a wing's pivot, the chains one by one, a forcing chain's kind and
// branches, ForcingOf in explain_forcing.go; an aligned exclusion's
// reasons, ExclusionOf) and the cases it argues by (Case), and package
// i18n words that in the player's language, for the command line's
// explain and the window's hints alike.
// Technique.Example (examples.go) gives, for every
// technique, a position of a real puzzle where it is the solver's next step,
// with that step: the technique guide's boards, and test grids of the solver
// (examples.txt; its format is in docs/formats.md, Technique examples).
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
// uniqueness, quads, BUG, aligned pair exclusion), which the table holds
// before them, so a chain never stands in for one of those.
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
// parents), then least sort key, then the first found. The static search
// draws the same inferences as row 21's mixed pass, so it uses that pass's
// implication graph, which row 21 has just built on the same grid (its
// strongly connected components and what each reaches): a cell or region
// forcing chain needs a node that all its assumptions reach, and where the
// graph shows none the search runs no propagation for it. The reference's next
// rows are the same chains with techniques nested inside the propagation
// (chain_nested.go): level 1 (9.0+), where each propagation that has nothing
// left to draw looks for pointing, claiming, hidden and naked pairs and
// X-Wings resting on the candidates it removed, level 2 (9.5+), which also
// runs the forcing chains and cycles of row 21 there, level 3 (10.0+),
// row 24's static cell and region forcing chains too, and level 4 (10.5+),
// row 25's dynamic forcing chains after the four simple patterns, are; the
// fifth (11.0+) is not: where the solver is stuck, the rating is a lower
// bound.
//
// # How a level is decided
//
// GradeOf runs the logical solver from the clues to the end. When no
// technique applies it is stuck: it takes the empty cell with the fewest
// candidates (the lowest index among equals), places the solution's digit
// there, counts one Stuck, and goes on. Rating is the rating of the hardest
// step taken (Step.Rating: a technique's own, or its size's or length's),
// and Exact reports that the solver was never stuck. The level follows from
// the rating alone; the clue count plays no part:
//
//	Easy    up to 2.0   full house, hidden singles, the direct techniques below the naked single
//	Medium  2.1–2.8     a naked single, a direct hidden triple, pointing or claiming at least once
//	Hard    2.9–4.4     pairs, triples, X-Wing, swordfish, XY-Wing, XYZ-Wing
//	Expert  4.5–6.9     uniqueness, BUG, quads, Jellyfish, aligned exclusion, cycles, X-chains
//	Master  7.0 and up  forcing chains and beyond
//
// When the solver is stuck, Rating is a lower bound, at least StuckRating:
// the table holds Sudoku Explainer's producers below StuckRating, tried in
// its order and scanning in its orders, so the solver's path is Sudoku
// Explainer's up to the first stuck step; there Sudoku Explainer too has
// nothing rated below StuckRating. A stuck puzzle is Master whatever its
// bound. A bound of 7.0 or more makes that exact. A bound below 7.0 (the
// solver not knowing every technique up to 7.0) leaves the true level
// unknown, Expert or Master; it is called Master so that a level never
// promises less than the puzzle asks: the easier levels hold only exactly
// rated puzzles, and a player who picks Master is ready for the hardest.
// With the dynamic forcing chains and their five nested levels in the
// table StuckRating is 20.0, Sudoku Explainer's own rating of a grid where
// nothing applies, so a stuck grid is Master by its bound alone.
//
// # Fast paths
//
// The techniques up to Hard's 4.4 have one rating each, and the deduction
// of each stays available, or already made, after any other. So the answer
// to "is the rating at most r?", for r up to 4.4, does not depend on the
// order of the steps: it is whether the techniques rated at most r, applied
// in any order until none applies, finish the grid (closure). compareLevel, which the generator calls on every candidate
// puzzle, answers with two closures up to Hard (Medium: the closure to 2.0
// must fail and the closure to 2.8 finish), placing singles in bulk and
// leaving out a direct technique when its plain one is in (its placement
// then follows from the plain one's eliminations and a hidden single); for
// Expert and Master it takes the closure to 4.4, which is where the
// grader's path stands when it first needs more, follows the grader's path
// from there, and stops once the rating reaches 7.0. It solves the grid only
// when that path needs it, and skips the complexity. TestHasLevelAgrees
// checks it against GradeOf on thousands of puzzles of each level.
//
// # Variants
//
// Geometry (geometry*.go) is a variant as data: X-Sudoku's diagonals,
// Windoku's windows, Jigsaw's regions, Killer's cages. On it work an engine
// of its own (CountSolutions, Solve, SolveUnique: candidate masks, house and
// cage-sum propagation, the 45 rule's sums), GenerateVariant and a logical
// grader on the classic scale (GradeVariant). Carving X-Sudoku, Windoku and
// Jigsaw has its own fill and check for geometries without cages
// (geometry_fill.go, geometry_hsearch.go; the classic band engine answers
// first for X-Sudoku and Windoku, whose solutions are classic ones) and
// decides a level with the grader cut short where singles finish the
// puzzle, its subset finders remembering the houses they found nothing in
// (geometry_level.go, geometry_memo.go). They leave the classic engines
// above as they are; docs/variants.md says how each works and what it
// measured.
package solver
