package model

// cellTarget refuses event on a cell out of range, or on a given while
// Playing (docs/behaviour.md, Placing, erasing, tapping).
func (g *Game) cellTarget(event string, i int) error {
	if i < 0 || i >= 81 {
		return refuseCell(event, ReasonNoCell, i)
	}
	if g.Given(i) {
		return refuseCell(event, ReasonGiven, i)
	}
	return nil
}

// clashWith returns a peer of cell i that holds d, or -1.
func (g *Game) clashWith(i int, d uint8) int {
	for _, p := range g.peersOf(i) {
		if g.cur.cells[p] == d {
			return int(p)
		}
	}
	return -1
}

// clashesWith returns every peer of cell i that holds d (at most three in
// the classic game: one per unit), in increasing order; nil when none does.
func (g *Game) clashesWith(i int, d uint8) []int {
	var cs []int
	for _, p := range g.peersOf(i) {
		if g.cur.cells[p] == d {
			cs = append(cs, int(p))
		}
	}
	return cs
}

// refuses reports whether the `refuse` mistakes mode applies to moves.
func (g *Game) refuses() bool {
	return g.state == Playing && g.settings.Mistakes == MistakesRefuse
}

// placed returns base with d written at cell i: the cell loses its notes and,
// while playing with automatic note removal, its peers lose note d. d = 0
// empties the cell.
func (g *Game) placed(base snapshot, i int, d uint8) snapshot {
	next := base
	next.cells[i] = d
	if d == 0 && base.cells[i] == 0 {
		return next // emptying an empty cell keeps its notes
	}
	next.notes[i], next.corner[i], next.cand[i] = 0, 0, 0
	if d != 0 && g.state == Playing && g.settings.AutoRemoveNotes {
		for _, p := range g.peersOf(i) {
			next.notes[p] &^= 1 << d
			next.corner[p] &^= 1 << d
		}
	}
	return next
}

// Place writes digit d (1–9) in cell i: any cell in Editing, a non-given
// cell in Playing. With the `refuse` mistakes mode a digit already in the
// cell's row, column or box is not placed: the error is a *ClashError naming
// the cell that holds it. Placing the digit a cell already holds changes
// nothing.
func (g *Game) Place(i int, d uint8) error {
	if err := g.ready("place", Playing, Editing); err != nil {
		return err
	}
	if err := g.cellTarget("place", i); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "place", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	if g.cur.cells[i] == d {
		return nil
	}
	if g.refuses() {
		if cs := g.clashesWith(i, d); len(cs) > 0 {
			return &ClashError{Target: i, Cell: cs[0], Others: cs[1:], Digit: d, Geometry: g.puzzle.Geometry}
		}
	}
	g.commit(g.placed(g.cur, i, d))
	return nil
}

// Erase empties cell i: its digit, or its notes when it has no digit. Notes
// removed from the peers when the digit was placed do not come back (docs/behaviour.md,
// Notes). Erasing an empty cell is refused (ReasonCellEmpty), so the
// window can say why nothing changed.
func (g *Game) Erase(i int) error {
	if err := g.ready("erase", Playing, Editing); err != nil {
		return err
	}
	if err := g.cellTarget("erase", i); err != nil {
		return err
	}
	if g.cur.cells[i] == 0 && g.cur.notes[i] == 0 && g.cur.corner[i] == 0 && g.cur.cand[i] == 0 {
		return refuseCell("erase", ReasonCellEmpty, i)
	}
	next := g.cur
	next.cells[i], next.notes[i], next.corner[i], next.cand[i] = 0, 0, 0, 0
	g.commit(next)
	return nil
}

// Tap adds one to cell i, 9 wrapping to empty (a click in tap mode). With the
// `refuse` mistakes mode it moves on to the next digit that does not clash,
// or to empty when none is left.
//
// Taps on the same cell in a row make one change: one Undo takes the cell
// back to where the taps began, and notes are removed only for the digit the
// taps end on, not for every digit they pass through.
func (g *Game) Tap(i int) error { return g.tap("tap", i, +1) }

// TapBack subtracts one from cell i, empty wrapping to 9 (a secondary
// click); like Tap, it skips digits that clash with the `refuse` mode.
func (g *Game) TapBack(i int) error { return g.tap("tap back", i, -1) }

