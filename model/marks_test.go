package model

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/giosudoku/sudoku/solver"
)

// Corner and centre marks live side by side in a cell, each undoable, and
// a placed digit clears both in the cell and (automatic removal) in its
// peers.
func TestTwoNoteStyles(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	// r1c1 and r1c2 are empty in easyGivens.
	noErr(t, g.ToggleMark(0, 4, NoteCorner))
	noErr(t, g.ToggleMark(0, 5, NoteCorner))
	noErr(t, g.ToggleMark(0, 4, NoteCentre))
	noErr(t, g.ToggleMark(1, 4, NoteCorner))
	if c := g.Cell(0); c.Corner != 1<<4|1<<5 || c.Notes != 1<<4 {
		t.Fatalf("r1c1 corner %b centre %b, want corner 45 and centre 4", c.Corner, c.Notes)
	}
	noErr(t, g.Undo())
	if c := g.Cell(1); c.Corner != 0 {
		t.Fatalf("undo left r1c2's corner mark: %b", c.Corner)
	}
	noErr(t, g.Redo())
	// A 4 in r1c1's row removes both styles' 4 from r1c2; r1c1's own
	// marks go with its digit.
	noErr(t, g.Place(0, 4))
	if c := g.Cell(1); c.Corner != 0 || c.Notes != 0 {
		t.Fatalf("automatic removal left r1c2 corner %b centre %b", c.Corner, c.Notes)
	}
	noErr(t, g.Erase(0))
	if c := g.Cell(0); c.Corner != 0 || c.Notes != 0 {
		t.Fatalf("r1c1 kept marks under its digit: %+v", c)
	}
	// Erase empties a cell that has corner marks only.
	noErr(t, g.ToggleMark(1, 2, NoteCorner))
	noErr(t, g.Erase(1))
	if g.Corner(1) != 0 {
		t.Fatal("erase kept the corner mark")
	}
}

// Fill notes writes the style the settings pick and leaves the other.
func TestFillNotesStyle(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	noErr(t, g.ToggleMark(0, 9, NoteCentre))
	s := g.Settings()
	s.FillStyle = NoteCorner
	g.SetSettings(s)
	noErr(t, g.FillNotes())
	cand := g.Grid().Candidates(0)
	if g.Corner(0) != cand || g.Notes(0) != 1<<9 {
		t.Fatalf("fill in corner style: corner %b centre %b, want corner %b, centre 9", g.Corner(0), g.Notes(0), cand)
	}
}

// markedGame returns a game with corner and centre marks, digits and a
// history that touches both.
func markedGame(t *testing.T) *Game {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	noErr(t, g.ToggleMark(0, 2, NoteCorner))
	noErr(t, g.ToggleMark(0, 5, NoteCentre))
	noErr(t, g.ToggleMark(1, 1, NoteCorner))
	noErr(t, g.Place(3, 4))
	noErr(t, g.ToggleMark(80, 7, NoteCorner))
	noErr(t, g.Undo())
	return g
}

// The game file keeps both styles on the board and through the history.
func TestMarksGameFileRoundTrip(t *testing.T) {
	g := markedGame(t)
	b, err := g.MarshalJSON()
	noErr(t, err)
	if !bytes.Contains(b, []byte(`"marks": "r1c1=c2 r1c2=c1"`)) {
		t.Fatalf("the board's corner marks are not in the file:\n%s", b)
	}
	h, err := UnmarshalGame(b, nil)
	noErr(t, err)
	if h.cur != g.cur || len(h.past) != len(g.past) || len(h.future) != len(g.future) {
		t.Fatal("the board read back differs")
	}
	for k := range g.past {
		if h.past[k] != g.past[k] {
			t.Fatalf("undo %d read back differs", k+1)
		}
	}
	if h.future[0] != g.future[0] {
		t.Fatal("the redo read back differs")
	}
	if h.State() == Paused {
		noErr(t, h.Resume())
	}
	for h.Enabled(ActUndo) {
		noErr(t, h.Undo())
	}
	if h.Corner(0) != 0 {
		t.Fatal("undoing everything left a corner mark")
	}
}

