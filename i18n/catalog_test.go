package i18n

import (
	"errors"
	"io/fs"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/leonelquinteros/gotext"

	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/po"
	"github.com/giosudoku/sudoku/solver"
)

// verbRE matches a format verb with an optional explicit index.
var verbRE = regexp.MustCompile(`%(\[\d+\])?[-+# 0]*\d*(\.\d+)?[a-zA-Z%]`)

// verbs returns the verbs of s as "index:verb", sorted, with implicit
// indexes made explicit, so "%s %d" and "%[2]d %[1]s" compare equal.
func verbs(s string) []string {
	var out []string
	next := 1
	for _, m := range verbRE.FindAllStringSubmatch(s, -1) {
		v := m[0][len(m[0])-1:]
		if v == "%" {
			continue
		}
		idx := next
		if m[1] != "" {
			idx = int(m[1][1] - '0')
			for _, c := range m[1][2 : len(m[1])-1] {
				idx = idx*10 + int(c-'0')
			}
		}
		next = idx + 1
		out = append(out, string(rune('0'+idx))+":"+v)
	}
	sort.Strings(out)
	return out
}

func TestVerbs(t *testing.T) {
	if a, b := strings.Join(verbs("%s · %d"), " "), strings.Join(verbs("%[2]d · %[1]s"), " "); a != b {
		t.Errorf("%q != %q", a, b)
	}
	if got := strings.Join(verbs("100%% %d"), " "); got != "1:d" {
		t.Errorf("verbs = %q", got)
	}
}

// TestEveryMessageIsTranslated fails when a message has no translation in
// a catalogue of po/, or when a translation's format verbs differ from the
// English ones (a plural's singular may leave out the count).
func TestEveryMessageIsTranslated(t *testing.T) {
	for _, lang := range Languages()[1:] {
		b, err := fs.ReadFile(po.FS, lang+".po")
		if err != nil {
			t.Fatal(err)
		}
		p := gotext.NewPo()
		p.Parse(b)
		ids := map[string]bool{}
		for _, m := range Messages() {
			if ids[m.ID] {
				t.Errorf("ID %s is used twice", m.ID)
			}
			ids[m.ID] = true
			if m.Plural == "" {
				if !p.IsTranslatedC(m.Text, m.ID) {
					t.Errorf("%s: %s (%q) has no translation", lang, m.ID, m.Text)
					continue
				}
				checkVerbs(t, lang, m.ID, m.Text, p.GetC(m.Text, m.ID), false)
				continue
			}
			for _, n := range []int{1, 2} {
				if !p.IsTranslatedNC(m.Text, n, m.ID) {
					t.Errorf("%s: %s (%q) has no plural form for %d", lang, m.ID, m.Text, n)
					continue
				}
				// Without arguments gotext returns the form unformatted.
				checkVerbs(t, lang, m.ID, m.Plural, p.GetNC(m.Text, m.Plural, n, m.ID), n == 1)
			}
		}
	}
}

func checkVerbs(t *testing.T, lang, id, en, tr string, subset bool) {
	t.Helper()
	want, got := verbs(en), verbs(tr)
	if subset {
		have := map[string]bool{}
		for _, v := range want {
			have[v] = true
		}
		for _, v := range got {
			if !have[v] {
				t.Errorf("%s: %s: %q uses %s, which %q lacks", lang, id, tr, v, en)
			}
		}
		return
	}
	if strings.Join(want, " ") != strings.Join(got, " ") {
		t.Errorf("%s: %s: verbs of %q are %v, of %q %v", lang, id, tr, got, en, want)
	}
}

func TestFrenchTypography(t *testing.T) {
	fr := Load("fr")
	for _, m := range Messages() {
		s := fr.T(m)
		for _, p := range []string{":", ";", "?", "!", "»"} {
			for i := strings.Index(s, p); i >= 0; i = next(s, p, i) {
				// A link's "://" and its query ("f-puzzles.com/?load=") are no
				// punctuation.
				if i == 0 || p == ":" && strings.HasPrefix(s[i:], "://") || p == "?" && strings.HasSuffix(s[:i], "/") {
					continue
				}
				before := s[:i]
				if !strings.HasSuffix(before, "\u00a0") && !strings.HasSuffix(before, "\u202f") {
					t.Errorf("fr %s: %q: no no-break space before %q", m.ID, s, p)
				}
			}
		}
		if strings.Contains(s, "«") && !strings.Contains(s, "«\u00a0") {
			t.Errorf("fr %s: %q: no no-break space after «", m.ID, s)
		}
	}
}

func next(s, p string, i int) int {
	j := strings.Index(s[i+len(p):], p)
	if j < 0 {
		return -1
	}
	return i + len(p) + j
}

