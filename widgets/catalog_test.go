package widgets

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

// msgConstants returns every Msg constant declared in the package's source,
// by name and value.
func msgConstants(t *testing.T) map[string]Msg {
	t.Helper()
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]Msg{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				vs := sp.(*ast.ValueSpec)
				if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "Msg" {
					continue
				}
				for i, n := range vs.Names {
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok {
						t.Fatalf("%s: not a literal", n.Name)
					}
					v, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					out[n.Name] = Msg(v)
				}
			}
		}
	}
	return out
}

// Every message has English text, and no two messages share an ID: a
// missing entry would show its ID to the player.
func TestEnglishCatalogueIsComplete(t *testing.T) {
	consts := msgConstants(t)
	if len(consts) < 50 {
		t.Fatalf("found only %d Msg constants; is the parser looking at the right files?", len(consts))
	}
	en := English()
	seen := map[Msg]string{}
	for name, id := range consts {
		if other, dup := seen[id]; dup {
			t.Errorf("%s and %s share the ID %q", name, other, id)
		}
		seen[id] = name
		if !en.Has(id) {
			t.Errorf("%s (%q) has no English text", name, id)
		} else if strings.TrimSpace(en.T(id)) == "" {
			t.Errorf("%s (%q) is empty", name, id)
		}
	}
	for id := range englishMessages {
		if _, ok := seen[id]; !ok {
			t.Errorf("English text for %q, which no constant names", id)
		}
	}
}

func TestCatalogueFallbackAndFormatting(t *testing.T) {
	fr := NewCatalog("fr", map[Msg]string{
		MsgYes:        "Oui",
		MsgDifficulty: "%[1]s · complexité %[2]d",
	})
	if got := fr.T(MsgYes); got != "Oui" {
		t.Errorf("fr yes = %q", got)
	}
	if got := fr.T(MsgNo); got != "No" {
		t.Errorf("missing French falls back to English: %q", got)
	}
	if got := fr.Tf(MsgDifficulty, "Moyen", 49); got != "Moyen · complexité 49" {
		t.Errorf("formatted: %q", got)
	}
	if got := fr.T("no.such.message"); got != "no.such.message" {
		t.Errorf("unknown message shows its ID: %q", got)
	}
	app := English().With(map[Msg]string{"app.saved": "Saved to %s", MsgYes: "Sure"})
	if app.T("app.saved") != "Saved to %s" || app.T(MsgYes) != "Sure" || English().T(MsgYes) != "Yes" {
		t.Error("With must extend a copy and leave the original alone")
	}
	if got := English().LevelName(solver.Hard); got != "Hard" {
		t.Errorf("LevelName(Hard) = %q", got)
	}
	if got := English().LevelName(0); got != "Not a puzzle" {
		t.Errorf("LevelName(0) = %q", got)
	}
}