// Marks on a cell that takes none are refused with a reason.
func TestMarksGameFileRefused(t *testing.T) {
	g := markedGame(t)
	b, err := g.MarshalJSON()
	noErr(t, err)
	for _, c := range []struct{ from, to, want string }{
		{`"marks": "r1c1=c2 r1c2=c1"`, `"marks": "r1c3=c4"`, "holds a digit"},
		{`"marks": "r1c1=c2 r1c2=c1"`, `"marks": "r1c1=c21"`, "ascending"},
		{`"marks": "r1c1=c2 r1c2=c1"`, `"marks": "r1c1=z4"`, "unknown field"},
		{`"marks": "r1c1=c2 r1c2=c1"`, `"marks": "r1c2=c1 r1c1=c2"`, "out of order"},
	} {
		bad := bytes.Replace(b, []byte(c.from), []byte(c.to), 1)
		if _, err := UnmarshalGame(bad, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.to, err, c.want)
		}
	}
}

// A file with progress keeps corner marks on a #marks line after the
// #progress line: a reader that knows only #progress reads the same grid,
// digits and centre marks (the line is a '#' comment to it), and ours
// reads the corner marks back.
func TestMarksLineRoundTrip(t *testing.T) {
	g := markedGame(t)
	pr := g.Progress()
	plain := pr
	plain.Corner = [81]solver.Mask{}
	for _, f := range []Format{FormatSDM, FormatSDK} {
		t.Run(f.Extension(), func(t *testing.T) {
			var with, without bytes.Buffer
			noErr(t, WriteEntries(&with, f, Entry{Grid: g.Givens(), Progress: &pr}))
			noErr(t, WriteEntries(&without, f, Entry{Grid: g.Givens(), Progress: &plain}))
			lines := strings.Split(with.String(), "\n")
			last := lines[len(lines)-2]
			if last != "#marks r1c1=c2 r1c2=c1" {
				t.Fatalf("last line %q, want the marks line", last)
			}
			if strings.Join(lines[:len(lines)-2], "\n")+"\n" != without.String() {
				t.Fatalf("the lines before #marks differ from a file without corner marks:\n%s\n%s", with.String(), without.String())
			}
			col, err := Read("x"+f.Extension(), bytes.NewReader(with.Bytes()))
			noErr(t, err)
			if len(col.Entries) != 1 || col.Entries[0].Err != nil || *col.Entries[0].Progress != pr {
				t.Fatalf("read back %+v", col.Entries)
			}
			h := New(nil)
			noErr(t, h.LoadProgress(g.Puzzle(), *col.Entries[0].Progress))
			if h.cur != g.cur {
				t.Fatal("the reopened board differs")
			}
		})
	}
}

// A marks line that does not fit makes its grid an error naming the line;
// one that follows no progress line is a comment.
func TestMarksLineErrors(t *testing.T) {
	prog := "#progress " + strings.Repeat("0", 81)
	for _, c := range []struct {
		text, want string
	}{
		{easyGivens + "\n" + prog + "\n#marks r1c3=c4\n", "line 3"},
		{easyGivens + "\n" + prog + "\n#marks r1c1=q\n", "line 3"},
		{easyGivens + "\n#marks r1c1=c4\n", ""},
		{easyGivens + "\n" + prog + "\n\n#marks r1c1=c4\n", ""},
	} {
		col, err := Read("x.sdm", strings.NewReader(c.text))
		noErr(t, err)
		e := col.Entries[0]
		switch {
		case c.want == "" && (e.Err != nil || e.Progress != nil && e.Progress.Corner[0] != 0):
			t.Errorf("%q: read as %+v, want the marks line skipped", c.text, e)
		case c.want != "" && (e.Err == nil || !strings.Contains(e.Err.Error(), c.want)):
			t.Errorf("%q: error %v, want one at %s", c.text, e.Err, c.want)
		}
	}
}

