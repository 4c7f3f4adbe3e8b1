package model

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// maxGameSize is the largest game file read: a game of MaxHistory
// positions, each as different from its neighbour as a position can be
// (notes in every empty cell), takes about 11 MiB; a larger file is not
// one the game wrote. With the history read as historyJSON reads it, any
// file up to this size loads in a fraction of a second
// (TestHostileGameLoadsBounded).
const maxGameSize = 16 << 20

// gameVersion is the newest version of the game file this code writes and
// reads. Version 1 is described in doc.go; version 2 adds the puzzle's
// "variant" (docs/formats.md, game.json), and only a variant's game is
// written as version 2, so a classic game's file stays readable by the
// programs from before the variants.
const gameVersion = 2

type gameFile struct {
	Version    int                     `json:"version"`
	State      string                  `json:"state"`
	Puzzle     puzzleJSON              `json:"puzzle"`
	Board      positionJSON            `json:"board"`
	Undo       historyJSON             `json:"undo"` // oldest first, each as a difference (storage_history.go)
	Redo       historyJSON             `json:"redo"` // the next redo last, likewise
	RestartCut int                     `json:"restartCut,omitempty"`
	TapRun     *int                    `json:"tapRun,omitempty"`
	Elapsed    string                  `json:"elapsed"`
	Hints      int                     `json:"hints"`
	Checks     int                     `json:"checks"`
	Hinted     shortList[string]       `json:"hinted,omitempty"` // techniques of the hints counted (Technique.String)
	Wrong      string                  `json:"wrong,omitempty"`
	LastCheck  *checkJSON              `json:"lastCheck,omitempty"`
	Revealed   bool                    `json:"revealed,omitempty"`
	Result     *resultJSON             `json:"result,omitempty"`
	EditStart  string                  `json:"editStart,omitempty"`
	Bookmarks  shortList[bookmarkJSON] `json:"bookmarks,omitempty"` // bookmarks.go

	// HintedVariant: in a variant's game, the variants' grader's
	// techniques of the hints counted (VariantTechnique.String).
	HintedVariant shortList[string] `json:"hintedVariant,omitempty"`
}

type puzzleJSON struct {
	Givens   string     `json:"givens"`
	Solution string     `json:"solution"`
	Unique   bool       `json:"unique"`
	Source   string     `json:"source"`
	Grade    *gradeJSON `json:"grade,omitempty"`
	// Variant is a variant puzzle in its text form (WriteVariant): the
	// variant, its givens, Jigsaw's regions or Killer's cages. Left out for
	// the classic game.
	Variant string `json:"variant,omitempty"`
}

type gradeJSON struct {
	Level      string            `json:"level"`
	Rating     float64           `json:"rating"`
	Complexity int               `json:"complexity"`
	Clues      int               `json:"clues"`
	Guesses    int               `json:"guesses"`
	Techniques shortList[string] `json:"techniques"`
	Hardest    string            `json:"hardest"`
	Stuck      int               `json:"stuck"`
	// Exact and Counts came with the five levels. A grade without Exact was
	// saved under the four levels before them: it is made again on loading,
	// so that the game counts in the level the puzzle has today.
	Exact  *bool          `json:"exact,omitempty"`
	Counts shortList[int] `json:"counts,omitempty"`
}

// checkJSON is CheckResult in the game file.
type checkJSON struct {
	Placed int            `json:"placed"`
	Wrong  shortList[int] `json:"wrong,omitempty"`
}

type positionJSON struct {
	Cells string `json:"cells"`
	Notes string `json:"notes,omitempty"`
	Marks string `json:"marks,omitempty"` // corner marks and colours (marks.go)
}

type resultJSON struct {
	Level      string  `json:"level"`
	Rating     float64 `json:"rating"`
	Complexity int     `json:"complexity"`
	Time       string  `json:"time"`
	Expected   string  `json:"expected"`
	Hints      int     `json:"hints"`
	Checks     int     `json:"checks"`
	Score      int     `json:"score"`
	Stars      int     `json:"stars"`
	BestTime   string  `json:"bestTime"`
	NewBest    bool    `json:"newBest"`
}

