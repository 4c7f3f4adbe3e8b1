package window

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"gioui.org/io/key"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// TestHintKeyClimbsTheLadder presses H three times on an Easy game: the
// panel names the technique (free), shows the pattern (one hint counted),
// then the step is applied as one undoable move and the panel closes.
func TestHintKeyClimbsTheLadder(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	hint := commandByID("hint")
	var item *widgets.MenuItem
	items := r.u.menuItems()
	for n, i := range menuCommands() {
		if &commands[i] == hint {
			item = &items[n]
		}
	}
	if item == nil || !item.Enabled || item.Shortcut != "H" || item.Label != r.u.cat.T(i18n.Hint) {
		t.Fatalf("the menu's Hint: %+v, want enabled with H", item)
	}
	grid := r.u.game.Grid()
	r.press("H")
	v := r.u.windowView()
	if v.Hint == nil || v.Hint.Text == "" || len(v.Hint.Buttons) == 0 || v.Board.Overlay != nil {
		t.Fatalf("after one H: panel %+v, overlay %v", v.Hint, v.Board.Overlay)
	}
	if h, _ := r.u.game.Assists(); h != 0 {
		t.Fatalf("naming the technique counted %d hints", h)
	}
	r.press("H")
	v = r.u.windowView()
	if v.Hint == nil || v.Board.Overlay == nil {
		t.Fatalf("after two H: panel %+v, overlay %v", v.Hint, v.Board.Overlay)
	}
	if h, _ := r.u.game.Assists(); h != 1 {
		t.Fatalf("showing the pattern counted %d hints, want 1", h)
	}
	r.press("H")
	if v = r.u.windowView(); v.Hint != nil {
		t.Fatal("the panel stays open after the step is applied")
	}
	if r.u.game.Grid() == grid {
		t.Fatal("the third H placed nothing")
	}
	r.press("U")
	if r.u.game.Grid() != grid {
		t.Fatal("one undo does not take the hint back")
	}
}

// TestEscapeClosesTheHint checks Escape, and that a move closes the panel.
func TestEscapeClosesTheHint(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.press("H")
	if r.u.windowView().Hint == nil {
		t.Fatal("H opened no panel")
	}
	r.press(string(key.NameEscape))
	if r.u.windowView().Hint != nil {
		t.Fatal("Escape leaves the panel open")
	}
	// With no panel open Escape is not silent: it says it does nothing.
	r.u.message = ""
	r.press(string(key.NameEscape))
	if !strings.Contains(r.u.message, "Escape does nothing") {
		t.Fatalf("Escape with no hint open: status line %q", r.u.message)
	}
}

// TestHintOutsidePlay: in Idle H says what to do; in Create mode the menu
// item is greyed.
func TestHintOutsidePlay(t *testing.T) {
	r := newRig(t, nil, nil)
	if r.u.game.State() == model.Playing {
		t.Skip("the rig starts in a game")
	}
	r.press("H")
	if r.u.message != r.u.cat.T(i18n.HintIdle) {
		t.Fatalf("H in Idle says %q", r.u.message)
	}
	r.u.do(model.ActEdit)
	if commandByID("hint").isEnabled(r.u) {
		t.Fatal("Hint is enabled in Create mode")
	}
}

// TestGuideListsTheTechniques opens the guide from the menu's command:
// every technique has its entry, once, with its rating, its words and its
// example board (the solver's example position, with the step's overlay and
// the step worded under it), under its family's section.
func TestGuideListsTheTechniques(t *testing.T) {
	r := newRig(t, nil, nil)
	r.u.runCommand(commandByID("guide"))
	r.frame()
	v := r.text()
	if r.modal() != modalText || v.Title != r.u.cat.T(i18n.GuideTitle) || v.Start != 0 {
		t.Fatalf("guide: modal %v, title %q, start %d", r.modal(), v.Title, v.Start)
	}
	c := r.u.cat
	entries := map[string]widgets.TextBlock{}
	sections := 0
	for _, b := range v.Blocks {
		if b.Section {
			sections++
			if b.Board != nil {
				t.Errorf("family %q has a board", b.Heading)
			}
			continue
		}
		if _, dup := entries[b.Heading]; dup {
			t.Errorf("%q is listed twice", b.Heading)
		}
		entries[b.Heading] = b
	}
	if sections == 0 || len(v.Blocks) > 0 && !v.Blocks[0].Section {
		t.Fatalf("the guide has %d sections, the first block %q", sections, v.Blocks[0].Heading)
	}
	for _, tq := range solver.Techniques() {
		b, ok := entries[capital(c.TechniqueName(tq))]
		ex, _ := tq.Example()
		switch {
		case !ok:
			t.Errorf("%s has no entry", tq)
		case b.Text == "" || b.Aside == "" || b.Caption == "":
			t.Errorf("%s: text %q, rating %q, caption %q", tq, b.Text, b.Aside, b.Caption)
		case b.Board == nil || b.Board.Overlay == nil:
			t.Errorf("%s has no example board with its overlay", tq)
		case b.Board.Cells != ex.Grid || b.Board.Notes != ex.Candidates:
			t.Errorf("%s: the board is not the example's position", tq)
		}
	}
	classic := 0
	for _, b := range entries {
		if b.Board == nil || b.Board.Geometry == nil {
			classic++
		}
	}
	if classic != len(solver.Techniques()) || len(entries) != classic+len(solver.VariantExampleKeys()) {
		t.Errorf("%d classic entries for %d techniques, %d in all", classic, len(solver.Techniques()), len(entries))
	}
}

