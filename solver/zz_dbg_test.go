package solver

import (
	"os"
	"strings"
	"testing"
)

func TestDbgProfile(t *testing.T) {
	p := os.Getenv("NEST_DBG")
	if p == "" {
		t.Skip()
	}
	for _, x := range strings.Fields(p) {
		g, _ := Parse(x)
		GradeOf(g)
	}
}
