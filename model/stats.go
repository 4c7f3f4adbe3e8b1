package model

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// LevelStats are the statistics of one level (docs/behaviour.md, Statistics).
type LevelStats struct {
	Started int // games started (Start, or Play from Editing)
	Solved  int
	GivenUp int
	// BestTime is the fastest solve without hints or checks; 0 for none yet.
	BestTime time.Duration
	// BestScore is the highest score of a solve, assists or not.
	BestScore int
	// Streak counts the solves since the last game of the level that ended
	// unsolved (given up, stopped, or left for another game).
	Streak        int
	LongestStreak int
}

// Stats are the statistics of every level, saved in
// $XDG_DATA_HOME/sudoku/stats.json. Grids that are not puzzles (several
// solutions) have no level and are not counted. The zero Stats is empty and
// ready to use.
//
// Before Master existed (statistics file version 1) Expert held every
// puzzle beyond Hard, most of which are Master puzzles on today's scale.
// Those figures are kept apart, as they were, and shown beside the others
// (EarlierExpert); they never change again. Easy, Medium and Hard go on
// under their names.
//
// Each variant has its own figures per level (ForVariant); the classic
// game's are For's, and a file written before the variants counts as the
// classic game's.
type Stats struct {
	levels        [len(solver.Variants)][len(solver.Levels)]LevelStats
	earlierExpert LevelStats
	hasEarlier    bool
}

// EarlierExpert returns the Expert statistics of a file written before
// Master existed, and whether there are any.
func (s Stats) EarlierExpert() (LevelStats, bool) {
	return s.earlierExpert, s.hasEarlier
}

// For returns the classic game's statistics of level l (zero for an
// unknown level).
func (s Stats) For(l solver.Level) LevelStats { return s.ForVariant(solver.Classic, l) }

// ForVariant returns the statistics of level l of variant v (zero for an
// unknown level or variant).
func (s Stats) ForVariant(v solver.Variant, l solver.Level) LevelStats {
	if p := s.at(v, l); p != nil {
		return *p
	}
	return LevelStats{}
}

// Played reports whether any game of variant v was started.
func (s Stats) Played(v solver.Variant) bool {
	for _, l := range solver.Levels {
		if s.ForVariant(v, l).Started > 0 {
			return true
		}
	}
	return false
}

func (s *Stats) at(v solver.Variant, l solver.Level) *LevelStats {
	if l < solver.Easy || l > solver.Master || int(v) >= len(s.levels) {
		return nil
	}
	return &s.levels[v][l-solver.Easy]
}

// started counts a game of level l of variant v begun.
func (s *Stats) started(v solver.Variant, l solver.Level) bool {
	p := s.at(v, l)
	if p == nil {
		return false
	}
	p.Started = inc(p.Started)
	return true
}

// solved records a solve of level l of variant v in t with the given score; assisted
// solves do not compete for the best time. It reports whether t is a new
// best time.
func (s *Stats) solved(v solver.Variant, l solver.Level, t time.Duration, score int, assisted bool) (newBest bool) {
	p := s.at(v, l)
	if p == nil {
		return false
	}
	p.Solved = inc(p.Solved)
	p.Streak = inc(p.Streak)
	p.LongestStreak = max(p.LongestStreak, p.Streak)
	p.BestScore = max(p.BestScore, score)
	if !assisted && (p.BestTime == 0 || t < p.BestTime) {
		p.BestTime = t
		newBest = true
	}
	return newBest
}

// gaveUp records a game of level l of variant v given up: it ends the streak.
func (s *Stats) gaveUp(v solver.Variant, l solver.Level) bool {
	p := s.at(v, l)
	if p == nil {
		return false
	}
	p.GivenUp = inc(p.GivenUp)
	p.Streak = 0
	return true
}

// abandoned records a game of level l of variant v left unsolved: it ends the streak.
func (s *Stats) abandoned(v solver.Variant, l solver.Level) bool {
	p := s.at(v, l)
	if p == nil || p.Streak == 0 {
		return false
	}
	p.Streak = 0
	return true
}

// statsVersion is the version of the statistics file this code writes.
// Version 1 had four levels (its "expert" is EarlierExpert); version 2 has
// the five of solver.Levels and, under "earlier", the figures of version 1's
// Expert.
const statsVersion = 2

// The variants' figures came after version 2, under "variants" (variant,
// then level): a version 2 file without them is the classic game's alone,
// and a program from before them reads a file with them as its classic
// figures (it does not know the key), so the version did not change.
type statsFile struct {
	Version  int                             `json:"version"`
	Levels   map[string]levelJSON            `json:"levels"`
	Earlier  map[string]levelJSON            `json:"earlier,omitempty"`
	Variants map[string]map[string]levelJSON `json:"variants,omitempty"`
}