// MarshalJSON writes the game as the game file (docs/formats.md, game.json): the puzzle, the
// board with its notes, the undo and redo history, the clock read now, the
// state, the assists and the marks. Settings, statistics and a pending
// question are not part of it.
//
// The history holds at most MaxHistory positions (Game.commit), so a file
// stays far below what UnmarshalGame reads (maxGameSize); an encoding
// beyond it is an error rather than a file the next start would refuse.
func (g *Game) MarshalJSON() ([]byte, error) {
	b, err := g.marshalJSON()
	if err == nil && len(b) > maxGameSize {
		return nil, fmt.Errorf("the game encodes to %d bytes, more than the %d it may be read back from", len(b), maxGameSize)
	}
	return b, err
}

func (g *Game) marshalJSON() ([]byte, error) {
	f := gameFile{
		Version: 1,
		State:   g.state.key(),
		Puzzle: puzzleJSON{
			Givens:   digitLine(g.puzzle.Givens),
			Solution: digitLine(g.puzzle.Solution),
			Unique:   g.puzzle.Unique,
			Source:   g.puzzle.Source,
		},
		Board:    positionJSON{Cells: digitLine(g.cur.cells), Notes: encodeNotes(g.cur), Marks: encodeMarks(&g.cur)},
		Elapsed:  g.Elapsed().String(),
		Hints:    g.hints,
		Checks:   g.checks,
		Revealed: g.revealed,
	}
	if geom := g.puzzle.variantGeometry(); geom != nil {
		var b strings.Builder
		if err := WriteVariant(&b, VariantPuzzle{Geometry: geom, Givens: g.puzzle.Givens}); err != nil {
			return nil, err
		}
		f.Version, f.Puzzle.Variant = gameVersion, b.String()
	}
	f.Undo.entries, f.Redo.entries = g.encodeHistory()
	f.Bookmarks = g.encodeBookmarks()
	for _, t := range g.hinted {
		f.Hinted = append(f.Hinted, t.String())
	}
	for _, t := range g.hintedVariant {
		f.HintedVariant = append(f.HintedVariant, t.String())
	}
	if g.puzzle.Unique {
		gr := g.puzzle.Grade
		f.Puzzle.Grade = &gradeJSON{Level: gr.Level.String(), Rating: gr.Rating, Complexity: gr.Complexity,
			Clues: gr.Clues, Guesses: gr.Guesses, Techniques: gr.Techniques, Hardest: gr.Hardest, Stuck: gr.Stuck,
			Exact: &gr.Exact, Counts: gr.Counts}
	}
	if g.cut >= 0 {
		f.RestartCut = g.cut
	}
	if g.tapRun >= 0 {
		t := g.tapRun
		f.TapRun = &t
	}
	if g.wrong != [81]uint8{} {
		f.Wrong = digitLine(g.wrong)
	}
	if c := g.lastCheck; c != nil {
		f.LastCheck = &checkJSON{Placed: c.Placed, Wrong: c.Wrong}
	}
	if r := g.result; r != nil {
		f.Result = &resultJSON{Level: r.Level.String(), Rating: r.Rating, Complexity: r.Complexity,
			Time: r.Time.String(), Expected: r.Expected.String(), Hints: r.Hints, Checks: r.Checks,
			Score: r.Score, Stars: r.Stars, BestTime: r.BestTime.String(), NewBest: r.NewBest}
	}
	if g.state == Editing {
		f.EditStart = digitLine(g.editStart)
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// parseDigitLine reads exactly 81 characters '0'–'9'.
func parseDigitLine(s, what string) (solver.Grid, error) {
	var g solver.Grid
	if len(s) != 81 {
		return g, fmt.Errorf("%s: %d characters, expected 81", what, len(s))
	}
	for i := range 81 {
		c := s[i]
		if c < '0' || c > '9' {
			return g, fmt.Errorf("%s: character %d is %q, expected a digit", what, i+1, c)
		}
		g[i] = c - '0'
	}
	return g, nil
}

func decodeBoard(pj positionJSON) (snapshot, error) {
	var p snapshot
	var err error
	if p.cells, err = parseDigitLine(pj.Cells, "board"); err != nil {
		return p, err
	}
	if err := decodeNotes(&p, pj.Notes, "board"); err != nil {
		return p, err
	}
	return p, decodeMarks(&p, pj.Marks, "board")
}

func parseDuration(s, what string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s: %q is not a duration", what, s)
	}
	return d, nil
}

// UnmarshalGame reads a game file written by MarshalJSON and checks that it
// describes a game that can happen: the board keeps the givens, the
// solution completes them, the state agrees with the board. A game saved
// while Playing comes back Paused, so the clock waits for the player. now
// is the restored game's time source (time.Now when nil); settings and
// statistics are the defaults until set.
func UnmarshalGame(b []byte, now func() time.Time) (*Game, error) {
	if len(b) > maxGameSize {
		return nil, fmt.Errorf("%d MiB, more than the %d MiB a game file may hold", len(b)>>20, maxGameSize>>20)
	}
	// One pass over the bytes: the version is checked after decoding, and
	// a file that does not decode is first asked for its version, so that
	// a newer game's file says so rather than what this code cannot read.
	var f gameFile
	if err := json.Unmarshal(b, &f); err != nil {
		if verr := checkFileVersion(b, gameVersion); verr != nil {
			return nil, verr
		}
		return nil, err
	}
	if f.Version < 1 || f.Version > gameVersion {
		return nil, &VersionError{Found: max(f.Version, 0), Supported: gameVersion}
	}
	g := New(now)
	var err error
	if g.state, err = parseStateKey(f.State); err != nil {
		return nil, err
	}
	if g.puzzle, err = decodePuzzle(f.Puzzle); err != nil {
		return nil, err
	}
	if g.puzzle.Solution == (solver.Grid{}) {
		if g.puzzle.Givens != (solver.Grid{}) || g.state != IdleUnsolved && g.state != Editing {
			return nil, fmt.Errorf("puzzle: no solution")
		}
	} else if err := playable(g.puzzle); err != nil {
		return nil, fmt.Errorf("puzzle: %w", err)
	}
	if g.cur, err = decodeBoard(f.Board); err != nil {
		return nil, err
	}
	if f.RestartCut != 0 && (f.RestartCut < 1 || f.RestartCut > f.Undo.total+f.Redo.total) {
		return nil, fmt.Errorf("restartCut %d out of range", f.RestartCut)
	}
	// A history longer than the game keeps (a file of an older version)
	// loses its oldest positions, as the game would have dropped them.
	undo, redo, dropped := boundHistory(f.Undo.entries, f.Redo.entries)
	dropped += f.Undo.total - len(f.Undo.entries)
	if err := g.decodeHistory(undo, redo); err != nil {
		return nil, err
	}
	if err := g.checkPositions(); err != nil {
		return nil, err
	}
	if err := g.decodeBookmarks(f.Bookmarks); err != nil {
		return nil, err
	}
	if c := f.RestartCut - dropped; f.RestartCut != 0 && c >= 1 {
		g.cut = c
	}
	if f.TapRun != nil {
		if *f.TapRun < 0 || *f.TapRun > 80 {
			return nil, fmt.Errorf("tapRun %d out of range", *f.TapRun)
		}
		g.tapRun = *f.TapRun
	}
	elapsed, err := parseDuration(f.Elapsed, "elapsed")
	if err != nil {
		return nil, err
	}
	g.clock.set(elapsed)
	if f.Hints < 0 || f.Checks < 0 {
		return nil, fmt.Errorf("assists out of range")
	}
	g.hints, g.checks = f.Hints, f.Checks
	for _, k := range f.Hinted {
		t, err := solver.ParseTechnique(k)
		if err != nil {
			return nil, fmt.Errorf("hinted: %w", err)
		}
		if !slices.Contains(g.hinted, t) { // a technique is listed once
			g.hinted = append(g.hinted, t)
		}
	}
	for _, k := range f.HintedVariant {
		t, err := solver.ParseVariantTechnique(k)
		if err != nil {
			return nil, fmt.Errorf("hintedVariant: %w", err)
		}
		if !slices.Contains(g.hintedVariant, t) {
			g.hintedVariant = append(g.hintedVariant, t)
		}
	}
	if f.Wrong != "" {
		if g.wrong, err = parseDigitLine(f.Wrong, "wrong"); err != nil {
			return nil, err
		}
	}
	if c := f.LastCheck; c != nil {
		for _, i := range c.Wrong {
			if i < 0 || i > 80 {
				return nil, fmt.Errorf("lastCheck: cell %d out of range", i)
			}
		}
		if c.Placed < len(c.Wrong) {
			return nil, fmt.Errorf("lastCheck: more wrong than placed")
		}
		g.lastCheck = &CheckResult{Placed: c.Placed, Wrong: c.Wrong}
	}
	g.revealed = f.Revealed
	if g.revealed && g.state != IdleUnsolved {
		return nil, fmt.Errorf("revealed in state %s", f.State)
	}
	if (f.Result != nil) != (g.state == IdleSolved) {
		return nil, fmt.Errorf("a result goes with the solved state, and only with it")
	}
	if f.Result != nil {
		r, err := decodeResult(*f.Result)
		if err != nil {
			return nil, err
		}
		// The figures of the solve are made again from the puzzle and the
		// solve's time and assists: a file's score is not believed.
		again := resultOf(g.puzzle, r.Time, r.Hints, r.Checks)
		again.BestTime, again.NewBest = r.BestTime, r.NewBest
		g.result = &again
	}
	if g.state == Editing {
		if g.editStart, err = parseDigitLine(f.EditStart, "editStart"); err != nil {
			return nil, err
		}
	}
	if g.state == Playing {
		g.state = Paused
	}
	return g, nil
}

func decodePuzzle(pj puzzleJSON) (Puzzle, error) {
	var p Puzzle
	var err error
	if p.Givens, err = parseDigitLine(pj.Givens, "givens"); err != nil {
		return p, err
	}
	if p.Solution, err = parseDigitLine(pj.Solution, "solution"); err != nil {
		return p, err
	}
	p.Unique, p.Source = pj.Unique, pj.Source
	if pj.Variant != "" {
		vp, err := ReadVariant("puzzle variant", []byte(pj.Variant))
		if err != nil {
			return p, err
		}
		if vp.Givens != p.Givens {
			return p, fmt.Errorf("puzzle: the variant's givens are not the puzzle's")
		}
		if vp.Geometry.Variant != solver.Classic {
			p.Geometry = vp.Geometry
		}
	}
	if (pj.Grade != nil) != p.Unique {
		return p, fmt.Errorf("puzzle: a grade goes with a unique solution, and only with it")
	}
	if gj := pj.Grade; gj != nil {
		lvl, err := solver.ParseLevel(gj.Level)
		if err != nil {
			return p, fmt.Errorf("grade: %w", err)
		}
		if gj.Complexity < 0 || gj.Guesses < 0 || gj.Clues != p.Givens.Clues() || gj.Stuck < 0 {
			return p, fmt.Errorf("grade: figures out of range")
		}
		if len(gj.Counts) > 0 && len(gj.Counts) != len(gj.Techniques) {
			return p, fmt.Errorf("grade: %d counts for %d techniques", len(gj.Counts), len(gj.Techniques))
		}
		p.Grade = solver.Grade{Level: lvl, Rating: gj.Rating, Complexity: gj.Complexity, Clues: gj.Clues,
			Guesses: gj.Guesses, Techniques: gj.Techniques, Hardest: gj.Hardest, Stuck: gj.Stuck, Counts: gj.Counts}
		// The grade is not believed as it is: it is made again from the
		// givens (a few hundredths of a second, a tenth for the hardest
		// puzzles known), so that a file's level, rating, complexity and
		// techniques are the puzzle's, and a grade saved under the four
		// earlier levels (without "exact") counts in today's level.
		if geom := p.variantGeometry(); geom != nil {
			if n := p.countSolutions(p.Givens, 2); n != 1 {
				return p, fmt.Errorf("puzzle: the givens have %d solutions, the file says unique=true", n)
			}
			p.Grade = VariantGrade(geom, p.Givens)
		} else {
			gr, err := solver.GradeShallow(p.Givens)
			if err != nil {
				return p, fmt.Errorf("grade: %w", err)
			}
			p.Grade = gr
			// Past the shallow grader's reach the file's grade is the
			// exact one the window made in the background, believed when
			// it fits the bound (grade_exact.go).
			if p.NeedsExactGrade() {
				if exact, ok := savedExactGrade(gr, gj); ok {
					p.Grade = exact
				}
			}
		}
	}
	if p.Solution != (solver.Grid{}) {
		if n := p.countSolutions(p.Givens, 2); (n == 1) != p.Unique {
			return p, fmt.Errorf("puzzle: the givens have %d solutions, the file says unique=%v", n, p.Unique)
		}
	}
	return p, nil
}

// checkPositions refuses positions a game cannot reach: outside Editing
// every position keeps the givens and the board agrees with the state; in
// Editing there are no notes.
func (g *Game) checkPositions() error {
	// By index, not by a copied list: a long history is megabytes.
	total := 1 + len(g.past) + len(g.future)
	for n := range total {
		p := &g.cur
		switch {
		case n > len(g.past):
			p = &g.future[n-1-len(g.past)]
		case n > 0:
			p = &g.past[n-1]
		}
		for i := range 81 {
			if p.misplaced(i) || p.hasExtra(i) && g.state == Editing {
				return fmt.Errorf("position %d has marks on %s, which takes none", n, solver.CellName(i))
			}
			if g.state == Editing {
				if p.notes[i] != 0 {
					return fmt.Errorf("notes while editing")
				}
				continue
			}
			if gv := g.puzzle.Givens[i]; gv != 0 && p.cells[i] != gv {
				return fmt.Errorf("position %d changes the given at %s", n, solver.CellName(i))
			}
		}
	}
	solved := g.puzzle.solved(g.cur.cells)
	switch {
	case g.state == IdleSolved && !solved:
		return fmt.Errorf("state solved but the grid is not")
	case (g.state == Playing || g.state == Paused) && solved:
		return fmt.Errorf("state %s but the grid is solved", g.state.key())
	}
	return nil
}

func decodeResult(rj resultJSON) (*Result, error) {
	r := Result{Rating: rj.Rating, Complexity: rj.Complexity, Hints: rj.Hints, Checks: rj.Checks,
		Score: rj.Score, Stars: rj.Stars, NewBest: rj.NewBest}
	if rj.Level != "none" {
		lvl, err := solver.ParseLevel(rj.Level)
		if err != nil {
			return nil, fmt.Errorf("result: %w", err)
		}
		r.Level = lvl
	}
	var err error
	if r.Time, err = parseDuration(rj.Time, "result time"); err != nil {
		return nil, err
	}
	if r.Expected, err = parseDuration(rj.Expected, "result expected"); err != nil {
		return nil, err
	}
	if r.BestTime, err = parseDuration(rj.BestTime, "result best time"); err != nil {
		return nil, err
	}
	if r.Complexity < 0 || r.Hints < 0 || r.Checks < 0 || r.Score < 0 || r.Stars < 0 || r.Stars > 3 {
		return nil, fmt.Errorf("result: figures out of range")
	}
	return &r, nil
}
