package solver

import (
	"math/rand"
	"testing"
)

func BenchmarkFill(b *testing.B) {
	rng := rand.New(rand.NewSource(1))
	for b.Loop() {
		Fill(rng)
	}
}
