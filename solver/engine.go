package solver

import (
	"strconv"
	"strings"
)

// The engines and their choice (docs/architecture.md, "The engines and
// their choice"). Search, CountSolutions and the generator's uniqueness
// checks (carver.step, carveVariant) run either the band engine (band.go,
// with its own AVX2 vector path, band_simd_amd64.go) or a vector engine of
// tdoku's kind (docs/performance.md, "A vector engine of tdoku's kind").
// A vector engine runs only when the build has it (GOEXPERIMENT=simd on
// amd64: vecwire_amd64.go lists them), the CPU has its instructions
// (checked once at start-up, archsimd.X86) and vectorFor switches that
// engine on for that work, from the start or as the hand-over (handover.go:
// the band engine first, the vector engine at its first guess from
// handOverOpen unsolved cells, else once the search has made handOverAfter
// guesses). Everything else falls back on the band engine, so that a build
// with the experiment runs on any amd64 CPU. Fill stays on the band engine:
// its random digit order at each guess is the band engine's.

// work is a kind of work a vector engine may take over.
type work int

const (
	workSolve work = iota // Search, Solve, SolveUnique: first solution and uniqueness
	workCount             // CountSolutions
	workCarve             // the generator's uniqueness checks (otherSolution)
	workKinds
)

// vectorUse is how a kind of work uses a vector engine.
type vectorUse uint8

const (
	vectorOff      vectorUse = iota // the band engine alone
	vectorAlways                    // the vector engine from the start
	vectorHandOver                  // the band engine, handing over to the vector engine at its first guess or after handOverAfter guesses (handover.go)
)

// vectorFor is the default switch, the one place that decides where a
// vector engine runs when the build has one and the CPU runs it: for each
// vector engine (the first the CPU runs takes the work) and each kind of
// work, off, from the start or the hand-over. It follows the measures
// (TestEngineTimes, engine_times_test.go; docs/performance.md, "The vector
// engine wired in", "The hand-over", "The hand-over at the first guess",
// "The hand-over with the engine in assembly" and "The vector engine from
// the start"), ratios to the band engine's time. The AVX2 form keeps the
// hand-over for solving and counting (at the first guess from 50 unsolved
// cells, else after 3 guesses, from the band engine's last state holding
// every solution): from the start it took 1.19–1.23 of the band engine's
// time on the 17-clue collection (count to 2: 1.15–1.19), where the
// hand-over took 1.00–1.01 (0.95–0.98), against 0.70–0.71 on top1465
// (the hand-over 0.74–0.82). The AVX-512 form, since its propagation and
// its loading of the clues went into assembly, runs solving and counting
// from the start: on 2026-12-06 at 21:50 (three runs of nine rounds) it
// took 0.95–0.98 on the 17-clue collection beside the hand-over's
// 0.93–0.99, within the runs' noise, and 0.59–0.60 on top1465 beside
// 0.68–0.69 (forum hardest 0.59–0.60 beside 0.61–0.64): the worst
// collection against tdoku's time goes from about 1.2 to about 1.05.
// Counting past 2 solutions runs on the vector engine from the start on
// both forms (handOverLimit). The uniqueness checks, which almost never
// guess, run on the AVX-512 form from the start since the seventh
// session's changes to it ("The uniqueness checks on the vector engine"):
// 0.91 of the band engine's time (two runs of 25 rounds; 1.02–1.04 before
// them, 1.22 before the loading in assembly) and generation 0.93–1.00 on
// every level; they stay on the band engine on the AVX2 form (1.29–1.32).
// To measure again: TestEngineTimes with -handoverk 0,3 -handoveropen 50.
var vectorFor = [vecIDs][workKinds]vectorUse{
	vecAVX512: {
		// from the start since the clues' loading went into assembly (docs/performance.md, "The vector
		// engine from the start"): 17-clue 0.95–0.98 of the band engine's time (the hand-over 0.93–0.99),
		// top1465 0.59–0.60 (0.68–0.69), forum hardest 0.58–0.60 (0.60–0.64)
		workSolve: vectorAlways,
		workCount: vectorAlways, // to 2: 17-clue 0.92–0.95 (the hand-over 0.92–0.95), top1465 0.58–0.59 (0.66–0.68); to 100: 0.62–0.67
		workCarve: vectorAlways, // the uniqueness checks alone 0.91 (1.02–1.04 before the seventh session's changes), generation 0.93–1.00
	},
	vecAVX2: {
		workSolve: vectorHandOver, // 17-clue 1.00–1.01 (from the start 1.19–1.23), top1465 0.74–0.82 (0.70–0.71), forum hardest 0.69–0.72 (0.68–0.69)
		workCount: vectorHandOver, // to 2: 17-clue 0.95–0.98 (from the start 1.15–1.19), top1465 0.78–0.81 (0.69–0.73); to 100 from the start: 0.74–0.75
		workCarve: vectorOff,      // from the start: the uniqueness checks alone 1.29–1.32; generation 1.13–1.28
	},
}

// workNames names the kinds of work for Engine.
var workNames = [workKinds]string{"solving", "counting", "the generator's uniqueness checks"}

