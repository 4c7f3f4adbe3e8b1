package solver

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// refVariant is a puzzle of testdata/variants-se.txt with the reference's
// rating and hardest technique.
type refVariant struct {
	v    Variant
	p    Grid
	se   float64
	tech string
}

// refVariants reads testdata/variants-se.txt: one puzzle a line, its
// variant, grid, rating and hardest technique tab-separated; lines of #
// are comments (solver/testdata/README.md).
func refVariants(t testing.TB) []refVariant {
	data, err := os.ReadFile("testdata/variants-se.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []refVariant
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 4 {
			t.Fatalf("variants-se.txt:%d: %d fields, want 4", i+1, len(f))
		}
		v, err := ParseVariant(f[0])
		if err != nil {
			t.Fatalf("variants-se.txt:%d: %v", i+1, err)
		}
		p, err := Parse(f[1])
		if err != nil {
			t.Fatalf("variants-se.txt:%d: %v", i+1, err)
		}
		se, err := strconv.ParseFloat(f[2], 64)
		if err != nil {
			t.Fatalf("variants-se.txt:%d: %v", i+1, err)
		}
		out = append(out, refVariant{v, p, se, f[3]})
	}
	return out
}