func (g *Game) tap(event string, i, step int) error {
	if err := g.ready(event, Playing, Editing); err != nil {
		return err
	}
	if err := g.cellTarget(event, i); err != nil {
		return err
	}
	d := g.nextTap(i, step)
	if d == g.cur.cells[i] {
		return refuseCell(event, ReasonNoDigitFits, i)
	}
	if g.tapRun != i || len(g.future) > 0 || len(g.past) == 0 {
		g.commit(g.placed(g.cur, i, d))
		if g.state == Playing || g.state == Editing {
			g.tapRun = i
		}
		return nil
	}
	// Extend the run of taps on this cell: rebuild from the position before it.
	base := g.past[len(g.past)-1]
	next := g.placed(base, i, d)
	if next == base {
		g.past = g.past[:len(g.past)-1]
		g.tapRun = -1
	}
	g.cur = next
	g.touch()
	g.afterChange()
	return nil
}

// nextTap returns the digit a tap in direction step (+1 or −1) gives cell i:
// the digits run empty, 1, …, 9, empty; with `refuse` clashing digits are
// skipped.
func (g *Game) nextTap(i, step int) uint8 {
	d := int(g.cur.cells[i])
	for range 10 {
		d = (d + step + 10) % 10
		if d == 0 || !g.refuses() || g.clashWith(i, uint8(d)) < 0 {
			return uint8(d)
		}
	}
	return 0
}

// ToggleNote adds or removes centre mark d (1–9), a candidate, in the
// empty cell i (Playing only).
func (g *Game) ToggleNote(i int, d uint8) error { return g.ToggleMark(i, d, NoteCentre) }

// ToggleMark adds or removes mark d (1–9) of the given style in the empty
// cell i (Playing only).
func (g *Game) ToggleMark(i int, d uint8, style NoteStyle) error {
	if err := g.ready("note", Playing); err != nil {
		return err
	}
	if err := g.cellTarget("note", i); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "note", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	if g.cur.cells[i] != 0 {
		return refuseCell("note", ReasonCellFilled, i)
	}
	next := g.cur
	*next.marks(style, i) ^= 1 << d
	g.commit(next)
	return nil
}

// FillNotes writes every candidate of every empty cell as its notes, in one
// change (docs/behaviour.md, Notes), in the style the settings pick for it.
// Notes of that style that were there are replaced; the other style stays.
func (g *Game) FillNotes() error { return g.Do(ActFillNotes) }

// doFillNotes carries out FillNotes once Do found it enabled (actionTable).
func (g *Game) doFillNotes() error {
	next, _ := g.filledNotes()
	g.commit(next)
	return nil
}

func (g *Game) filledNotes() (snapshot, bool) {
	next := g.cur
	for i := range 81 {
		*next.marks(g.settings.FillStyle, i) = g.candidates(&g.cur.cells, i)
	}
	return next, next != g.cur
}

// commit makes next the current position as one new change: the redo branch
// is dropped, and a Restart that was the latest change can no longer be
// undone. A change that changes nothing is not recorded.
func (g *Game) commit(next snapshot) {
	if next == g.cur {
		return
	}
	if g.cut >= 0 && len(g.past) == g.cut {
		g.past = nil
	}
	g.cut = -1
	g.past = append(g.past, g.cur)
	g.boundPast()
	g.future = nil
	g.cur = next
	g.ladder = nil
	g.tapRun = -1
	g.touch()
	g.afterChange()
}

// Undo takes back the latest change (Playing or Editing).
func (g *Game) Undo() error { return g.Do(ActUndo) }

// doUndo carries out Undo once Do found it enabled (actionTable).
func (g *Game) doUndo() error {
	g.future = append(g.future, g.cur)
	g.cur = g.past[len(g.past)-1]
	g.past = g.past[:len(g.past)-1]
	g.ladder = nil
	g.tapRun = -1
	g.touch()
	g.afterChange()
	return nil
}

// Redo does again the latest change undone (Playing or Editing).
func (g *Game) Redo() error { return g.Do(ActRedo) }

// doRedo carries out Redo once Do found it enabled (actionTable).
func (g *Game) doRedo() error {
	g.past = append(g.past, g.cur)
	g.cur = g.future[len(g.future)-1]
	g.future = g.future[:len(g.future)-1]
	g.ladder = nil
	g.tapRun = -1
	g.touch()
	g.afterChange()
	return nil
}

// MaxHistory is how many positions undo and redo keep together. A change
// beyond it forgets the oldest position, so a long game's file stays small
// and quick to read: 10,000 positions encode to a few hundred kilobytes
// (BenchmarkLoadLongGame).
const MaxHistory = 10000

// boundPast forgets the oldest positions beyond MaxHistory (the redo list
// is empty when a change is recorded), keeping a Restart's cut in step.
func (g *Game) boundPast() {
	extra := len(g.past) + len(g.future) - MaxHistory
	if extra <= 0 {
		return
	}
	// Slicing, not copying: append moves only the kept positions when it
	// next grows the array.
	g.past = g.past[extra:]
	if g.cut >= 0 {
		if g.cut -= extra; g.cut < 1 {
			g.cut = -1
		}
	}
}
