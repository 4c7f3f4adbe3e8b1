package model

// Changes to several cells at once (docs/behaviour.md, Multi-select): a
// digit, a mark or Erase on every selected cell is one change, undone in
// one step. With one cell they are the single-cell events, refused alike.

// PlaceAll writes d in every cell of cells that takes it: givens are
// skipped, and with the `refuse` mistakes mode so is every cell where d
// would clash (with a digit on the board or one this change places first,
// in cell order). It is refused when no cell takes the digit, with the
// reason the first cell gave.
func (g *Game) PlaceAll(cells CellSet, d uint8) error {
	if cells.Len() == 1 {
		return g.Place(cells.Cells()[0], d)
	}
	if err := g.ready("place", Playing, Editing); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "place", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	saved := g.cur
	next, first := g.cur, error(nil)
	for _, i := range cells.Cells() {
		g.cur = next // so that clashes see the digits placed so far
		err := g.cellTarget("place", i)
		if err == nil && g.refuses() {
			if cs := g.clashesWith(i, d); len(cs) > 0 {
				err = &ClashError{Target: i, Cell: cs[0], Others: cs[1:], Digit: d, Geometry: g.puzzle.Geometry}
			}
		}
		if err != nil {
			if first == nil {
				first = err
			}
			continue
		}
		next = g.placed(next, i, d)
	}
	g.cur = saved
	if next == g.cur && first != nil {
		return first
	}
	g.commit(next)
	return nil
}

// EraseAll empties every cell of cells that is not a given: digits, or
// marks of a cell without a digit. It is refused when none had anything.
func (g *Game) EraseAll(cells CellSet) error {
	if cells.Len() == 1 {
		return g.Erase(cells.Cells()[0])
	}
	if err := g.ready("erase", Playing, Editing); err != nil {
		return err
	}
	next := g.cur
	for _, i := range cells.Cells() {
		if g.Given(i) {
			continue
		}
		next.cells[i], next.notes[i], next.corner[i], next.cand[i] = 0, 0, 0, 0
	}
	if next == g.cur {
		return refuseCell("erase", ReasonCellEmpty, cells.first())
	}
	g.commit(next)
	return nil
}

// ToggleMarkAll toggles mark d of style on the empty cells of cells, as
// solvers expect of a selection: when every one of them has it, it goes from
// all; otherwise it is added to those that lack it. Cells that hold a digit
// are skipped; it is refused when no cell is empty.
func (g *Game) ToggleMarkAll(cells CellSet, d uint8, style NoteStyle) error {
	if cells.Len() == 1 {
		return g.ToggleMark(cells.Cells()[0], d, style)
	}
	if err := g.ready("note", Playing); err != nil {
		return err
	}
	if d < 1 || d > 9 {
		return &RefusedError{Event: "note", Reason: ReasonNotDigit, Cell: -1, Digit: d}
	}
	var empty []int
	all := true
	for _, i := range cells.Cells() {
		if g.cur.cells[i] == 0 && !g.Given(i) {
			empty = append(empty, i)
			all = all && (*g.cur.marks(style, i)).Has(d)
		}
	}
	if len(empty) == 0 {
		return refuseCell("note", ReasonCellFilled, cells.first())
	}
	next := g.cur
	for _, i := range empty {
		if all {
			*next.marks(style, i) &^= 1 << d
		} else {
			*next.marks(style, i) |= 1 << d
		}
	}
	g.commit(next)
	return nil
}

// first is the set's first cell, -1 when it is empty.
func (s CellSet) first() int {
	for i := range 81 {
		if s.Has(i) {
			return i
		}
	}
	return -1
}
