package solver

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

func TestUnitsAndPeers(t *testing.T) {
	for i := 0; i < 81; i++ {
		seen := map[uint8]bool{}
		for _, p := range Peers[i] {
			if int(p) == i {
				t.Fatalf("cell %d is its own peer", i)
			}
			if seen[p] {
				t.Fatalf("cell %d lists peer %d twice", i, p)
			}
			seen[p] = true
		}
		if len(seen) != 20 {
			t.Fatalf("cell %d has %d peers, want 20", i, len(seen))
		}
		// Every peer shares one of the cell's three units, and every cell of
		// those units other than i is a peer.
		union := map[uint8]bool{}
		for _, u := range UnitsOf[i] {
			for _, c := range Units[u] {
				if int(c) != i {
					union[c] = true
				}
			}
		}
		if len(union) != 20 {
			t.Fatalf("cell %d: its units hold %d other cells, want 20", i, len(union))
		}
		for c := range union {
			if !seen[c] {
				t.Fatalf("cell %d: %d shares a unit but is not a peer", i, c)
			}
		}
	}
	count := [81]int{}
	for u, cells := range Units {
		for _, c := range cells {
			count[c]++
		}
		if u >= 18 { // boxes: 3×3 squares
			r0, c0 := int(cells[0])/9, int(cells[0])%9
			for k, c := range cells {
				if int(c)/9 != r0+k/3 || int(c)%9 != c0+k%3 {
					t.Fatalf("%s is not a 3×3 box: %v", UnitName(u), cells)
				}
			}
		}
	}
	for i, n := range count {
		if n != 3 {
			t.Fatalf("cell %d is in %d units, want 3", i, n)
		}
	}
}

func TestNames(t *testing.T) {
	tests := []struct{ got, want string }{
		{CellName(0), "r1c1"},
		{CellName(8), "r1c9"},
		{CellName(9), "r2c1"},
		{CellName(80), "r9c9"},
		{CellName(81), "cell 81"},
		{UnitName(0), "row 1"},
		{UnitName(9), "column 1"},
		{UnitName(17), "column 9"},
		{UnitName(22), "box 5"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

const easyPuzzle = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."

func TestParse(t *testing.T) {
	tests := []struct {
		name, in, err string
	}{
		{"dots", easyPuzzle, ""},
		{"zeros", strings.ReplaceAll(easyPuzzle, ".", "0"), ""},
		{"surrounding space", "  " + easyPuzzle + "\r\n", ""},
		{"short", easyPuzzle[:79], "79 cells, expected 81"},
		{"long", easyPuzzle + "12", "83 cells, expected 81"},
		{"letter", "x" + easyPuzzle[1:], `character 1 is 'x', expected a digit or '.'`},
		{"inner space", easyPuzzle[:40] + " " + easyPuzzle[41:], `character 41 is ' ', expected a digit or '.'`},
		{"utf8", "é" + easyPuzzle[2:], "character 1 is not a digit or '.'"},
		{"empty", "", "0 cells, expected 81"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.in)
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("Parse error = %v, want %q", err, tt.err)
				}
				if g != (Grid{}) {
					t.Fatalf("Parse returned a grid with an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.String(); got != easyPuzzle {
				t.Fatalf("round trip = %s", got)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add(easyPuzzle)
	f.Add(strings.Repeat("0", 81))
	f.Add(strings.Repeat("9", 80))
	f.Add(" \t" + easyPuzzle + "#x")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			if g != (Grid{}) {
				t.Fatalf("Parse(%q) gave both a grid and an error", s)
			}
			return
		}
		again, err := Parse(g.String())
		if err != nil || again != g {
			t.Fatalf("String/Parse round trip of %q failed: %v", s, err)
		}
	})
}

func TestCheck(t *testing.T) {
	g, _ := Parse(easyPuzzle)
	if err := g.Check(); err != nil {
		t.Fatalf("valid puzzle: %v", err)
	}
	row := g
	row[0], row[1] = 5, 0 // r1c1=5; r1c3 is 3, r1c5 is 2 … put a 5 at r1c9
	row[8] = 5
	var ce *ConflictError
	if err := row.Check(); !errors.As(err, &ce) || err.Error() != "r1c1 and r1c9 both hold 5" {
		t.Fatalf("row clash: %v", err)
	}
	box := Grid{}
	box[10], box[20] = 7, 7 // r2c2 and r3c3
	if err := box.Check(); err == nil || err.Error() != "r2c2 and r3c3 both hold 7" {
		t.Fatalf("box clash: %v", err)
	}
	col := Grid{}
	col[4], col[76] = 1, 1
	if err := col.Check(); err == nil || err.Error() != "r1c5 and r9c5 both hold 1" {
		t.Fatalf("column clash: %v", err)
	}
}

func TestSolvedAndSymmetric(t *testing.T) {
	g, _ := Parse(easyPuzzle)
	if g.Solved() {
		t.Fatal("a puzzle with holes is not solved")
	}
	s, err := Solve(g)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Solved() {
		t.Fatalf("solution %s is not solved", s)
	}
	for i, v := range g {
		if v != 0 && s[i] != v {
			t.Fatalf("solution changed clue %s", CellName(i))
		}
	}
	swapped := s
	swapped[0], swapped[1] = swapped[1], swapped[0]
	if swapped.Solved() {
		t.Fatal("two swapped digits still count as solved")
	}
	if !g.Symmetric() {
		t.Fatal("the sample puzzle is symmetric")
	}
	g[0] = 1
	if g.Symmetric() {
		t.Fatal("r1c1 filled without r9c9 is not symmetric")
	}
}

func TestFillIsRandomAndValid(t *testing.T) {
	seen := map[Grid]bool{}
	for seed := int64(0); seed < 50; seed++ {
		g := Fill(rand.New(rand.NewSource(seed)))
		if !g.Solved() {
			t.Fatalf("seed %d: Fill gave %s", seed, g)
		}
		if again := Fill(rand.New(rand.NewSource(seed))); again != g {
			t.Fatalf("seed %d: Fill is not deterministic", seed)
		}
		seen[g] = true
	}
	if len(seen) < 50 {
		t.Fatalf("50 seeds gave only %d different grids", len(seen))
	}
}
