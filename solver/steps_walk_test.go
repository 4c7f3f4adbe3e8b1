package solver

import "testing"

// walkSteps runs the grader's path on g and calls f with each step and the
// candidates of the position it was found on (what ArgumentOf and
// CheckArgument read), the step applied after f returns.
func walkSteps(t *testing.T, g Grid, f func(s Step, cand *[81]Mask)) {
	t.Helper()
	steps, err := LogicalSteps(g)
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLogic(g)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		var cand [81]Mask
		for c := range cand {
			cand[c] = l.Candidates(c)
		}
		f(s, &cand)
		if err := l.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
}
