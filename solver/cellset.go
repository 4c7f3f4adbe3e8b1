package solver

// Cell sets and Sudoku Explainer's order of a cell's peers, for the pattern
// finders of rows 13–20 (wings, unique loops, BUG, exclusion).

// sePeers[c] lists the 20 peers of cell c in Sudoku Explainer's order: the
// cells of its box row-major, then the rest of its row left to right, then
// the rest of its column top to bottom. BUG type 3 walks a cell's peers in
// that order, so that the first set found is the one Sudoku Explainer
// finds.
var sePeers [81][20]uint8

// peerSet[c] is the set of c's peers, as a cell set.
var peerSet [81]cellSet

func init() {
	// From coordinates only: this may run before the unit tables are made.
	for c := 0; c < 81; c++ {
		r, col := c/9, c%9
		n := 0
		add := func(p int) {
			if p != c && !peerSet[c].has(p) {
				sePeers[c][n] = uint8(p)
				peerSet[c].add(p)
				n++
			}
		}
		for i := 0; i < 9; i++ {
			add((r/3*3+i/3)*9 + col/3*3 + i%3)
		}
		for i := 0; i < 9; i++ {
			add(r*9 + i)
		}
		for i := 0; i < 9; i++ {
			add(i*9 + col)
		}
	}
}

// cellSet is a set of cells, bit c%64 of word c/64.
type cellSet [2]uint64

func (s *cellSet) add(c int)            { s[c>>6] |= 1 << (c & 63) }
func (s cellSet) has(c int) bool        { return s[c>>6]&(1<<(c&63)) != 0 }
func (s cellSet) and(t cellSet) cellSet { return cellSet{s[0] & t[0], s[1] & t[1]} }
func (s cellSet) empty() bool           { return s[0]|s[1] == 0 }
