package solver

import (
	"errors"
	"testing"
)

// stripes is a valid jigsaw layout unlike the boxes: region r is row r.
func rowRegions() [81]uint8 {
	var r [81]uint8
	for c := range r {
		r[c] = uint8(c / 9)
	}
	return r
}

func TestGeometryHousesAndPeers(t *testing.T) {
	for _, tc := range []struct {
		name   string
		g      *Geometry
		houses int
		cell   int
		peers  int
	}{
		{"classic r1c1", ClassicGeometry(), 27, 0, 20},
		{"x r1c1 on the main diagonal", XGeometry(), 29, 0, 26},
		{"x r5c5 on both diagonals", XGeometry(), 29, 40, 32},
		{"x r1c2 on none", XGeometry(), 29, 1, 20},
		{"windoku r2c2 in a drawn window", WindokuGeometry(), 36, 10, 23},
		{"windoku r1c1 in the implied window of rows and columns 1, 5, 9", WindokuGeometry(), 36, 0, 24},
		{"windoku r1c2 in an implied window", WindokuGeometry(), 36, 1, 24},
	} {
		if got := len(tc.g.Houses); got != tc.houses {
			t.Errorf("%s: %d houses, want %d", tc.name, got, tc.houses)
		}
		if got := len(tc.g.Peers(tc.cell)); got != tc.peers {
			t.Errorf("%s: %d peers, want %d", tc.name, got, tc.peers)
		}
	}
	w := WindokuGeometry()
	if got := w.Houses[27].Name(Windoku); got != "window 1" {
		t.Errorf("first window is named %q", got)
	}
	if !w.Sees(10, 30) || w.Sees(0, 30) || !w.Sees(0, 80) {
		t.Errorf("windoku: r2c2 should see r4c4 (same window), r1c1 r9c9 (implied window), not r4c4")
	}
}

func TestGeometryInvalid(t *testing.T) {
	eight := boxRegions()
	eight[0] = 1 // box 1 has eight cells, box 2 ten
	cut := rowRegions()
	cut[0], cut[9] = 1, 0 // r1c1 in region 2, r2c1 in region 1: both cut off
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"region of eight cells", mustErr(JigsawGeometry(eight)), "region 1 has 8 cells, expected 9"},
		{"region not connected", mustErr(JigsawGeometry(cut)), "region 1 is not connected: r2c1 is cut off from the rest"},
		{"cage sum no digits make", mustErr(KillerGeometry([]Cage{{Cells: []int{0, 1}, Sum: 18}})), "cage 1: no 2 different digits add up to 18"},
		{"cage not connected", mustErr(KillerGeometry([]Cage{{Cells: []int{0, 2}, Sum: 5}})), "cage 1 is not connected: r1c3 is cut off from the rest"},
		{"overlapping cages", mustErr(KillerGeometry([]Cage{{Cells: []int{0, 1}, Sum: 5}, {Cells: []int{1, 2}, Sum: 5}})), "cages 1 and 2 both hold r1c2"},
		{"a cell twice in a cage", mustErr(KillerGeometry([]Cage{{Cells: []int{0, 1}, Sum: 5}, {Cells: []int{2, 2, 3}, Sum: 11}})), "cage 2 names r1c3 twice"},
		{"cage of ten cells", mustErr(KillerGeometry([]Cage{{Cells: []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, Sum: 45}})), "cage 1 has 10 cells, expected 1 to 9"},
	} {
		if tc.err == nil {
			t.Errorf("%s: accepted", tc.name)
			continue
		}
		if tc.err.Error() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, tc.err, tc.want)
		}
		var re *RegionError
		var ce *CageError
		if !errors.As(tc.err, &re) && !errors.As(tc.err, &ce) {
			t.Errorf("%s: %T is neither a *RegionError nor a *CageError", tc.name, tc.err)
		}
	}
	if _, err := JigsawGeometry(rowRegions()); err != nil {
		t.Errorf("rows as regions: %v", err)
	}
}

func mustErr(_ *Geometry, err error) error { return err }

func TestCageCombos(t *testing.T) {
	for _, tc := range []struct{ n, sum, count int }{
		{2, 3, 1}, {2, 17, 1}, {2, 18, 0}, {3, 6, 1}, {3, 15, 8}, {9, 45, 1}, {4, 10, 1}, {1, 9, 1}, {1, 10, 0},
	} {
		if got := len(CageCombos(tc.n, tc.sum)); got != tc.count {
			t.Errorf("%d cells summing to %d: %d combinations, want %d", tc.n, tc.sum, got, tc.count)
		}
	}
}

func TestGeometryCheck(t *testing.T) {
	var p Grid
	p[0], p[80] = 5, 5 // the main diagonal
	if err := XGeometry().Check(p); err == nil {
		t.Errorf("x: two 5s on the diagonal accepted")
	}
	if err := ClassicGeometry().Check(p); err != nil {
		t.Errorf("classic: %v", err)
	}
	k, err := KillerGeometry([]Cage{{Cells: []int{0, 1}, Sum: 5}})
	if err != nil {
		t.Fatal(err)
	}
	var q Grid
	q[0] = 5 // 5 + anything > 5
	var ce *CageError
	if !errors.As(k.Check(q), &ce) {
		t.Errorf("killer: a 5 in a cage of sum 5 for two cells accepted")
	}
}