// vectorEngine is a vector engine of tdoku's kind that this build has.
type vectorEngine struct {
	id    vecID  // which engine vectorSolve and vectorOther run
	name  string // its instructions, for Engine: "AVX-512"
	needs string // what the CPU must have, for Engine when it lacks it
	cpu   bool   // the CPU has it (archsimd.X86, at start-up)
}

// vecID names a vector engine in vectorSolve, vectorOther and vectorFor.
// The builds with the experiment on amd64 have them (vecwire_amd64.go);
// the others none.
type vecID uint8

const (
	vecAVX512 vecID = iota // vec_amd64.go
	vecAVX2                // vec2_amd64.go: the same engine without AVX-512
	vecIDs
)

// engineState is the engine each kind of work takes. It is set once at
// start-up (chooseEngines) and changed only by tests (setEngines), before
// they search: no search runs while it changes.
type engineState struct {
	mode   engineMode
	vector [workKinds]*vectorEngine // nil: the band engine
	// after is, for each kind of work a vector engine takes, the band
	// engine's guesses before it hands the search over (handover.go); 0:
	// the vector engine from the start.
	after [workKinds]int
	// open is, for each kind of work handed over, the unsolved cells of
	// the band engine's propagated puzzle from which it hands over at the
	// first guess (handOverOpen); more than 81: never at once.
	open [workKinds]int
}

var engines = chooseEngines(engineDefault)

// engineMode is the default choice or one the tests force.
type engineMode int

const (
	engineDefault  engineMode = iota // vectorFor, on what the CPU has
	engineVector                     // a vector engine for every kind of work, when the CPU runs one
	engineBand                       // the band engine everywhere, with its AVX2 path when the CPU has AVX2
	engineScalar                     // the band engine's scalar path everywhere
	engineOldCPU                     // as on a CPU with neither AVX2 nor AVX-512: the band engine's scalar path
	engineHandOver                   // the band engine, handing over to a vector engine (handOverOpen, handOverAfter), for solving and counting
)

// handOverAfter is the number of guesses the band engine makes before it
// hands a search over to a vector engine (handover.go), where it does, when
// the search did not look hard at its first guess (handOverOpen). Alone
// (every search handed over after k guesses) 2 did best (docs/performance.md,
// "The hand-over's start"); with the hard searches handed over at once the
// rest are easier, and a third guess on the band engine pays: on
// 2026-12-06 (TestEngineTimes, the mean of six runs, ratios to the band
// engine's time, AVX-512 / AVX2 form), after 3 the 17-clue collection took
// 0.961 / 0.958 solving and 0.970 / 0.972 counting to 2, after 2 0.977 /
// 0.990 and 0.973 / 0.990, and top1465 was even (0.745 / 0.821 against
// 0.752 / 0.815); one number serves both forms. Measured again with the
// propagation in assembly, after 2 rather than 3 was mixed on the 17-clue
// rows (solving 0.91–0.97 / 0.99–1.02 against 0.94–0.96 / 1.01, counting
// to 2 0.98–1.00 / 0.97 against 0.96–0.99 / 0.95–0.98) and even on
// top1465: 3 stays.
const handOverAfter = 3

// handOverOpen: a search whose propagated puzzle (the band engine's state
// at its first guess) has at least this many unsolved cells looks hard and
// is handed over at once, from that puzzle, rather than after
// handOverAfter guesses (docs/performance.md, "The hand-over at the first
// guess"). On 2026-12-06, every puzzle measured alone, the hand-over at
// once took, against after 2 guesses, 1.37 times the time on the 17-clue
// puzzles with fewer than 40 unsolved cells, 1.03–1.08 at 48–55 and 0.94
// at 60 or more, and 0.94–0.96 on top1465's from 48 to 59: from 50 the
// 17-clue collection stays even (1.000) and top1465 gains the most (0.953).
// In turns (TestEngineTimes, the mean of six to nine runs), the rule took
// 0.745 / 0.821 (AVX-512 / AVX2) times the band engine's time on top1465
// against 0.797 / 0.859 for the hand-over after 2 guesses alone, and
// 0.958–0.972 on the 17-clue rows against 0.967–0.995; every search at once
// (from 1) lost on the 17-clue rows (1.03–1.09). With the vector engine's
// propagation in assembly (later the same day, "The hand-over with the
// engine in assembly") every threshold from 1 to 50 gave top1465 the same
// within the noise (0.69–0.72 / 0.73–0.81), 53 a little more, and every
// search at once still lost on the 17-clue rows (0.96–1.06 / 1.02–1.09
// against 0.94–0.99 / 0.95–1.01): 50 stays. A cheaper vector engine moves
// the break-even lower: measure again with -handoveropen
// (engine_times_test.go).
const handOverOpen = 50

// handOverLimit is the most solutions a search that hands over looks for
// on the band engine first: a search for more (counting, mostly) runs on
// the vector engine from the start, which counting Serg's puzzles to 100
// took 0.72–0.73 (AVX-512) and 0.96–0.99 (AVX2) times the band engine's
// time, and the hand-over, whose band engine part is then wasted, 1.09–1.13
// before vecfast's speed-up (docs/performance.md, "The hand-over").
const handOverLimit = 2

