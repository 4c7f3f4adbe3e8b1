package main

// sudoku --selftest (SPEC 7, used by the package checks of SPEC 8.4): find
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

	"github.com/giosudoku/sudoku/model"
)

// selftestTimeout bounds the whole run: a window that never draws fails.
const selftestTimeout = 20 * time.Second

// selftestAssets finds the assets folder and reads every file the game
// uses: the images, and every grid of every bundled collection (the first
// of each must be a puzzle). It returns the folder and what it read.
func selftestAssets(env assetsEnv) (dir string, summary string, err error) {
	found, err := findAssets(env)
	if err != nil {
		return "", "", err
	}
	if _, err := loadImages(found.Dir); err != nil {
		return "", "", fmt.Errorf("assets folder %s (%s): %w", found.Dir, found.Reason, err)
	}
	cols, err := listCollections(found.Dir)
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
		found.Dir, found.Reason, len(imageFiles()), len(cols), grids), nil
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
	n := int(s.frames.Add(1))
	g := u.game
	fail := func(format string, args ...any) {
		s.err = fmt.Errorf(format, args...)
		s.done = true
		u.quit()
	}
	switch n {
	case 1:
		// The demo grid is on the board.
		if g.Puzzle().Givens.Clues() == 0 {
			fail("no demo grid on the board (the bundled demo collection was not read)")
			return
		}
		u.modal = nil
		u.infos = nil
		if err := g.Start(); err != nil {
			fail("start the demo grid: %v", err)
			return
		}
		// Digits and notes on the board.
		sol := g.Puzzle().Solution
		placed, noted := false, false
		for i := range 81 {
			if g.Grid()[i] != 0 {
				continue
			}
			switch {
			case !placed:
				if err := g.Place(i, sol[i]); err != nil {
					fail("place %d: %v", sol[i], err)
					return
				}
				placed = true
			case !noted:
				if err := g.ToggleNote(i, sol[i]); err != nil {
					fail("note %d: %v", sol[i], err)
					return
				}
				noted = true
			}
		}
		u.board.Select(40)
	case 3:
		// Solve: every empty cell from the solution; the wave starts.
		sol := g.Puzzle().Solution
		for i := range 81 {
			if g.Grid()[i] == 0 {
				if err := g.Place(i, sol[i]); err != nil {
					fail("solve: place %d: %v", sol[i], err)
					return
				}
			}
		}
		if g.State() != model.IdleSolved {
			fail("the solved grid left the game in %v", g.State())
			return
		}
	case 5:
		// The score panel, with the star images.
		u.open(&scorePanel{})
	case selftestFrames:
		s.done = true
		u.quit()
		return
	}
	gtx.Execute(op.InvalidateCmd{})
}
