package solver

import "testing"

// Every variant technique's identifier reads back as the technique, in the
// grader's order, and nothing else reads.
func TestParseVariantTechnique(t *testing.T) {
	ts := VariantTechniques()
	if len(ts) != int(vTechniques) || ts[0] != VFullHouse || ts[len(ts)-1] != VDynamicForcing {
		t.Fatalf("VariantTechniques: %v", ts)
	}
	killer := 0
	for i, v := range ts {
		got, err := ParseVariantTechnique(v.String())
		if err != nil || got != v {
			t.Errorf("ParseVariantTechnique(%q) = %v, %v", v.String(), got, err)
		}
		if i > 0 && v.Rating() < ts[i-1].Rating() {
			t.Errorf("%v (%.1f) is tried after %v (%.1f)", v, v.Rating(), ts[i-1], ts[i-1].Rating())
		}
		if v.Killer() {
			killer++
		}
	}
	if killer != 5 {
		t.Errorf("%d Killer techniques, want 5", killer)
	}
	for _, s := range []string{"", "unique-loop-1", "cage"} {
		if _, err := ParseVariantTechnique(s); err == nil {
			t.Errorf("ParseVariantTechnique(%q) read a technique", s)
		}
	}
}
