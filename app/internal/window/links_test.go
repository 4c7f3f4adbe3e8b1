package window

import (
	"os"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/app/internal/instance"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
)

// linkText reads a puzzle link of the model's test data.
func linkText(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("../../../model/testdata/links/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(data))
}

// A pasted SudokuPad link opens its X-Sudoku; a pasted link with a
// constraint the game does not play is refused by name, and the game stays.
func TestPasteLinks(t *testing.T) {
	r := newRig(t, nil, nil)
	link := linkText(t, "x-sudokupad.txt")
	want, err := model.ReadPuzzleLink("test", link)
	if err != nil {
		t.Fatal(err)
	}
	r.u.paste(link + "\n")
	r.settle()
	if g := r.u.game; g.Variant() != solver.XSudoku || g.Puzzle().Givens != want.Givens || g.State() != model.Playing {
		t.Fatalf("the pasted link opened a %v game in state %v, want the link's X-Sudoku", g.Variant(), g.State())
	}
	r.u.paste(linkText(t, "thermometer.txt"))
	r.settle()
	if r.modal() != modalInfo || !strings.Contains(r.info().message, "thermometers") {
		t.Fatalf("modal %v, %q: want the thermometers named", r.modal(), r.info().message)
	}
	if g := r.u.game; g.Variant() != solver.XSudoku || g.Puzzle().Givens != want.Givens {
		t.Fatal("the refused link changed the game")
	}
}

// `sudoku LINK` opens the link's puzzle, at the first launch as when handed
// over to the window already open; a path that exists stays a file.
func TestLinkArgument(t *testing.T) {
	link := linkText(t, "windoku-ctc.txt")
	if req, ok := linkRequest(link); !ok || req.Name != "app.crackingthecryptic.com" || string(req.Data) != link {
		t.Fatalf("linkRequest: %+v, %v", req, ok)
	}
	if req, err := handOverRequest(link); err != nil || req.Name == "" || req.File != "" {
		t.Fatalf("handOverRequest: %+v, %v", req, err)
	}
	if _, ok := linkRequest("../../../model/testdata/links/windoku-ctc.txt"); ok {
		t.Fatal("a file taken for a link")
	}
	want, err := model.ReadPuzzleLink("test", link)
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, nil, func(cfg *uiConfig) { cfg.File = link })
	r.settle()
	if g := r.u.game; g.Variant() != solver.Windoku || g.Puzzle().Givens != want.Givens {
		t.Fatalf("the launch opened a %v game, want the link's Windoku", g.Variant())
	}
}

// A pasted link with no variant's rule starts a classic game, the same
// game as its grid pasted as text: the classic rules, grade and hints.
func TestPasteClassicLink(t *testing.T) {
	r := newRig(t, nil, nil)
	link := linkText(t, "classic-fpuzzles.txt")
	want, err := model.ReadPuzzleLink("test", link)
	if err != nil {
		t.Fatal(err)
	}
	r.u.paste(want.Givens.String())
	r.settle()
	asText := r.u.game.Puzzle()
	if asText.Givens != want.Givens {
		t.Fatal("the grid pasted as text did not open")
	}
	r.u.paste(link + "\n")
	r.settle()
	g := r.u.game
	if g.Variant() != solver.Classic || g.Puzzle().Geometry != nil || g.Puzzle().Givens != want.Givens || g.State() != model.Playing {
		t.Fatalf("the pasted classic link opened a %v game (geometry %v) in state %v, want a classic game", g.Variant(), g.Puzzle().Geometry, g.State())
	}
	if got := g.Puzzle().Grade; got.Level != asText.Grade.Level || got.Rating != asText.Grade.Rating {
		t.Errorf("the link's game is graded %v %.1f, the same grid pasted as text %v %.1f", got.Level, got.Rating, asText.Grade.Level, asText.Grade.Rating)
	}
}

// A file of links names each puzzle in the chooser by the link's title and
// author, before its variant and level, in English and in French.
func TestLinkFileChooserNamesTitles(t *testing.T) {
	data, err := os.ReadFile("../../../model/testdata/links/several.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ locale, numbered, plain string }{
		{"en", "Grid 1: Test, by fpuz · ", "Test, by fpuz · "},
		{"fr", "Grille 1\u00a0: Test, par fpuz · ", "Test, par fpuz · "},
	} {
		r := newRig(t, nil, func(cfg *uiConfig) { cfg.Locale = c.locale })
		r.u.readRequest(instance.Request{Name: "several.txt", Data: data})
		r.settle()
		if r.modal() != modalGrid || r.choice().count() < 2 {
			t.Fatalf("%s: a file of links opened %v, want the chooser", c.locale, r.modal())
		}
		ch := r.choice()
		if got := ch.label(r.u, 0, true); !strings.HasPrefix(got, c.numbered) || !strings.Contains(got, r.u.cat.Variant(ch.variants[0].puzzle.Variant())) {
			t.Errorf("%s: the first puzzle is labelled %q, want %q and its variant", c.locale, got, c.numbered)
		}
		if got := ch.label(r.u, 1, false); !strings.HasPrefix(got, c.plain) {
			t.Errorf("%s: the second puzzle is described %q, want %q first", c.locale, got, c.plain)
		}
	}
}