// The mark modes: M cycles digit, corner, centre, colour; Shift and Ctrl digits
// write a corner or a centre mark whatever the mode.
func TestMarkModes(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	in.Select(0)
	noErr(t, in.CycleMarks(g))
	if in.Marks() != MarkCorner {
		t.Fatalf("after one M: %v", in.Marks())
	}
	noErr(t, in.DigitKey(g, 3, false))
	noErr(t, in.CycleMarks(g))
	noErr(t, in.DigitKey(g, 6, false))
	noErr(t, in.CycleMarks(g))
	if in.Marks() != MarkColour {
		t.Fatalf("after three M: %v", in.Marks())
	}
	noErr(t, in.CycleMarks(g))
	noErr(t, in.MarkKey(g, 7, MarkCorner))
	noErr(t, in.MarkKey(g, 8, MarkCentre))
	if in.Marks() != MarkDigit || g.Corner(0) != 1<<3|1<<7 || g.Notes(0) != 1<<6|1<<8 {
		t.Fatalf("mode %v corner %b centre %b", in.Marks(), g.Corner(0), g.Notes(0))
	}
	noErr(t, in.DigitKey(g, 4, false))
	if g.Grid()[0] != 4 {
		t.Fatal("back in digit mode the digit was not placed")
	}
}

// A long game with both styles of marks loads quickly (docs/behaviour.md:
// under 50 ms for 10,000 moves); beside BenchmarkLoadLongGame.
func BenchmarkLoadLongMarkedGame(b *testing.B) {
	g := longMarkedGame(b)
	data, err := g.MarshalJSON()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for range b.N {
		if _, err := UnmarshalGame(data, time.Now); err != nil {
			b.Fatal(err)
		}
	}
}

// longMarkedGame plays MaxHistory changes of marks and colours on the
// empty cells.
func longMarkedGame(tb testing.TB) *Game {
	clk := newFakeClock()
	g := New(clk.now)
	noErr(tb, g.Load(puzzleOf(tb, easyGivens)))
	var empty []int
	for i := range 81 {
		if g.Grid()[i] == 0 {
			empty = append(empty, i)
		}
	}
	for k := 0; len(g.past) < MaxHistory; k++ {
		c := empty[k%len(empty)]
		switch k / len(empty) % 4 {
		case 0, 1:
			noErr(tb, g.ToggleMark(c, uint8(1+k%9), NoteStyle(k/len(empty)%2)))
		case 2:
			noErr(tb, g.ToggleColour(CellSet{}.With(c), uint8(1+k%9)))
		case 3:
			noErr(tb, g.ToggleCandColour(c, uint8(1+k%9), uint8(1+k%7)))
		}
	}
	return g
}