// TestWhatIsOpensTheGuideAtTheTechnique climbs to a hint and presses
// "What is …?": the guide opens with the hint's technique at the top.
func TestWhatIsOpensTheGuideAtTheTechnique(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	r.press("H")
	h, _, ok := r.u.game.Hint()
	if !ok || h.Kind != model.HintStep {
		t.Fatalf("H gave %+v", h)
	}
	r.u.hintBtns.whatIs.Click()
	r.frame()
	v := r.text()
	if r.modal() != modalText || v.Start <= 0 || v.Start >= len(v.Blocks) {
		t.Fatalf("What is …? opened %v at block %d of %d", r.modal(), v.Start, len(v.Blocks))
	}
	if got, want := v.Blocks[v.Start].Heading, capital(r.u.cat.TechniqueName(h.Step.Technique)); got != want {
		t.Fatalf("the guide opens at %q, want %q", got, want)
	}
}

// TestWrongDigitHintLeadsWithWhatHDoes: on a wrong digit the panel's first
// button, drawn as the default, is Erase it, which the next H does; Undo
// to that move follows. The walk-through found them the other way round.
func TestWrongDigitHintLeadsWithWhatHDoes(t *testing.T) {
	r := newRig(t, nil, nil)
	r.newEasyGame()
	g := r.u.game
	i := -1
	for c, d := range g.Grid() {
		if d == 0 && g.Grid().Candidates(c).Count() > 1 {
			i = c
			break
		}
	}
	if i < 0 {
		t.Fatal("no empty cell with two candidates")
	}
	right := g.Puzzle().Solution[i]
	r.selectCell(i)
	for d := uint8(1); d <= 9 && g.Grid()[i] == 0; d++ {
		if d != right {
			r.press(string('0' + d)) // the mistakes mode refuses a clash
		}
	}
	if g.Grid()[i] == 0 {
		t.Fatalf("no wrong digit fits %s", cellName(i))
	}
	r.press("H")
	v := r.u.windowView().Hint
	if v == nil || len(v.Buttons) != 2 {
		t.Fatalf("the wrong digit's panel: %+v, want two buttons", v)
	}
	if v.Buttons[0].Label != r.u.cat.T(i18n.HintErase) || v.Buttons[1].Label != r.u.cat.T(i18n.HintUndoTo) {
		t.Fatalf("buttons %q, %q; want Erase it first, then Undo to that move", v.Buttons[0].Label, v.Buttons[1].Label)
	}
	r.press("H")
	if g.Grid()[i] != 0 {
		t.Fatalf("the next H left %d in %s", g.Grid()[i], cellName(i))
	}
}

// TestChainHintWalksLinkByLink plays a puzzle by hints up to a forcing
// X-chain, then opens its second rung: the panel tells the chain a link a
// page with Next and Previous, Right and Left turn the pages instead of
// moving the selection, and the board draws the links told so far.
func TestChainHintWalksLinkByLink(t *testing.T) {
	r := newRig(t, nil, nil)
	g, err := solver.Parse(".................1..2..3.45.......6.....7.....5819.........8.3.7....6...9.....7..")
	if err != nil {
		t.Fatal(err)
	}
	p, err := model.NewPuzzle(g, "test")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.u.game.Load(p); err != nil {
		t.Fatal(err)
	}
	for range 60 {
		h, err := r.u.game.FindHint()
		if err != nil {
			t.Fatal(err)
		}
		if h.Kind == model.HintStep && h.Step.Technique == solver.ForcingXChain {
			break
		}
		for range h.Rungs() {
			r.press("H")
		}
	}
	r.press("H")
	r.press("H")
	v := r.u.windowView()
	pages, _ := r.u.walkPages()
	if v.Hint == nil || len(pages) < 3 {
		t.Fatalf("no chain walk: panel %+v, %d pages", v.Hint, len(pages))
	}
	links := func() int { return len(r.u.windowView().Board.Overlay.Links) }
	if !strings.HasSuffix(v.Hint.Text, r.u.cat.T(i18n.HintPageOf, 1, len(pages))) || links() != 1 {
		t.Fatalf("first page %q with %d links", v.Hint.Text, links())
	}
	cursor := r.u.input.Cursor()
	r.press(string(key.NameRightArrow))
	r.press(string(key.NameRightArrow))
	if _, p := r.u.walkPages(); p != 2 || links() != 3 || r.u.input.Cursor() != cursor {
		t.Fatalf("after two Rights: page %d, %d links, cursor %d (was %d)", p, links(), r.u.input.Cursor(), cursor)
	}
	r.press(string(key.NameLeftArrow))
	if _, p := r.u.walkPages(); p != 1 || links() != 2 {
		t.Fatalf("after Left: page %d, %d links", p, links())
	}
	if got := r.u.windowView().Hint.Buttons[0].Label; got != r.u.cat.T(i18n.HintNext) {
		t.Fatalf("first button %q, want Next", got)
	}
	r.press(string(key.NameEscape))
	r.press(string(key.NameRightArrow))
	if r.u.input.Cursor() == cursor {
		t.Fatal("with the hint closed, Right does not move the selection")
	}
}

