package solver

import "fmt"

// VariantTechniques lists the techniques of the variants' grader in the
// order it tries them (docs/variants.md, "Levels").
func VariantTechniques() []VariantTechnique {
	ts := make([]VariantTechnique, vTechniques)
	for i := range ts {
		ts[i] = VariantTechnique(i)
	}
	return ts
}

// ParseVariantTechnique reads a variant technique's identifier as String
// writes it (a variant game's grade keeps its techniques so).
func ParseVariantTechnique(s string) (VariantTechnique, error) {
	for t := range vTechniques {
		if vTechniqueInfo[t].name == s {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown variant technique %q", s)
}

// Killer reports whether t is one of Killer's own techniques: cage
// combination, innies and outies, cage-locked digit, the 45 rule over
// groups of houses, killer pair.
func (t VariantTechnique) Killer() bool {
	switch t {
	case VCageCombination, VInniesOuties, VCageLocked, VInniesOutiesGroup, VKillerPair:
		return true
	}
	return false
}