// Colours: on cells (several in one, givens too) and on candidates; one
// change each, undoable, kept by a placed digit (cell colours) and dropped
// with it (candidate colours), saved in the game file and the #marks line.
func TestColours(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	noErr(t, in.SetMarks(g, MarkColour))
	noErr(t, in.Click(g, 0, false))
	noErr(t, in.AddCell(g, 2)) // r1c3, a given
	depth := len(g.past)
	noErr(t, in.DigitKey(g, 3, false))
	noErr(t, in.DigitKey(g, 5, false))
	if len(g.past) != depth+2 || g.Cell(0).Colours != 1<<3|1<<5 || g.Cell(2).Colours != 1<<3|1<<5 {
		t.Fatalf("colours %b %b after %d changes", g.Cell(0).Colours, g.Cell(2).Colours, len(g.past)-depth)
	}
	noErr(t, in.ColourCandidate(g, 1, 4))
	if CandColour(g.Cell(1).CandColours, 4) != 5 {
		t.Fatalf("candidate 4 of r1c2 has colour %d, want 5 (the last given)", CandColour(g.Cell(1).CandColours, 4))
	}
	noErr(t, g.Undo())
	if g.Cell(1).CandColours != 0 {
		t.Fatal("undo kept the candidate's colour")
	}
	noErr(t, in.ColourCandidate(g, 1, 4))
	noErr(t, g.ToggleCandColour(1, 9, 2))
	// The round trips: the game file and a file with progress.
	b, err := g.MarshalJSON()
	noErr(t, err)
	h, err := UnmarshalGame(b, nil)
	noErr(t, err)
	if h.cur != g.cur {
		t.Fatal("the game file lost colours")
	}
	if !bytes.Contains(b, []byte(`r1c2=q4592`)) || !bytes.Contains(b, []byte(`r1c3=k35`)) {
		t.Fatalf("colours not written as documented:\n%s", b)
	}
	pr := g.Progress()
	var f bytes.Buffer
	noErr(t, WriteEntries(&f, FormatSDM, Entry{Grid: g.Givens(), Progress: &pr}))
	col, err := Read("x.sdm", &f)
	noErr(t, err)
	if e := col.Entries[0]; e.Err != nil || *e.Progress != pr {
		t.Fatalf("the file lost colours: %+v", e)
	}
	// A digit keeps the cell's colours and drops its candidates'.
	noErr(t, in.SetMarks(g, MarkDigit))
	noErr(t, g.Place(1, 4))
	if c := g.Cell(1); c.CandColours != 0 || g.cur.cand[1] != 0 {
		t.Fatal("a placed digit kept candidate colours")
	}
	// Erase in colour mode clears the colours of the selection.
	noErr(t, in.SetMarks(g, MarkColour))
	in.Select(0)
	noErr(t, in.AddCell(g, 2))
	noErr(t, in.Erase(g))
	if g.Cell(0).Colours|g.Cell(2).Colours != 0 {
		t.Fatal("erase in colour mode kept colours")
	}
}

// The marks parser never panics, and what it accepts writes back the same
// and reads back to the same position.
func FuzzDecodeMarks(f *testing.F) {
	for _, s := range []string{"r1c1=c2", "r1c1=c2,k35 r9c9=q3142", "r1c3=k1", "r1c1=c21", "r1c1=q", "r1c1=k3,k4", "r1c1=", "r0c1=c1"} {
		f.Add(s)
	}
	base := snapshot{cells: gridOf(f, easyGivens)}
	f.Fuzz(func(t *testing.T, s string) {
		p := base
		if err := decodeMarks(&p, s, "fuzz"); err != nil {
			return
		}
		out := encodeMarks(&p)
		q := base
		if err := decodeMarks(&q, out, "fuzz"); err != nil || q != p {
			t.Fatalf("%q: wrote %q, which reads back differently (%v)", s, out, err)
		}
	})
}

// Alt+digit colours a candidate of every selected empty cell in the colour
// given last, as one change; again, it takes the colour away from all.
func TestCandidateKeyOnSelection(t *testing.T) {
	g, _ := playing(t, puzzleOf(t, easyGivens))
	var in Input
	noErr(t, in.SetMarks(g, MarkColour))
	noErr(t, in.Click(g, 0, false))
	noErr(t, in.DigitKey(g, 4, false)) // colour 4 given last
	noErr(t, in.AddCell(g, 1))
	noErr(t, in.AddCell(g, 2)) // a given: skipped
	depth := len(g.past)
	noErr(t, in.CandidateKey(g, 7))
	if len(g.past) != depth+1 || CandColour(g.Cell(0).CandColours, 7) != 4 || CandColour(g.Cell(1).CandColours, 7) != 4 {
		t.Fatalf("Alt+7: %d changes, colours %d %d", len(g.past)-depth, CandColour(g.Cell(0).CandColours, 7), CandColour(g.Cell(1).CandColours, 7))
	}
	noErr(t, in.CandidateKey(g, 7))
	if g.Cell(0).CandColours|g.Cell(1).CandColours != 0 {
		t.Fatal("Alt+7 again left a colour")
	}
}
