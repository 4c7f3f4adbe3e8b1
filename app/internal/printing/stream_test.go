package printing

import (
	"runtime"
	"testing"
)

// countingWriter counts what it is given and keeps nothing.
type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

// A Stream writes each page once the next one starts, so the PDF leaves as
// the sheets come; what it keeps is a few bytes a sheet, not the pages
// (`sudoku print` of 195,121 grids took 2.88 GB when the whole document was
// made in memory first).
func TestStreamWritesAsItGoes(t *testing.T) {
	sheets := testSheets(t, 1, 8)
	o := Options{Paper: A4, PerPage: 1, Solutions: true, SolutionsTitle: "Solutions"}
	var w countingWriter
	st, err := NewStream(&w, o)
	if err != nil {
		t.Fatal(err)
	}
	const n = 5000
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range n {
		s := sheets[i%len(sheets)]
		s.Number = i + 1
		st.Add(s)
		if i == 1000 && w.n < 500*5000 {
			t.Fatalf("after 1,000 pages only %d bytes were written: the stream holds its pages", w.n)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grew := int64(after.HeapAlloc) - int64(before.HeapAlloc); grew > 8<<20 {
		t.Fatalf("%d sheets held %d MiB", n, grew>>20)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	// 5,000 pages of about 9 KB, and 417 pages of solutions.
	if w.n < n*5000 {
		t.Fatalf("%d bytes written", w.n)
	}
}
