package solver

import "fmt"

// Level is the difficulty class of a puzzle. How a grid's level is decided
// from its measured grade is written down in doc.go ("How a level is
// decided") and in Grade.
type Level int

// The levels, from the easiest. The zero Level is "no level": a grid that
// is not a puzzle (no solution, several solutions, or clashing clues).
const (
	Easy   Level = iota + 1 // rating up to 2.0: singles and the direct techniques
	Medium                  // 2.1–2.8: a naked single or locked candidates
	Hard                    // 2.9–4.4: subsets, fish up to the swordfish, wings
	Expert                  // 4.5–6.9: uniqueness, BUG, quads, exclusion, cycles
	Master                  // 7.0 and up: forcing chains and beyond
)

// Levels lists the levels from the easiest.
var Levels = [...]Level{Easy, Medium, Hard, Expert, Master}

// String returns the level's name in lower case ("easy", …), or "none".
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	case Hard:
		return "hard"
	case Expert:
		return "expert"
	case Master:
		return "master"
	}
	return "none"
}

// ParseLevel reads a level name as String writes it (case-sensitive).
func ParseLevel(s string) (Level, error) {
	for _, l := range Levels {
		if l.String() == s {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (want easy, medium, hard, expert or master)", s)
}

// ClueRange returns the number of clues a generated puzzle of the level has:
// at least min and at most max. The ranges only shape generation (the level
// itself follows from the rating alone); doc.go says why they are these.
func (l Level) ClueRange() (min, max int) {
	switch l {
	case Easy:
		return 40, 46
	case Medium:
		return 27, 34
	case Hard:
		return 23, 29
	case Expert:
		return 21, 27
	case Master:
		return 17, 26
	}
	return 0, 0
}

// Band returns the ratings of the level on Sudoku Explainer's scale, in
// tenths: a puzzle whose rating r has lo <= r×10 <= hi (Master: hi is 0, no
// upper bound). It returns 0, 0 for a value that is not a level.
func (l Level) band() (lo, hi int) {
	switch l {
	case Easy:
		return 0, easyTenths
	case Medium:
		return easyTenths + 1, mediumTenths
	case Hard:
		return mediumTenths + 1, hardTenths
	case Expert:
		return hardTenths + 1, expertTenths
	case Master:
		return expertTenths + 1, 0
	}
	return 0, 0
}

// RatingRange returns the ratings a puzzle of the level has on Sudoku
// Explainer's scale: min <= Rating <= max, max 0 for Master (no upper
// bound). Both are 0 for a value that is not a level.
func (l Level) RatingRange() (min, max float64) {
	lo, hi := l.band()
	return float64(lo) / 10, float64(hi) / 10
}