func TestPluralsAndNumbers(t *testing.T) {
	en, fr := Load("en"), Load("fr")
	for _, tt := range []struct {
		c    *Catalog
		n    int
		want string
	}{{en, 1, "1 puzzle"}, {en, 2, "2 puzzles"}, {en, 0, "0 puzzles"}, {fr, 1, "1 grille"}, {fr, 2, "2 grilles"}, {fr, 0, "0 grille"}} {
		if got := tt.c.T(Puzzles, tt.n); got != tt.want {
			t.Errorf("%s: %d puzzles = %q, want %q", tt.c.Lang(), tt.n, got, tt.want)
		}
	}
	if got := en.Int(1234567); got != "1,234,567" {
		t.Errorf("en Int = %q", got)
	}
	if got := fr.Int(1234567); got != "1\u202f234\u202f567" {
		t.Errorf("fr Int = %q", got)
	}
	if got := fr.Int(-1234); got != "-1\u202f234" {
		t.Errorf("fr Int(-1234) = %q", got)
	}
	if got := fr.Decimal(2.3, 1); got != "2,3" {
		t.Errorf("fr Decimal = %q", got)
	}
	if got := en.Decimal(2.3, 1); got != "2.3" {
		t.Errorf("en Decimal = %q", got)
	}
	if got := fr.T(Difficulty, fr.Level(solver.Medium), fr.Int(49)); got != "Moyen · complexité 49" {
		t.Errorf("fr difficulty = %q", got)
	}
}

func TestLocaleLanguage(t *testing.T) {
	for _, tt := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "en"},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, "fr"},
		{map[string]string{"LANG": "fr_CA.UTF-8@euro"}, "fr"},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_BE", "LC_ALL": ""}, "fr"},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_ALL": "C"}, "en"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "en"},
		{map[string]string{"LC_ALL": "fr"}, "fr"},
	} {
		if got := LocaleLanguage(func(k string) string { return tt.env[k] }); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.env, got, tt.want)
		}
	}
}

// FuzzLocaleLanguage checks that any locale value gives a language the
// game has texts for.
func FuzzLocaleLanguage(f *testing.F) {
	for _, s := range []string{"", "C", "fr_FR.UTF-8", "fr@euro", "_", ".", "FR_fr"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, loc string) {
		got := LocaleLanguage(func(k string) string {
			if k == "LANG" {
				return loc
			}
			return ""
		})
		ok := false
		for _, l := range Languages() {
			ok = ok || l == got
		}
		if !ok {
			t.Fatalf("LocaleLanguage(%q) = %q", loc, got)
		}
	})
}