type levelJSON struct {
	Started       int    `json:"started"`
	Solved        int    `json:"solved"`
	GivenUp       int    `json:"givenUp"`
	BestTime      string `json:"bestTime"` // a Go duration, "0s" for none
	BestScore     int    `json:"bestScore"`
	Streak        int    `json:"streak"`
	LongestStreak int    `json:"longestStreak"`
}

func toJSON(ls LevelStats) levelJSON {
	return levelJSON{Started: ls.Started, Solved: ls.Solved, GivenUp: ls.GivenUp,
		BestTime: ls.BestTime.String(), BestScore: ls.BestScore, Streak: ls.Streak, LongestStreak: ls.LongestStreak}
}

func fromJSON(name string, lj levelJSON) (LevelStats, error) {
	best, err := parseDuration(lj.BestTime, "level "+name+" best time")
	if err != nil {
		return LevelStats{}, err
	}
	ls := LevelStats{Started: lj.Started, Solved: lj.Solved, GivenUp: lj.GivenUp, BestTime: best,
		BestScore: lj.BestScore, Streak: lj.Streak, LongestStreak: lj.LongestStreak}
	if ls.Started < 0 || ls.Solved < 0 || ls.GivenUp < 0 || ls.BestTime < 0 ||
		ls.BestScore < 0 || ls.Streak < 0 || ls.LongestStreak < ls.Streak {
		return LevelStats{}, fmt.Errorf("level %s: figures out of range", name)
	}
	return ls, nil
}

// MarshalStats writes s as the statistics file's JSON. Times are Go
// durations ("4m5s").
func MarshalStats(s Stats) ([]byte, error) {
	f := statsFile{Version: statsVersion, Levels: map[string]levelJSON{}}
	for _, l := range solver.Levels {
		f.Levels[l.String()] = toJSON(s.For(l))
	}
	if s.hasEarlier {
		f.Earlier = map[string]levelJSON{solver.Expert.String(): toJSON(s.earlierExpert)}
	}
	for _, v := range solver.Variants[1:] {
		if s.levels[v] == ([len(solver.Levels)]LevelStats{}) {
			continue
		}
		if f.Variants == nil {
			f.Variants = map[string]map[string]levelJSON{}
		}
		m := map[string]levelJSON{}
		for _, l := range solver.Levels {
			m[l.String()] = toJSON(s.ForVariant(v, l))
		}
		f.Variants[v.String()] = m
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("statistics: %w", err)
	}
	return append(b, '\n'), nil
}

// UnmarshalStats reads a statistics file, of this version or an earlier
// one. A missing or newer version, an unknown level or a negative figure is
// an error.
func UnmarshalStats(b []byte) (Stats, error) {
	if len(b) > maxSmallFile {
		return Stats{}, fmt.Errorf("%d KiB, more than the %d KiB a statistics file may hold", len(b)>>10, maxSmallFile>>10)
	}
	if err := checkFileVersion(b, statsVersion); err != nil {
		return Stats{}, err
	}
	var f statsFile
	if err := json.Unmarshal(b, &f); err != nil {
		return Stats{}, err
	}
	var s Stats
	for name, lj := range f.Levels {
		l, err := solver.ParseLevel(name)
		if err != nil || f.Version == 1 && l == solver.Master {
			return Stats{}, fmt.Errorf("statistics version %d: unknown level %q", f.Version, name)
		}
		ls, err := fromJSON(name, lj)
		if err != nil {
			return Stats{}, err
		}
		if f.Version == 1 && l == solver.Expert {
			s.earlierExpert, s.hasEarlier = ls, true
			continue
		}
		*s.at(solver.Classic, l) = ls
	}
	if f.Version == 1 {
		return s, nil
	}
	for vname, levels := range f.Variants {
		v, err := solver.ParseVariant(vname)
		if err != nil || v == solver.Classic {
			return Stats{}, fmt.Errorf("statistics: unknown variant %q", vname)
		}
		for name, lj := range levels {
			l, err := solver.ParseLevel(name)
			if err != nil {
				return Stats{}, fmt.Errorf("statistics: variant %s: unknown level %q", vname, name)
			}
			ls, err := fromJSON(vname+" "+name, lj)
			if err != nil {
				return Stats{}, err
			}
			*s.at(v, l) = ls
		}
	}
	for name, lj := range f.Earlier {
		if name != solver.Expert.String() {
			return Stats{}, fmt.Errorf("statistics: unknown earlier level %q", name)
		}
		ls, err := fromJSON(name, lj)
		if err != nil {
			return Stats{}, err
		}
		s.earlierExpert, s.hasEarlier = ls, true
	}
	return s, nil
}
