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
		fs := strings.Fields(seg)
		if len(fs) < 3 || len(fs)%2 == 0 {
			return fmt.Errorf("links: bad segment %q", seg)
		}
		from, err := parseNode(fs[0])
		if err != nil {
			return err
		}
		for i := 1; i < len(fs); i += 2 {
			to, err := parseNode(fs[i+1])
			if err != nil {
				return err
			}
			strong := fs[i] == "=>"
			if !strong && fs[i] != "->" || strong != (!from.On && to.On) {
				return fmt.Errorf("links: bad link %s %s %s", from, fs[i], to)
			}
			fx.want.Links = append(fx.want.Links, Link{From: from, To: to, Strong: strong, Chain: chain})
			from = to
		}
	}
	return nil
}

// parseNode reads a node as ChainNode.String writes it: "r1c5=5", "r1c5<>5".
func parseNode(s string) (ChainNode, error) {
	cs, ds, on := s[:min(4, len(s))], "", false
	switch rest := s[len(cs):]; {
	case strings.HasPrefix(rest, "="):
		ds, on = rest[1:], true
	case strings.HasPrefix(rest, "<>"):
		ds = rest[2:]
	default:
		return ChainNode{}, fmt.Errorf("bad node %q", s)
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
