package solver

// Grade is the measured difficulty of a puzzle.
type Grade struct {
	Level      Level   // the level the measurements put it in (see doc.go)
	Rating     float64 // the hardest step on Sudoku Explainer's scale (SPEC 2.6)
	Complexity int     // empty cells plus guesses (SPEC 2.5)
	Clues      int     // filled cells of the puzzle
	Guesses    int     // digits the cell engine tries at branch points (SPEC 2.5)
	Techniques []string
	Hardest    string // the hardest technique used
	Stuck      int    // times the logical solver found no step and took a cell from the solution
}

// GradeOf measures a puzzle. It returns an error when g is not a puzzle:
// clashing clues, no solution, or several solutions.
//
// This first version knows only singles: a grid that propagation of naked
// and hidden singles solves is graded Easy (40 clues or more) or Medium,
// any other one Hard (27 clues or more) or Expert. The logical solver
// refines it.
func GradeOf(g Grid) (Grade, error) {
	if _, err := SolveUnique(g); err != nil {
		return Grade{}, err
	}
	c, guesses := complexity(g)
	gr := Grade{Complexity: c, Clues: g.Clues(), Guesses: guesses}
	var s cellState
	s.init(g)
	var st Stats
	singles := s.propagate(&st) && s.empty == 0
	switch {
	case singles && gr.Clues >= 40:
		gr.Level = Easy
	case singles:
		gr.Level = Medium
	case gr.Clues >= 27:
		gr.Level = Hard
	default:
		gr.Level = Expert
	}
	return gr, nil
}