// chooseEngines picks the engines for mode: the first vector engine of
// vectorEngines the CPU runs, for the kinds of work the mode gives it.
func chooseEngines(mode engineMode) engineState {
	st := engineState{mode: mode}
	var best *vectorEngine
	for i := range vectorEngines {
		if vectorEngines[i].cpu && mode != engineOldCPU {
			best = &vectorEngines[i]
			break
		}
	}
	for k := range st.vector {
		switch mode {
		case engineDefault:
			if best == nil {
				break
			}
			if use := vectorFor[best.id][k]; use != vectorOff {
				st.vector[k] = best
				if use == vectorHandOver {
					st.after[k], st.open[k] = handOverAfter, handOverOpen
				}
			}
		case engineVector:
			st.vector[k] = best
		case engineHandOver:
			if work(k) != workCarve && best != nil {
				st.vector[k], st.after[k], st.open[k] = best, handOverAfter, handOverOpen
			}
		}
	}
	return st
}

// setEngines sets the engines for mode, and the band engine's vector path
// with them (off for engineScalar and engineOldCPU); the tests' override.
func setEngines(mode engineMode) {
	engines = chooseEngines(mode)
	setVector(mode != engineScalar && mode != engineOldCPU)
}

// bandCPU says whether the band engine's vector path may run: the CPU has
// AVX2 and no test plays a CPU without it.
func bandCPU() bool { return simdCPU && engines.mode != engineOldCPU }

// Engine names the engines this program runs, for the command line's
// --version: the band engine's path (its AVX2 vector path, or scalar and
// why), and the vector engine where it takes over (which one, for what
// work), or why there is none.
func Engine() string {
	var band string
	switch {
	case useVector:
		band = "band engine: AVX2 vector path (GOEXPERIMENT=simd)"
	case simdBuilt && !bandCPU():
		band = "band engine: scalar (the vector path is built, but this CPU has no AVX2)"
	case simdBuilt:
		band = "band engine: scalar (the vector path is built, and turned off)"
	default:
		band = "band engine: scalar (built without GOEXPERIMENT=simd)"
	}
	var used []string
	var vec *vectorEngine
	after, open := 0, 0 // the hand-over's rule (handOverSolve), where the vector engine takes over
	for k, e := range engines.vector {
		if e != nil {
			used = append(used, workNames[k])
			vec = e
			after, open = max(after, engines.after[k]), max(open, engines.open[k])
		}
	}
	switch {
	case len(vectorEngines) == 0:
		return band
	case len(used) == int(workKinds):
		return "vector engine: " + vec.name + " (GOEXPERIMENT=simd), for " + joinWords(used) + "; fill: " + band
	case vec != nil && after > 0:
		when := "after " + strconv.Itoa(after) + " guesses"
		if open <= 81 {
			when = "at the first guess from " + strconv.Itoa(open) + " unsolved cells, else " + when
		}
		return band + ", then vector engine: " + vec.name + " " + when + ", for " + joinWords(used) +
			" (from the start past " + strconv.Itoa(handOverLimit) + " solutions)"
	case vec != nil:
		return band + "; vector engine: " + vec.name + " for " + joinWords(used)
	}
	var lacks []string
	for _, e := range vectorEngines {
		if e.cpu && engines.mode != engineOldCPU {
			return band + "; vector engine: off (" + e.name + " built, and switched off)"
		}
		lacks = append(lacks, e.needs)
	}
	return band + "; vector engine: off (this CPU has no " + strings.Join(lacks, ", no ") + ")"
}

// joinWords joins a list in English: "a", "a and b", "a, b and c".
func joinWords(w []string) string {
	if len(w) < 2 {
		return strings.Join(w, "")
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

// search runs Search's work on the engine chosen for kind k.
func search(g *Grid, limit int, k work) (int, Grid, Stats) {
	e := engines.vector[k]
	switch {
	case e == nil:
		return bandSolve(g, limit, nil)
	case engines.after[k] > 0 && limit <= handOverLimit:
		n, first, st, _ := handOverSolve(e.id, g, limit, engines.after[k], engines.open[k])
		return n, first, st
	}
	// the vector engine from the start: switched on so, or a hand-over
	// asked for more solutions than handOverLimit
	n, first, guesses := vectorSolve(e.id, g, limit)
	return n, first, Stats{Guesses: guesses}
}

// uniqueOther is the generator's uniqueness check (bandSolver.otherSolution)
// on the engine chosen for it; z is the band engine's, reused between calls.
// It has no hand-over (the checks almost never guess): where one is asked
// for, the band engine runs it.
func uniqueOther(z *bandSolver, p, full *Grid, i, j int) bool {
	if e := engines.vector[workCarve]; e != nil && engines.after[workCarve] == 0 {
		if other, ok := vectorOther(e.id, p, full, i, j); ok {
			return other
		}
	}
	return z.otherSolution(p, full, i, j)
}