// cellName names cell i as r1c1 does, for messages.
func cellName(i int) string { return fmt.Sprintf("r%dc%d", i/9+1, i%9+1) }

// TestZoomKeyOnASmallWindow: at 360×480 the hint's pattern offers the
// zoom (a button in the panel, L from the command table); L zooms the
// board and back, so does the button, and Escape, closing the hint, ends
// it. At 980×720 the
// candidates read whole: no button, and L says when it works.
func TestZoomKeyOnASmallWindow(t *testing.T) {
	zoomButton := func(r *rig) string {
		v := r.u.windowView()
		if v.Hint == nil {
			return ""
		}
		for _, b := range v.Hint.Buttons {
			if b.Button == &r.u.hintBtns.zoom {
				return b.Label
			}
		}
		return ""
	}
	if c := commandByID("zoom-hint"); c == nil || c.group != keysBoard || len(c.keys) != 1 || c.keys[0].name != "L" {
		t.Fatalf("the zoom's command: %+v, want L among the board's keys", c)
	}
	r := newRig(t, nil, nil)
	r.size = image.Pt(360, 480)
	r.frame()
	r.newEasyGame()
	r.press("H")
	if got := zoomButton(r); got != "" {
		t.Fatalf("the first rung (no pattern) offers the zoom: %q", got)
	}
	r.press("H")
	r.frame()
	if got := zoomButton(r); got != r.u.cat.T(i18n.HintZoom) {
		t.Fatalf("the pattern at 360×480: zoom button %q, want %q", got, r.u.cat.T(i18n.HintZoom))
	}
	place := r.u.board.CellRect(40)
	r.press("L")
	r.frame()
	if !r.u.windowView().Board.Zoom || !r.u.board.Zoomed() || zoomButton(r) != r.u.cat.T(i18n.HintZoomOut) {
		t.Fatalf("after L: view zoom %v, board zoomed %v, button %q", r.u.windowView().Board.Zoom, r.u.board.Zoomed(), zoomButton(r))
	}
	if r.u.board.CellRect(40) == place {
		t.Error("zoomed, the middle cell is drawn where it was")
	}
	r.press("L")
	r.frame()
	if r.u.board.Zoomed() || r.u.board.CellRect(40) != place {
		t.Fatalf("after a second L: zoomed %v, middle cell at %v, was %v", r.u.board.Zoomed(), r.u.board.CellRect(40), place)
	}
	r.u.hintBtns.zoom.Click() // the panel's button does as L
	r.frame()
	r.frame()
	if !r.u.board.Zoomed() {
		t.Fatal("the panel's Zoom did not zoom")
	}
	r.press(string(key.NameEscape))
	r.frame()
	if r.u.windowView().Hint != nil || r.u.zoom || r.u.board.Zoomed() {
		t.Fatalf("Escape: panel %v, zoom %v, zoomed %v", r.u.windowView().Hint != nil, r.u.zoom, r.u.board.Zoomed())
	}

	r = newRig(t, nil, nil)
	r.newEasyGame()
	r.press("H", "H")
	r.frame()
	if got := zoomButton(r); got != "" {
		t.Fatalf("at 980×720 the panel offers the zoom: %q", got)
	}
	r.u.message = ""
	r.press("L")
	r.frame()
	if r.u.board.Zoomed() || r.u.message != r.u.cat.T(i18n.HintZoomNone) {
		t.Fatalf("L at 980×720: zoomed %v, status line %q", r.u.board.Zoomed(), r.u.message)
	}
}
