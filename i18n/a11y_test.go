package i18n

import (
	"testing"
	"time"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// a11yPuzzle's first row is 5 3 . . 7 . . . . and its solution's
// 5 3 4 6 7 8 9 1 2.
const a11yPuzzle = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"

// a11yGame returns a game playing a11yPuzzle with the given mistakes mode.
func a11yGame(t *testing.T, mistakes model.Mistakes) *model.Game {
	t.Helper()
	grid, err := solver.Parse(a11yPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	p, err := model.NewPuzzle(grid, "test")
	if err != nil {
		t.Fatal(err)
	}
	g := model.New(func() time.Time { return time.Unix(0, 0) })
	s := model.DefaultSettings()
	s.Mistakes = mistakes
	g.SetSettings(s)
	if err := g.Load(p); err != nil {
		t.Fatal(err)
	}
	return g
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func one(i int) model.CellSet {
	var s model.CellSet
	s[i>>6] |= 1 << (i & 63)
	return s
}

// TestCellName reads cells as a screen reader says them, in English and
// French: givens, digits, marks of both styles, colours, checks, clashes
// only where the game marks them, the paused board, a given-up grid.
func TestCellName(t *testing.T) {
	tests := []struct {
		name     string
		mistakes model.Mistakes
		setup    func(t *testing.T, g *model.Game)
		cell     int
		en, fr   string
	}{
		{"given", model.MistakesRefuse, nil, 1,
			"Row 1, column 2: 3, given", "Ligne 1, colonne 2\u00a0: 3, donné"},
		{"empty", model.MistakesRefuse, nil, 80,
			"Row 9, column 9: 9, given", "Ligne 9, colonne 9\u00a0: 9, donné"},
		{"empty cell", model.MistakesRefuse, nil, 2,
			"Row 1, column 3: empty", "Ligne 1, colonne 3\u00a0: vide"},
		{"notes", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			for _, d := range []uint8{7, 1, 4} {
				must(t, g.ToggleNote(2, d))
			}
		}, 2, "Row 1, column 3: empty, notes 1, 4, 7", "Ligne 1, colonne 3\u00a0: vide, notes 1, 4, 7"},
		{"both styles and candidate colours", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.ToggleNote(3, 6))
			must(t, g.ToggleMark(3, 2, model.NoteCorner))
			must(t, g.ToggleMark(3, 8, model.NoteCorner))
			must(t, g.ToggleCandColour(3, 6, 2))
			must(t, g.ToggleCandColour(3, 9, 1))
		}, 3, "Row 1, column 4: empty, notes 6 in colour 2, corner marks 2, 8, candidate 9 in colour 1",
			"Ligne 1, colonne 4\u00a0: vide, notes 6 en couleur 2, chiffres en coin 2, 8, candidat 9 en couleur 1"},
		{"one colour", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.ToggleColour(one(5), 3))
		}, 5, "Row 1, column 6: empty, colour 3", "Ligne 1, colonne 6\u00a0: vide, couleur 3"},
		{"colours of a given", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.ToggleColour(one(4), 3))
			must(t, g.ToggleColour(one(4), 1))
		}, 4, "Row 1, column 5: 7, given, colours 1, 3", "Ligne 1, colonne 5\u00a0: 7, donné, couleurs 1, 3"},
		{"placed", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 4))
		}, 2, "Row 1, column 3: 4", "Ligne 1, colonne 3\u00a0: 4"},
		{"wrong after a check", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 2))
			_, err := g.Check()
			must(t, err)
		}, 2, "Row 1, column 3: 2, wrong", "Ligne 1, colonne 3\u00a0: 2, faux"},
		{"wrong unchecked", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 2))
		}, 2, "Row 1, column 3: 2", "Ligne 1, colonne 3\u00a0: 2"},
		{"clash shown", model.MistakesShow, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 5))
		}, 2, "Row 1, column 3: 5, repeated in its row and box",
			"Ligne 1, colonne 3\u00a0: 5, répété dans sa ligne et son bloc"},
		{"the given it clashes with", model.MistakesShow, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 5))
		}, 0, "Row 1, column 1: 5, given, repeated in its row and box",
			"Ligne 1, colonne 1\u00a0: 5, donné, répété dans sa ligne et son bloc"},
		{"clash in a column", model.MistakesShow, func(t *testing.T, g *model.Game) {
			must(t, g.Place(18, 7)) // r6c1 holds a 7
		}, 18, "Row 3, column 1: 7, repeated in its column", "Ligne 3, colonne 1\u00a0: 7, répété dans sa colonne"},
		{"clash not marked", model.MistakesOff, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 5))
		}, 2, "Row 1, column 3: 5", "Ligne 1, colonne 3\u00a0: 5"},
		{"paused", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.Pause())
		}, 1, "Row 1, column 2: hidden while paused", "Ligne 1, colonne 2\u00a0: masquée pendant la pause"},
		{"given up, wrong digit", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.Place(2, 2))
			must(t, g.GiveUp())
		}, 2, "Row 1, column 3: 4, from the solution, yours was wrong",
			"Ligne 1, colonne 3\u00a0: 4, de la solution, le vôtre était faux"},
		{"given up, empty", model.MistakesRefuse, func(t *testing.T, g *model.Game) {
			must(t, g.GiveUp())
		}, 3, "Row 1, column 4: 6, from the solution", "Ligne 1, colonne 4\u00a0: 6, de la solution"},
		{"out of range", model.MistakesRefuse, nil, 81, "", ""},
	}
	en, fr := English(), Load("fr")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := a11yGame(t, tt.mistakes)
			if tt.setup != nil {
				tt.setup(t, g)
			}
			if got := en.CellName(g, tt.cell); got != tt.en {
				t.Errorf("English: %q, want %q", got, tt.en)
			}
			if got := fr.CellName(g, tt.cell); got != tt.fr {
				t.Errorf("French: %q, want %q", got, tt.fr)
			}
		})
	}
}

