package solver

import (
	"math/rand/v2"
	"testing"
)

// TestSigTable checks the nested searches' signature table against a Go
// map over several fills, each after a reset, with colliding keys.
func TestSigTable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var tab sigTable
	for round := 0; round < 20; round++ {
		tab.reset()
		want := map[uint64]int32{}
		n := r.IntN(500)
		for i := 0; i < n; i++ {
			k := r.Uint64()
			if i%5 == 0 {
				k = uint64(i) << 40 // same low bits: collisions
			}
			v := int32(r.IntN(1000))
			tab.put(k, v)
			want[k] = v
		}
		for k, v := range want {
			if got, ok := tab.get(k); !ok || got != v {
				t.Fatalf("round %d: key %x gives %d, %v; want %d", round, k, got, ok, v)
			}
		}
		for i := 0; i < 100; i++ {
			k := r.Uint64()
			if _, in := want[k]; in {
				continue
			}
			if _, ok := tab.get(k); ok {
				t.Fatalf("round %d: key %x found after a reset", round, k)
			}
		}
	}
	// Filled again to the same size after a reset, it does not allocate.
	fill := func() {
		tab.reset()
		for i := uint64(0); i < 300; i++ {
			tab.put(i*0x9E3779B97F4A7C15, int32(i))
		}
	}
	fill()
	if n := testing.AllocsPerRun(10, fill); n != 0 {
		t.Errorf("refilling allocates %.0f times", n)
	}
}
