package solver

import (
	"fmt"
	"strings"
)

// addChain reads one chain of a fixture's step, as Step.String writes a
// chain between its braces: "r1c5=5 -> r1c7<>5 => r3c7=5; r2c2<>3 => …",
// "->" a weak link, "=>" a strong one, "; " starting a new segment. Each
// "links:" line is the next chain (Link.Chain 0, 1, …).
func (fx *techFixture) addChain(val string) error {
	chain := uint8(0)
	if n := len(fx.want.Links); n > 0 {
		chain = fx.want.Links[n-1].Chain + 1
	}
	for _, seg := range strings.Split(val, ";") {
		links, err := parseLinks(seg)
		if err != nil {
			return err
		}
		for _, l := range links {
			if l.Strong != (!l.From.On && l.To.On) {
				return fmt.Errorf("links: %s to %s is not a %s link", l.From, l.To, map[bool]string{true: "strong", false: "weak"}[l.Strong])
			}
			l.Chain = chain
			fx.want.Links = append(fx.want.Links, l)
		}
	}
	return nil
}

// fixtureLines writes a step in the keys of a technique fixture.
func fixtureLines(s Step) string {
	var b strings.Builder
	fmt.Fprintf(&b, "technique: %s\n", s.Technique)
	if s.Rating != s.Technique.Rating() {
		fmt.Fprintf(&b, "rating: %.1f\n", s.Rating)
	}
	if len(s.Units) > 0 {
		var us []string
		for _, u := range s.Units {
			us = append(us, UnitName(int(u)))
		}
		fmt.Fprintf(&b, "units: %s\n", strings.Join(us, ", "))
	}
	var cs []string
	for _, c := range s.Cells {
		cs = append(cs, CellName(int(c)))
	}
	fmt.Fprintf(&b, "cells: %s\n", strings.Join(cs, " "))
	fmt.Fprintf(&b, "digits: %s\n", s.Digits)
	for i := 0; i < len(s.Links); {
		j := i
		for j < len(s.Links) && s.Links[j].Chain == s.Links[i].Chain {
			j++
		}
		var sb strings.Builder
		writeLinks(&sb, s.Links[i:j])
		fmt.Fprintf(&b, "links: %s\n", strings.Trim(sb.String(), " {}"))
		i = j
	}
	for _, p := range s.Placements {
		fmt.Fprintf(&b, "place: %s=%d\n", CellName(int(p.Cell)), p.Digit)
	}
	if len(s.Eliminations) > 0 {
		var es []string
		for _, e := range s.Eliminations {
			es = append(es, fmt.Sprintf("%s-%s", CellName(int(e.Cell)), e.Digits))
		}
		fmt.Fprintf(&b, "eliminate: %s\n", strings.Join(es, " "))
	}
	return b.String()
}
