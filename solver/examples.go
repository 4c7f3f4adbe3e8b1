package solver

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// The examples of the techniques: for every technique the logical solver
// can take, one position of a real puzzle where that technique is its next
// step, with the step it takes there. The technique guide draws them, and
// TestExamples checks them, so they are test grids of the solver as well.
// The positions are in examples.txt, embedded in the package; its format is
// described in docs/formats.md ("Technique examples").

//go:embed examples.txt
var examplesText string

// Example is a position on the logical solver's path through a real puzzle
// where a technique is its next step.
type Example struct {
	// Source names the collection the puzzle comes from and its place
	// there, as examples.txt credits it.
	Source string
	// Puzzle holds the givens.
	Puzzle Grid
	// After is the number of steps the solver takes from the givens to
	// this position (Logic.Advance that many times from NewLogic(Puzzle)).
	After int
	// Grid holds the digits of the position: the givens and the digits
	// placed by those steps.
	Grid Grid
	// Candidates holds the candidates of each empty cell as the solver has
	// them there (0 for filled cells).
	Candidates [81]Mask
	// Step is the step Logic.Next returns in the position, but for
	// DirectClaiming, which is never the next step: where it applies, an
	// easier hidden single or direct pointing does too. (A line's digit
	// confined to box B, removed from the rest of B, leaves another line
	// through B one place, in box X; the band's third box either holds the
	// digit, in the band's third line, and X has that one place left, or
	// has its places only in the third line, which a pointing removes
	// from X, leaving that one place.) Its Step is what its finder finds
	// in the position, and next the technique Logic.Next takes there.
	Step Step
	next Technique
}

// Example returns the example of technique t, and false for FromSolution
// (not a technique) and for values that are not techniques. The Example is
// the caller's own: its slices are not shared.
func (t Technique) Example() (Example, bool) {
	all, err := loadExamples()
	if err != nil {
		return Example{}, false
	}
	e, ok := all[t]
	if !ok {
		return Example{}, false
	}
	e.Step = e.Step.clone()
	if len(e.Step.Units) == 0 {
		e.Step.Units = nil
	}
	if len(e.Step.Cells) == 0 {
		e.Step.Cells = nil
	}
	if len(e.Step.Placements) == 0 {
		e.Step.Placements = nil
	}
	if len(e.Step.Eliminations) == 0 {
		e.Step.Eliminations = nil
	}
	return e, true
}

// loadExamples parses examples.txt once.
var loadExamples = sync.OnceValues(func() (map[Technique]Example, error) {
	return parseExamples(examplesText)
})

// parseExamples reads the examples file: blocks of "key: value" lines, each
// starting with its "technique:" line; '#' lines are comments.
func parseExamples(text string) (map[Technique]Example, error) {
	out := map[Technique]Example{}
	var cur *Example
	var puzzleSet, gridSet, candSet bool
	finish := func(line int) error {
		if cur == nil {
			return nil
		}
		switch {
		case cur.Source == "":
			return fmt.Errorf("line %d: example of %s without a source", line, cur.Step.Technique)
		case !puzzleSet || !gridSet || !candSet:
			return fmt.Errorf("line %d: example of %s lacks its puzzle, digits or candidates", line, cur.Step.Technique)
		case len(cur.Step.Placements) == 0 && len(cur.Step.Eliminations) == 0:
			return fmt.Errorf("line %d: example of %s does nothing", line, cur.Step.Technique)
		}
		if _, dup := out[cur.Step.Technique]; dup {
			return fmt.Errorf("line %d: a second example of %s", line, cur.Step.Technique)
		}
		out[cur.Step.Technique] = *cur
		return nil
	}
	err := readKeyBlocks(text, "technique", func(val string, line int) error {
		if err := finish(line); err != nil {
			return err
		}
		t, err := ParseTechnique(val)
		if err != nil || t == FromSolution {
			return fmt.Errorf("line %d: %q is not a technique", line, val)
		}
		cur = &Example{Step: Step{Technique: t, Rating: t.Rating()}}
		puzzleSet, gridSet, candSet = false, false, false
		return nil
	}, func(key, val string) error {
		var err error
		switch key {
		case "source":
			cur.Source = val
		case "puzzle":
			cur.Puzzle, err = Parse(val)
			puzzleSet = true
		case "after":
			cur.After, err = strconv.Atoi(val)
		case "grid":
			cur.Grid, err = Parse(val)
			gridSet = true
		case "candidates":
			cur.Candidates, err = parseCandidates(val)
			candSet = true
		case "next":
			cur.next, err = ParseTechnique(val)
		case "rating":
			cur.Step.Rating, err = strconv.ParseFloat(val, 64)
		case "units":
			err = eachField(val, ",", func(s string) error {
				u, err := parseUnit(s)
				cur.Step.Units = append(cur.Step.Units, u)
				return err
			})
		case "cells":
			err = eachField(val, " ", func(s string) error {
				c, err := parseCell(s)
				cur.Step.Cells = append(cur.Step.Cells, c)
				return err
			})
		case "digits":
			cur.Step.Digits, err = parseDigits(val)
		case "place":
			cur.Step.Placements, err = parsePlacements(val)
		case "remove":
			cur.Step.Eliminations, err = parseEliminations(val)
		case "chain":
			cur.Step.Links, err = appendChain(cur.Step.Links, val)
		default:
			err = fmt.Errorf("unknown key %q", key)
		}
		return err
	}, finish)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readKeyBlocks reads an examples file (docs/formats.md, "Technique
// examples"): blocks of "key: value" lines, each starting with its start
// key's line; blank lines and '#' lines are skipped. begin gets a block's
// first value and line, field each other line's key and value (its error
// is given the line and the key), end the line where the text ends (each
// begin ends the block before it).
func readKeyBlocks(text, start string, begin func(val string, line int) error, field func(key, val string) error, end func(line int) error) error {
	lines := strings.Split(text, "\n")
	started := false
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return fmt.Errorf("line %d: no key", i+1)
		}
		val = strings.TrimSpace(val)
		if key == start {
			if err := begin(val, i+1); err != nil {
				return err
			}
			started = true
			continue
		}
		if !started {
			return fmt.Errorf("line %d: %q before the first %s", i+1, key, start)
		}
		if err := field(key, val); err != nil {
			return fmt.Errorf("line %d: %s: %v", i+1, key, err)
		}
	}
	return end(len(lines))
}

