package solver

import "fmt"

// Level is the difficulty class of a puzzle. How a grid's level is decided
// from its measured grade is written down in doc.go and in Grade.
type Level int

// The levels, from the easiest. The zero Level is "no level": a grid that
// is not a puzzle (no solution, several solutions, or clashing clues).
const (
	Easy Level = iota + 1
	Medium
	Hard
	Expert
)

// Levels lists the levels from the easiest.
var Levels = [...]Level{Easy, Medium, Hard, Expert}

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
	return 0, fmt.Errorf("unknown level %q (want easy, medium, hard or expert)", s)
}

// ClueRange returns the number of clues a generated puzzle of the level has:
// at least min and at most max (SPEC 2.4).
func (l Level) ClueRange() (min, max int) {
	switch l {
	case Easy:
		return 44, 46
	case Medium:
		return 33, 35
	case Hard:
		return 27, 29
	case Expert:
		return 17, 26
	}
	return 0, 0
}
