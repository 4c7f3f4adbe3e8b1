package model

import (
	"fmt"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// Bookmarks (docs/behaviour.md, Bookmarks): positions the player marks to
// come back to, as solvers do before a guess, and the way back to the last
// position without a wrong digit. Marking changes nothing on the board;
// returning is one change, undone by one Undo.

// MaxBookmarks is how many marks a game keeps: a new one beyond it forgets
// the oldest.
const MaxBookmarks = 20

type bookmark struct {
	elapsed time.Duration
	pos     snapshot
}

// Bookmark is what the list of marks shows of one: when it was taken (the
// game's clock) and how many digits the player had placed.
type Bookmark struct {
	Elapsed time.Duration
	Placed  int
}

// placedBy counts the player's digits in p.
func (g *Game) placedBy(p *snapshot) int {
	n := 0
	for i, d := range p.cells {
		if d != 0 && g.puzzle.Givens[i] == 0 {
			n++
		}
	}
	return n
}

// Bookmarks lists the marks of this game, oldest first.
func (g *Game) Bookmarks() []Bookmark {
	out := make([]Bookmark, len(g.bookmarks))
	for k := range g.bookmarks {
		out[k] = Bookmark{Elapsed: g.bookmarks[k].elapsed, Placed: g.placedBy(&g.bookmarks[k].pos)}
	}
	return out
}

// MarkPosition keeps the position on the board as a bookmark (Playing
// only). Marking the position the latest mark holds again is refused
// (ReasonUnavailable): the list would show it twice.
func (g *Game) MarkPosition() error {
	if err := g.ready("bookmark", Playing); err != nil {
		return err
	}
	if n := len(g.bookmarks); n > 0 && g.bookmarks[n-1].pos == g.cur {
		return refuse("bookmark", ReasonUnavailable)
	}
	g.bookmarks = append(g.bookmarks, bookmark{elapsed: g.Elapsed(), pos: g.cur})
	if len(g.bookmarks) > MaxBookmarks {
		g.bookmarks = g.bookmarks[len(g.bookmarks)-MaxBookmarks:]
	}
	g.touch()
	return nil
}

// ReturnTo puts bookmark k back on the board as one change (Playing only);
// the marks stay, and Undo takes the board back to where it was. Returning
// to a mark the board already shows is refused (ReasonUnavailable).
func (g *Game) ReturnTo(k int) error {
	if err := g.ready("bookmark", Playing); err != nil {
		return err
	}
	if k < 0 || k >= len(g.bookmarks) || g.bookmarks[k].pos == g.cur {
		return refuse("bookmark", ReasonUnavailable)
	}
	g.commit(g.bookmarks[k].pos)
	return nil
}

// lastCorrect returns the position before the move that placed the wrong
// digit the hints would point at first (the earliest placed), and whether
// there is one in the history: a puzzle with one solution, a wrong digit on
// the board, and the move that placed it still held by the undo history.
func (g *Game) lastCorrect() (snapshot, bool) {
	if g.state != Playing || !g.puzzle.Unique {
		return snapshot{}, false
	}
	h := hintFor(&g.puzzle, g.cur.cells, g.cur.notes, g.past)
	if h.Kind != HintWrongDigit || h.Undos == 0 || h.Undos > len(g.past) {
		return snapshot{}, false
	}
	return g.past[len(g.past)-h.Undos], true
}

// CanBackToCorrect reports whether BackToCorrect would do something.
func (g *Game) CanBackToCorrect() bool {
	_, ok := g.lastCorrect()
	return ok && g.pending == 0
}

// BackToCorrect puts back, as one change, the position just before the
// first wrong digit on the board was placed ("Back to the last correct
// position"); everything played since stays one Undo away. It is refused
// (ReasonUnavailable) when no wrong digit's move is in the history.
func (g *Game) BackToCorrect() error {
	if err := g.ready("back to correct", Playing); err != nil {
		return err
	}
	p, ok := g.lastCorrect()
	if !ok {
		return refuse("back to correct", ReasonUnavailable)
	}
	g.commit(p)
	return nil
}

// bookmarkJSON is one bookmark in the game file: the clock then and the
// position as the board is written.
type bookmarkJSON struct {
	Elapsed string       `json:"elapsed"`
	Board   positionJSON `json:"board"`
}

func (g *Game) encodeBookmarks() []bookmarkJSON {
	var out []bookmarkJSON
	for _, b := range g.bookmarks {
		out = append(out, bookmarkJSON{Elapsed: b.elapsed.String(),
			Board: positionJSON{Cells: digitLine(b.pos.cells), Notes: encodeNotes(b.pos), Marks: encodeMarks(&b.pos)}})
	}
	return out
}

// decodeBookmarks reads the bookmarks of a game file, each a position of
// the game's puzzle (checked as the history is).
func (g *Game) decodeBookmarks(bs []bookmarkJSON) error {
	if len(bs) > MaxBookmarks {
		bs = bs[len(bs)-MaxBookmarks:]
	}
	for k, b := range bs {
		what := fmt.Sprintf("bookmark %d", k+1)
		e, err := parseDuration(b.Elapsed, what)
		if err != nil {
			return err
		}
		p, err := decodeBoard(b.Board)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		for i := range 81 {
			if gv := g.puzzle.Givens[i]; gv != 0 && p.cells[i] != gv {
				return fmt.Errorf("%s changes the given at %s", what, solver.CellName(i))
			}
		}
		g.bookmarks = append(g.bookmarks, bookmark{elapsed: e, pos: p})
	}
	return nil
}
