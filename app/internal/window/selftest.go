package window

// sudoku --selftest (used by the package checks, dist/checks.sh; docs/architecture.md, app, Checks): find
// and load every asset, open the window, render a few frames — the demo
// grid, a game with digits and notes, a solve with its light wave and the
// score panel with the star images — and exit 0. Any failure prints a
// message naming the file or the variable on stderr and exits 1. It reads
// and writes none of the player's files.

import (
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"gioui.org/layout"
	"gioui.org/op"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/model"
)

// selftestTimeout bounds the whole run: a window that never draws fails.
const selftestTimeout = 20 * time.Second

// selftestAssets finds the assets folder and reads every file the game
// uses: the images, and every grid of every bundled collection (the first
// of each must be a puzzle). It returns the folder and what it read.
func selftestAssets(env assets.Env) (dir string, summary string, err error) {
	found, err := assets.Find(env)
	if err != nil {
		return "", "", err
	}
	if _, err := assets.LoadImages(found.Dir); err != nil {
		return "", "", fmt.Errorf("assets folder %s (%s): %w", found.Dir, found.Reason, err)
	}
	cols, err := assets.ListCollections(found.Dir)
	if err != nil {
		return "", "", fmt.Errorf("assets folder %s (%s): %w", found.Dir, found.Reason, err)
	}
	grids := 0
	for _, c := range cols {
		col, err := model.ReadFile(c.Path)
		if err != nil {
			return "", "", fmt.Errorf("bundled collection: %w", err)
		}
		if bad := col.Errors(); len(bad) > 0 {
			return "", "", fmt.Errorf("bundled collection: %w", bad[0])
		}
		if len(col.Entries) == 0 {
			return "", "", fmt.Errorf("bundled collection %s: no grid in the file", c.Path)
		}
		first := col.Entries[0]
		p, err := model.NewPuzzle(first.Grid, c.Name)
		if err == nil && !p.Unique {
			err = fmt.Errorf("several solutions")
		}
		if err != nil {
			return "", "", fmt.Errorf("bundled collection %s: line %d: %w", c.Path, first.Line, err)
		}
		grids += len(col.Entries)
	}
	return found.Dir, fmt.Sprintf("assets %s (%s): %d images, %d collections, %d grids",
		found.Dir, found.Reason, len(assets.ImageFiles()), len(cols), grids), nil
}

// selftest drives the window through its frames.
type selftest struct {
	out    io.Writer
	frames atomic.Int32 // read by the timeout's goroutine too
	err    error
	done   bool
}

// frameCount returns the frames drawn so far.
func (s *selftest) frameCount() int { return int(s.frames.Load()) }

// selftestFrames is how many frames the selftest draws before it closes
// the window.
const selftestFrames = 8

// frame is called at the end of every frame: each step sets up what the
// next frames draw.
func (s *selftest) frame(u *ui, gtx layout.Context) {
	if s.done {
		return
	}
	var err error
	switch n := int(s.frames.Add(1)); n {
	case 1:
		err = s.play(u)
	case 3:
		err = s.solve(u)
	case 5:
		// The score panel, with the star images.
		u.open(&scorePanel{})
	case selftestFrames:
		s.done = true
		u.quit()
		return
	}
	if err != nil {
		s.err = err
		s.done = true
		u.quit()
		return
	}
	gtx.Execute(op.InvalidateCmd{})
}

// play starts the demo grid and puts a digit and a note on the board.
func (s *selftest) play(u *ui) error {
	g := u.game
	if g.Puzzle().Givens.Clues() == 0 {
		return fmt.Errorf("no demo grid on the board (the bundled demo collection was not read)")
	}
	u.modal = nil
	u.infos = nil
	if err := g.Start(); err != nil {
		return fmt.Errorf("start the demo grid: %v", err)
	}
	sol := g.Puzzle().Solution
	placed, noted := false, false
	for i := range 81 {
		if g.Grid()[i] != 0 {
			continue
		}
		switch {
		case !placed:
			if err := g.Place(i, sol[i]); err != nil {
				return fmt.Errorf("place %d: %v", sol[i], err)
			}
			placed = true
		case !noted:
			if err := g.ToggleNote(i, sol[i]); err != nil {
				return fmt.Errorf("note %d: %v", sol[i], err)
			}
			noted = true
		}
	}
	u.input.Select(40)
	return nil
}

// solve fills every empty cell from the solution: the wave starts.
func (s *selftest) solve(u *ui) error {
	g := u.game
	sol := g.Puzzle().Solution
	for i := range 81 {
		if g.Grid()[i] == 0 {
			if err := g.Place(i, sol[i]); err != nil {
				return fmt.Errorf("solve: place %d: %v", sol[i], err)
			}
		}
	}
	if g.State() != model.IdleSolved {
		return fmt.Errorf("the solved grid left the game in %v", g.State())
	}
	return nil
}
