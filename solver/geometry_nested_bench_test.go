package solver

import "testing"

// BenchmarkVariantDynamicPlus grades the X puzzle that needs the dynamic
// forcing chains (+) (TestVariantDynamicPlus): the chains (+)' search with
// its patterns recorded for the words.
func BenchmarkVariantDynamicPlus(b *testing.B) {
	p, err := Parse("....2..9...4.7....9...1......6....292.......534....8......4...3....3.2...8..6....")
	if err != nil {
		b.Fatal(err)
	}
	g := XGeometry()
	for i := 0; i < b.N; i++ {
		if gr, _ := VariantPath(g, p); gr.Rating != 9.6 {
			b.Fatalf("rated %.1f", gr.Rating)
		}
	}
}