// TestMoveResult words what a move did, as the status line announces it.
func TestMoveResult(t *testing.T) {
	tests := []struct {
		name     string
		mistakes model.Mistakes
		cell     int
		digit    uint8
		en, fr   string
	}{
		{"placed", model.MistakesRefuse, 2, 4,
			"4 placed at row 1, column 3.", "4 placé en ligne 1, colonne 3."},
		{"refused clash", model.MistakesRefuse, 2, 5,
			"5 is already in this row and this box. It is at row 1, column 1.",
			"5 est déjà dans cette ligne et ce bloc. Il est en ligne 1, colonne 1."},
		{"refused in two places", model.MistakesRefuse, 18, 6,
			"6 is already in this row, this column and this box. It is at row 2, column 1 and row 3, column 8.",
			"6 est déjà dans cette ligne, cette colonne et ce bloc. Il est en ligne 2, colonne 1 et ligne 3, colonne 8."},
		{"shown clash", model.MistakesShow, 2, 5,
			"5 placed at row 1, column 3. 5 is also at row 1, column 1.",
			"5 placé en ligne 1, colonne 3. Le 5 est aussi en ligne 1, colonne 1."},
		{"clash kept quiet", model.MistakesOff, 2, 5,
			"5 placed at row 1, column 3.", "5 placé en ligne 1, colonne 3."},
		{"given", model.MistakesRefuse, 1, 4,
			"That digit is part of the puzzle: choose an empty cell.",
			"Ce chiffre fait partie de la grille\u00a0: choisissez une case vide."},
	}
	en, fr := English(), Load("fr")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := a11yGame(t, tt.mistakes)
			err := g.Place(tt.cell, tt.digit)
			if got := en.MoveResult(g, tt.cell, tt.digit, err); got != tt.en {
				t.Errorf("English: %q, want %q", got, tt.en)
			}
			if got := fr.MoveResult(g, tt.cell, tt.digit, err); got != tt.fr {
				t.Errorf("French: %q, want %q", got, tt.fr)
			}
		})
	}
	g := a11yGame(t, model.MistakesRefuse)
	must(t, g.Place(2, 4))
	err := g.Erase(2)
	if got, want := en.MoveResult(g, 2, 0, err), "Row 1, column 3 erased."; got != want {
		t.Errorf("erase: %q, want %q", got, want)
	}
	if got, want := fr.MoveResult(g, 2, 0, err), "Ligne 1, colonne 3 effacée."; got != want {
		t.Errorf("erase, French: %q, want %q", got, want)
	}
}

// TestCellNameVariants: a variant's cell says its cage, its Jigsaw region,
// the X diagonals and the Windoku windows it is on.
func TestCellNameVariants(t *testing.T) {
	killer, err := solver.KillerGeometry([]solver.Cage{{Cells: []int{0, 1}, Sum: 3}, {Cells: []int{40}, Sum: 5}})
	if err != nil {
		t.Fatal(err)
	}
	var regions [81]uint8
	for i := range regions {
		regions[i] = uint8(i / 9) // each row a region
	}
	jigsaw, err := solver.JigsawGeometry(regions)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		geo    *solver.Geometry
		cell   int
		en, fr string
	}{
		{"killer", killer, 1, "Row 1, column 2: empty, cage of 2 cells adding up to 3",
			"Ligne 1, colonne 2\u00a0: vide, cage de 2 cases de somme 3"},
		{"killer, one cell", killer, 40, "Row 5, column 5: empty, cage of 1 cell adding up to 5",
			"Ligne 5, colonne 5\u00a0: vide, cage de 1 case de somme 5"},
		{"killer, no cage", killer, 80, "Row 9, column 9: empty", "Ligne 9, colonne 9\u00a0: vide"},
		{"x", solver.XGeometry(), 40, "Row 5, column 5: empty, diagonal 1, diagonal 2",
			"Ligne 5, colonne 5\u00a0: vide, diagonale 1, diagonale 2"},
		{"windoku", solver.WindokuGeometry(), 10, "Row 2, column 2: empty, window 1",
			"Ligne 2, colonne 2\u00a0: vide, fenêtre 1"},
		{"jigsaw", jigsaw, 12, "Row 2, column 4: empty, region 2", "Ligne 2, colonne 4\u00a0: vide, région 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := model.NewVariantPuzzle(tt.geo, solver.Grid{}, "test")
			if err != nil {
				t.Fatal(err)
			}
			g := model.New(func() time.Time { return time.Unix(0, 0) })
			if err := g.Load(p); err != nil {
				t.Fatal(err)
			}
			if got := English().CellName(g, tt.cell); got != tt.en {
				t.Errorf("English: %q, want %q", got, tt.en)
			}
			if got := Load("fr").CellName(g, tt.cell); got != tt.fr {
				t.Errorf("French: %q, want %q", got, tt.fr)
			}
		})
	}
}