// TestFileErrorsWorded checks that the catalogue, the one place a file
// error is put in words, has a wording of every reason in every language
// (none falls back to "cannot be read"), and words a sample in English as
// the command line prints it (the goldens of app/internal/cli/testdata/cli rely on it).
func TestFileErrorsWorded(t *testing.T) {
	conflict := &solver.ConflictError{Digit: 5, A: 0, B: 8}
	n := 0
	for r := model.FileReason(1); r.Valid(); r++ {
		n++
		e := &model.FileError{File: "a.sdm", Reason: r, N: 2, M: 3, Cell: 4, Text: "x", Err: conflict}
		for _, lang := range Languages() {
			c := Load(lang)
			if got := c.FileReason(e); got == c.T(FileUnknownReason) || got == "" {
				t.Errorf("%s: reason %s has no wording: %q", lang, r, got)
			}
		}
	}
	if n < 31 {
		t.Errorf("%d reasons", n)
	}
	en := English()
	for _, tt := range []struct {
		e    *model.FileError
		want string
	}{
		{&model.FileError{File: "a.sdm", Line: 3, Reason: model.FileCells, N: 79}, "a.sdm: line 3: 79 cells, expected 81"},
		{&model.FileError{File: "a.sdm", Line: 3, Reason: model.FileCells, N: 1}, "a.sdm: line 3: 1 cell, expected 81"},
		{&model.FileError{File: "a.sdm", Line: 4, Reason: model.FileStrayChar, Text: "x", N: 11}, "a.sdm: line 4: 'x' at column 11 is not a digit or '.'"},
		{&model.FileError{File: "a.sdm", Line: 5, Reason: model.FileClash, Err: conflict}, "a.sdm: line 5: r1c1 and r1c9 both hold 5"},
		{&model.FileError{File: "a.sdk", Line: 2, Reason: model.FileRows, N: 5}, "a.sdk: line 2: 5 rows, expected 9"},
		{&model.FileError{File: "a.sdk", Line: 2, Reason: model.FileRows, N: 1}, "a.sdk: line 2: 1 row, expected 9"},
		{&model.FileError{File: "a.sdm", Line: 2, Reason: model.FileProgressOnClue, Cell: 2}, "a.sdm: line 2: progress: a digit on the clue at r1c3"},
		{&model.FileError{File: "a.sdm", Line: 2, Reason: model.FileProgressNotes, Text: "r1c1:21"}, "a.sdm: line 2: progress: notes 'r1c1:21': expected rXcY:DIGITS, digits ascending, one cell after another"},
		{&model.FileError{File: "a.gri", Reason: model.FileGriSize, N: 35}, "a.gri: 35 bytes, expected 36 (nine 32-bit rows)"},
		{&model.FileError{File: "a.gri", Reason: model.FileGriRow, N: 2, M: -1}, "a.gri: row 2 holds -1, expected 0 to 999999999"},
		{&model.FileError{File: "a.sdm", Reason: model.FileTooLarge, N: 16}, "a.sdm: larger than 16 MiB"},
		{&model.FileError{File: "a.sdm", Reason: model.FileNoSuchFile}, "a.sdm: no such file"},
		{&model.FileError{File: "a.sdm", Reason: model.FileIsFolder}, "a.sdm: is a folder, not a file"},
		{&model.FileError{File: "a.sdm", Reason: model.FileNotSudoku}, "a.sdm: not a Sudoku file"},
		{&model.FileError{File: "a.sdm", Reason: model.FileNoGrid}, "a.sdm: no grid in the file"},
		{&model.FileError{File: "a.sdm", Line: 1001, Reason: model.FileTooManyBad, N: 1000}, "a.sdm: line 1001: more than 1000 bad grids: the rest of the file is not read"},
		{&model.FileError{File: "a.opensudoku", Line: 4, Reason: model.FileXMLSyntax, Text: "unexpected EOF"}, "a.opensudoku: line 4: XML syntax error: unexpected EOF"},
		{&model.FileError{File: "a.opensudoku", Line: 3, Reason: model.FileGameNoData}, "a.opensudoku: line 3: <game> without data"},
		{&model.FileError{File: "a.opensudoku", Line: 4, Reason: model.FileGameCells, N: 3}, "a.opensudoku: line 4: game data: 3 cells, expected 81"},
		{&model.FileError{File: "a.opensudoku", Line: 6, Reason: model.FileGameFields, N: 3}, "a.opensudoku: line 6: game data: 3 fields, expected 243 (value|note|editable for 81 cells)"},
		{&model.FileError{File: "a.opensudoku", Line: 6, Reason: model.FileGameChar, Text: "x", N: 3}, "a.opensudoku: line 6: game data: 'x' at position 3 is not a digit or '.'"},
	} {
		if got := en.Error(tt.e); got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.e, got, tt.want)
		}
	}
	// A progress refused when a game is loaded is worded by its reason
	// too, not by the model's compact form.
	refused := &model.RefusedError{Event: "load", Reason: model.ReasonBadGrid, Cell: -1,
		Err: &model.FileError{Reason: model.FileProgressOnClue, Cell: 2}}
	for lang, want := range map[string]string{"en": "progress: a digit on the clue at r1c3", "fr": "un chiffre sur l’indice donné en r1c3"} {
		if got := Load(lang).Error(refused); !strings.Contains(got, want) {
			t.Errorf("%s: refused progress worded %q, want it to hold %q", lang, got, want)
		}
	}
}

func TestRefusalsAndClashes(t *testing.T) {
	en, fr := English(), Load("fr")
	for r := model.ReasonUnavailable; r <= model.ReasonWindowAction; r++ {
		if _, ok := reasons[r]; !ok {
			t.Errorf("reason %v has no message", r)
		}
	}
	paused := &model.RefusedError{Event: "undo", Reason: model.ReasonPaused, Cell: -1}
	if got := en.Error(paused); got != "The game is paused: press P to resume." {
		t.Errorf("en paused = %q", got)
	}
	if got := fr.Error(paused); got != "La partie est en pause\u00a0: appuyez sur P pour reprendre." {
		t.Errorf("fr paused = %q", got)
	}
	// 7 meant for r1c1 is in r1c7 (same row) and r3c2 (same box).
	clash := &model.ClashError{Target: 0, Cell: 6, Others: []int{19}, Digit: 7}
	if got := en.Error(clash); got != "7 is already in this row and this box." {
		t.Errorf("clash = %q", got)
	}
	bad := &model.RefusedError{Reason: model.ReasonBadGrid, Cell: -1, Err: errors.Join(solver.ErrSeveralSolutions)}
	if got := en.Error(bad); !strings.Contains(got, "several solutions") {
		t.Errorf("bad grid = %q", got)
	}
	if got := en.Error(&model.FileError{Reason: model.FileNoGrid, Err: model.ErrNoGrid}); got != "The text holds no grid: copy a grid of 81 cells, digits and dots" {
		t.Errorf("paste without a grid = %q", got)
	}
}

func TestQuestions(t *testing.T) {
	fr := Load("fr")
	for _, a := range model.Actions() {
		for _, editing := range []bool{false, true} {
			title, msg := fr.Question(model.Confirm{Action: a, Editing: editing})
			if title == "" || msg == "" {
				t.Errorf("%v editing=%v: %q %q", a, editing, title, msg)
			}
		}
	}
}
