package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestCallsMatchTheirMessages checks every call T(msg, args…) (and t(…),
// the local shorthand) in the repository against msg's English: as many arguments as
// the text has format verbs, so no player reads "%!d(MISSING)".
func TestCallsMatchTheirMessages(t *testing.T) {
	byName := map[string]*Message{}
	if err := collectNames(byName); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		inI18n := f.Name.Name == "i18n"
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 || call.Ellipsis.IsValid() {
				return true
			}
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				if fn.Sel.Name != "T" {
					return true
				}
			case *ast.Ident:
				if fn.Name != "t" {
					return true
				}
			default:
				return true
			}
			var name string
			switch a := call.Args[0].(type) {
			case *ast.SelectorExpr:
				if x, ok := a.X.(*ast.Ident); ok && x.Name == "i18n" {
					name = a.Sel.Name
				}
			case *ast.Ident:
				if inI18n {
					name = a.Name
				}
			}
			m, ok := byName[name]
			if !ok {
				return true
			}
			checked++
			text := m.Text
			if m.Plural != "" {
				text = m.Plural
			}
			if got, want := len(call.Args)-1, verbCount(text); got != want {
				t.Errorf("%s: %s (%q) takes %d arguments, given %d", fset.Position(call.Pos()), name, text, want, got)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Errorf("only %d calls found: the test has lost them", checked)
	}
}

// collectNames maps each message's Go name to it, from messages.go.
func collectNames(byName map[string]*Message) error {
	f, err := parser.ParseFile(token.NewFileSet(), "messages.go", nil, 0)
	if err != nil {
		return err
	}
	i := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			for _, n := range v.Names {
				byName[n.Name] = all[i]
				i++
			}
		}
	}
	return nil
}

// verbCount is the number of arguments a format takes: its highest index.
func verbCount(s string) int {
	n := 0
	for _, v := range verbs(s) {
		n = max(n, int(v[0]-'0'))
	}
	return n
}
