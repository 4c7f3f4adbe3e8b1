package solver

import (
	"context"
	"math/rand"
	"testing"
)

func BenchmarkGenerate(b *testing.B) {
	for _, level := range Levels {
		b.Run(level.String(), func(b *testing.B) {
			rng := rand.New(rand.NewSource(1))
			for b.Loop() {
				if _, err := Generate(context.Background(), level, rng); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
