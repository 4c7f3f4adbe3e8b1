package model_test

import (
	"errors"
	"fmt"
	"time"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// A game driven the way the window drives it: events, refusals with a
// reason, a question before losing progress, the clock on a fake time
// source.
func Example() {
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	g := model.New(func() time.Time { return now })

	givens, _ := solver.Parse("003020600900305001001806400008102900700000008006708200002609500800203009005010300")
	p, err := model.NewPuzzle(givens, "Project Euler #1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Load(p), g.State(), p.Unique)

	// The default mistakes mode refuses a clashing digit and names the cell.
	var clash *model.ClashError
	if err := g.Place(0, 3); errors.As(err, &clash) {
		fmt.Println("refused:", err, "- flash", solver.CellName(clash.Cell))
	}
	fmt.Println(g.Place(0, 4), g.Grid()[0])
	fmt.Println(g.Place(2, 5))

	// Restart loses progress: the model holds the question.
	if run, _ := g.Ask(model.ActRestart); !run {
		q, _ := g.Pending()
		fmt.Println("ask:", q.Action)
	}
	if a, yes := g.Answer(true); yes {
		fmt.Println(g.Do(a), g.Grid()[0], g.Enabled(model.ActUndo))
	}

	now = now.Add(83 * time.Second)
	fmt.Println(model.FormatClock(g.Elapsed()))
	// Output:
	// <nil> Playing true
	// refused: 3 is already at r1c3 - flash r1c3
	// <nil> 4
	// place: the cell is a given (r1c3)
	// ask: Restart
	// <nil> 0 true
	// 1:23
}
