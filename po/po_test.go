package po

import (
	"bufio"
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

// poEntry is one entry of a .po file as far as these checks need it: where
// it starts, its flags, its context and English text, and its translations
// (one, or one per plural form), unquoted.
type poEntry struct {
	line     int
	fuzzy    bool
	ctxt     string
	id       string
	str      []string
	obsolete bool
}

// parsePO reads the entries of a .po file. Obsolete entries (#~) are kept
// with obsolete set: gettext serves none of them.
func parsePO(name string, b []byte) ([]poEntry, error) {
	var out []poEntry
	var e *poEntry
	var field *string
	sc := bufio.NewScanner(strings.NewReader(string(b)))
	sc.Buffer(nil, 1<<20)
	start := func(n int) {
		if e == nil {
			out = append(out, poEntry{line: n})
			e = &out[len(out)-1]
		}
	}
	for n := 1; sc.Scan(); n++ {
		l := strings.TrimSpace(sc.Text())
		switch {
		case l == "":
			e, field = nil, nil
		case strings.HasPrefix(l, "#~"):
			start(n)
			e.obsolete = true
		case strings.HasPrefix(l, "#,"):
			start(n)
			for _, f := range strings.Split(l[2:], ",") {
				if strings.TrimSpace(f) == "fuzzy" {
					e.fuzzy = true
				}
			}
		case strings.HasPrefix(l, "#"):
			start(n)
		case strings.HasPrefix(l, `"`):
			if field == nil {
				return nil, fmt.Errorf("%s:%d: a string outside an entry", name, n)
			}
			s, err := unquote(l)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, n, err)
			}
			*field += s
		default:
			start(n)
			key, rest, ok := strings.Cut(l, " ")
			if !ok {
				return nil, fmt.Errorf("%s:%d: %q is not a keyword and a string", name, n, l)
			}
			s, err := unquote(strings.TrimSpace(rest))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, n, err)
			}
			switch {
			case key == "msgctxt":
				e.ctxt = s
				field = &e.ctxt
			case key == "msgid":
				e.id = s
				field = &e.id
			case key == "msgid_plural":
				field = new(string)
			case key == "msgstr" || strings.HasPrefix(key, "msgstr["):
				e.str = append(e.str, s)
				field = &e.str[len(e.str)-1]
			default:
				return nil, fmt.Errorf("%s:%d: unknown keyword %s", name, n, key)
			}
		}
	}
	return out, sc.Err()
}

// unquote reads a .po string: double quotes, with C escapes.
func unquote(s string) (string, error) {
	if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
		return "", fmt.Errorf("%q is not a quoted string", s)
	}
	var b strings.Builder
	for i := 1; i < len(s)-1; i++ {
		c := s[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		if i == len(s)-1 {
			return "", fmt.Errorf("%q ends in a backslash", s)
		}
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '"', '\\':
			b.WriteByte(s[i])
		default:
			return "", fmt.Errorf("%q: unknown escape \\%c", s, s[i])
		}
	}
	return b.String(), nil
}

// languages returns the languages of LINGUAS.
func languages(t *testing.T) []string {
	b, err := fs.ReadFile(FS, "LINGUAS")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	if len(out) == 0 {
		t.Fatal("LINGUAS lists no language")
	}
	return out
}

// TestNoFuzzyOrUntranslatedEntry fails on an entry of a translation that a
// player would see in English or worded wrongly. gettext's readers, the
// game's among them (github.com/leonelquinteros/gotext), ignore the fuzzy
// flag and serve the guess msgmerge made from a similar message ("Aller à la
// prochaine case vide" for "Here is the first empty cell"); an empty msgstr
// shows the English. `make pot` merges without fuzzy matching, so a new
// message arrives empty, and this test says which to translate.
func TestNoFuzzyOrUntranslatedEntry(t *testing.T) {
	for _, lang := range languages(t) {
		name := lang + ".po"
		b, err := fs.ReadFile(FS, name)
		if err != nil {
			t.Fatalf("%s is in LINGUAS: %v", name, err)
		}
		entries, err := parsePO(name, b)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, e := range entries {
			if e.obsolete || e.id == "" && e.ctxt == "" && e.str == nil {
				continue // an obsolete entry or a comment block
			}
			what := fmt.Sprintf("po/%s:%d: %q", name, e.line, e.id)
			if e.ctxt != "" {
				what += " (" + e.ctxt + ")"
			}
			if e.fuzzy {
				t.Errorf("%s is fuzzy: check its translation %q and remove the flag", what, e.str)
			}
			if e.id == "" && e.ctxt == "" {
				continue // the header
			}
			n++
			if len(e.str) == 0 {
				t.Errorf("%s has no msgstr", what)
			}
			for i, s := range e.str {
				if strings.TrimSpace(s) == "" {
					t.Errorf("%s is not translated (msgstr %d of %d is empty)", what, i+1, len(e.str))
				}
			}
		}
		if n < 100 {
			t.Errorf("po/%s: %d entries read; the file holds several hundred", name, n)
		}
	}
}

// TestParsePO checks the reader on the cases the check above depends on.
func TestParsePO(t *testing.T) {
	src := `# a comment
msgid ""
msgstr ""
"Language: fr\n"

#, fuzzy, c-format
msgctxt "keys.jump"
msgid "Here is the first empty cell"
msgstr "Aller à la prochaine case vide"

msgctxt "a.b"
msgid "One %d"
msgid_plural "Many %d"
msgstr[0] "Un %d"
msgstr[1] ""

msgid "long"
msgstr ""
"deux "
"lignes \"citées\""

#~ msgid "gone"
#~ msgstr "parti"
`
	es, err := parsePO("t.po", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 5 {
		t.Fatalf("%d entries, want 5: %+v", len(es), es)
	}
	if h := es[0]; h.id != "" || len(h.str) != 1 || h.str[0] != "Language: fr\n" || h.fuzzy {
		t.Errorf("header %+v", h)
	}
	if f := es[1]; !f.fuzzy || f.ctxt != "keys.jump" || f.line != 6 || f.str[0] != "Aller à la prochaine case vide" {
		t.Errorf("fuzzy entry %+v", f)
	}
	if p := es[2]; p.fuzzy || len(p.str) != 2 || p.str[0] != "Un %d" || p.str[1] != "" {
		t.Errorf("plural entry %+v", p)
	}
	if l := es[3]; l.str[0] != `deux lignes "citées"` {
		t.Errorf("continued string %q", l.str[0])
	}
	if !es[4].obsolete {
		t.Errorf("obsolete entry %+v", es[4])
	}
	for _, bad := range []string{"msgid \"x\nmsgstr \"\"", "msgid \"x\"\nmsgstr \"a\\q\"", "\"stray\""} {
		if _, err := parsePO("bad.po", []byte(bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// FuzzParsePO: the reader never panics, and reads each entry of what it
// accepts from a line of the input.
func FuzzParsePO(f *testing.F) {
	f.Add("msgid \"a\"\nmsgstr \"b\"\n")
	f.Add("#, fuzzy\nmsgctxt \"c\"\nmsgid \"a\"\nmsgid_plural \"as\"\nmsgstr[0] \"\"\n\"x\\n\"\n")
	f.Add("#~ msgid \"a\"\n\n\"")
	f.Fuzz(func(t *testing.T, src string) {
		es, err := parsePO("f.po", []byte(src))
		if err != nil {
			return
		}
		lines := strings.Count(src, "\n") + 1
		for _, e := range es {
			if e.line < 1 || e.line > lines {
				t.Fatalf("entry at line %d of %d", e.line, lines)
			}
		}
	})
}