// parsePlacements reads placements "r1c2=5", separated by spaces.
func parsePlacements(val string) ([]Placement, error) {
	var out []Placement
	err := eachField(val, " ", func(s string) error {
		cs, ds, _ := strings.Cut(s, "=")
		c, err := parseCell(cs)
		if err != nil {
			return err
		}
		m, err := parseDigits(ds)
		if err != nil || m.Count() != 1 {
			return fmt.Errorf("bad placement %q", s)
		}
		out = append(out, Placement{Cell: c, Digit: m.Lowest()})
		return nil
	})
	return out, err
}

// parseEliminations reads eliminations "r1c2-59" (the digits a cell
// loses), separated by spaces.
func parseEliminations(val string) ([]Elimination, error) {
	var out []Elimination
	err := eachField(val, " ", func(s string) error {
		cs, ds, _ := strings.Cut(s, "-")
		c, err := parseCell(cs)
		if err != nil {
			return err
		}
		m, err := parseDigits(ds)
		if err != nil {
			return err
		}
		out = append(out, Elimination{Cell: c, Digits: m})
		return nil
	})
	return out, err
}

// eachField calls f on each field of val split at sep (spaces around a
// field dropped, empty fields skipped).
func eachField(val, sep string, f func(string) error) error {
	var fields []string
	if sep == " " {
		fields = strings.Fields(val)
	} else {
		fields = strings.Split(val, sep)
	}
	for _, s := range fields {
		if s = strings.TrimSpace(s); s == "" {
			continue
		}
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// parseCandidates reads 81 space-separated fields, one a cell in row-major
// order: the cell's candidates as digits, or "-" for a filled cell.
func parseCandidates(val string) ([81]Mask, error) {
	var cand [81]Mask
	fs := strings.Fields(val)
	if len(fs) != 81 {
		return cand, fmt.Errorf("%d fields, want 81", len(fs))
	}
	for c, f := range fs {
		if f == "-" {
			continue
		}
		m, err := parseDigits(f)
		if err != nil {
			return cand, err
		}
		cand[c] = m
	}
	return cand, nil
}

// appendChain reads one "chain:" line, "N node arrow node arrow node; node
// arrow node …": the chain's number (Link.Chain), then its links, "->" for
// a weak inference and "=>" for a strong one; a link goes from the node
// before its arrow to the node after it, and "; " starts a run of links
// whose first does not leave from the last node written.
func appendChain(links []Link, val string) ([]Link, error) {
	num, rest, _ := strings.Cut(val, " ")
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n > 255 {
		return links, fmt.Errorf("bad chain number %q", num)
	}
	for _, run := range strings.Split(rest, ";") {
		fs := strings.Fields(run)
		if len(fs) < 3 || len(fs)%2 == 0 {
			return links, fmt.Errorf("bad run %q", run)
		}
		from, err := parseNode(fs[0])
		if err != nil {
			return links, err
		}
		for i := 1; i < len(fs); i += 2 {
			if fs[i] != "->" && fs[i] != "=>" {
				return links, fmt.Errorf("bad arrow %q", fs[i])
			}
			to, err := parseNode(fs[i+1])
			if err != nil {
				return links, err
			}
			links = append(links, Link{From: from, To: to, Strong: fs[i] == "=>", Chain: uint8(n)})
			from = to
		}
	}
	return links, nil
}

// parseCell reads a cell's name, "r1c1" … "r9c9".
func parseCell(s string) (uint8, error) {
	if len(s) != 4 || s[0] != 'r' || s[2] != 'c' || s[1] < '1' || s[1] > '9' || s[3] < '1' || s[3] > '9' {
		return 0, fmt.Errorf("bad cell %q", s)
	}
	return (s[1]-'1')*9 + s[3] - '1', nil
}

// parseDigits reads a set of digits written as Mask.String writes it (""
// is the empty set).
func parseDigits(s string) (Mask, error) {
	var m Mask
	for _, ch := range s {
		if ch < '1' || ch > '9' {
			return 0, fmt.Errorf("bad digits %q", s)
		}
		m |= 1 << (ch - '0')
	}
	return m, nil
}

// parseUnit reads a unit's name as UnitName writes it.
func parseUnit(s string) (uint8, error) {
	for u := 0; u < 27; u++ {
		if UnitName(u) == s {
			return uint8(u), nil
		}
	}
	return 0, fmt.Errorf("bad unit %q", s)
}

// parseNode reads a chain node, "r1c5=5" (ON) or "r1c5<>5" (OFF).
func parseNode(s string) (ChainNode, error) {
	cs, ds, on := strings.Cut(s, "=")
	if !on {
		cs, ds, _ = strings.Cut(s, "<>")
	}
	c, err := parseCell(cs)
	if err != nil {
		return ChainNode{}, err
	}
	m, err := parseDigits(ds)
	if err != nil || m.Count() != 1 {
		return ChainNode{}, fmt.Errorf("bad node %q", s)
	}
	return ChainNode{Cell: c, Digit: m.Lowest(), On: on}, nil
}
