// Package i18n is the window's and the command line's one text catalogue:
// it turns message IDs and the model's and the solver's typed values
// (states, refusal reasons, file errors, questions, solving steps and
// their arguments) into text in the player's language, each worded in one
// place.
// English is the source language, written in messages.go; translations are
// the gettext catalogues of package po (po/fr.po), read at run time by
// github.com/leonelquinteros/gotext. Plural forms follow each catalogue's
// Plural-Forms header; numbers follow the language's form (Int, Decimal).
//
// Every message has a stable ID, which is its msgctxt in the .po files, so
// that two messages with the same English ("Check" the button, "Check" the
// dialog title) can be translated apart.
package i18n

import (
	"fmt"
	"io/fs"
	"strings"
	"sync"

	"github.com/leonelquinteros/gotext"

	"github.com/giosudoku/sudoku/po"
)

// Message is one text of the catalogue.
type Message struct {
	ID     string // stable ID, the msgctxt
	Text   string // English, the msgid
	Plural string // English plural (msgid_plural), "" for a text without a count
}

var all []*Message

func def(id, text string) *Message {
	m := &Message{ID: id, Text: text}
	all = append(all, m)
	return m
}

func defN(id, one, other string) *Message {
	m := &Message{ID: id, Text: one, Plural: other}
	all = append(all, m)
	return m
}

// Messages returns every message of the catalogue in the order of the
// template.
func Messages() []*Message { return all }

// Catalog gives the texts of one language. Its methods are safe for
// concurrent use; a Catalog is never modified after Load.
type Catalog struct {
	lang string
	po   *gotext.Po // nil for English
}

// Languages lists the languages the game has texts for, English first.
func Languages() []string {
	langs := []string{"en"}
	b, err := fs.ReadFile(po.FS, "LINGUAS")
	if err != nil {
		return langs
	}
	for _, l := range strings.Fields(string(b)) {
		if !strings.HasPrefix(l, "#") {
			langs = append(langs, l)
		}
	}
	return langs
}

var (
	cacheMu sync.Mutex
	cache   = map[string]*Catalog{}
)

// Load returns the catalogue of lang ("en", "fr"); a language without a
// catalogue gets English. Catalogues are parsed once and shared.
func Load(lang string) *Catalog {
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if c, ok := cache[lang]; ok {
		return c
	}
	c := &Catalog{lang: "en"}
	if b, err := fs.ReadFile(po.FS, lang+".po"); err == nil && lang != "en" {
		p := gotext.NewPo()
		p.Parse(b)
		c = &Catalog{lang: lang, po: p}
	}
	cache[lang] = c
	return c
}

// English returns the English catalogue, the command line's.
func English() *Catalog { return Load("en") }

// Lang returns the catalogue's language code.
func (c *Catalog) Lang() string { return c.lang }

// T returns the text of m formatted with args as by fmt.Sprintf (without
// args the text is returned as it is). For a message with a plural, the
// first argument must be the count (an int), which picks the form.
func (c *Catalog) T(m *Message, args ...any) string {
	if m.Plural != "" {
		n := 0
		if len(args) > 0 {
			n, _ = args[0].(int)
		}
		if c.po != nil && c.po.IsTranslatedNC(m.Text, n, m.ID) {
			return c.po.GetNC(m.Text, m.Plural, n, m.ID, args...)
		}
		s := m.Plural
		if n == 1 {
			s = m.Text
		}
		return format(s, args)
	}
	if c.po != nil && c.po.IsTranslatedC(m.Text, m.ID) {
		return c.po.GetC(m.Text, m.ID, args...)
	}
	return format(m.Text, args)
}

func format(s string, args []any) string {
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Has reports whether the catalogue itself translates m (English always does).
func (c *Catalog) Has(m *Message) bool {
	if c.po == nil {
		return true
	}
	if m.Plural != "" {
		return c.po.IsTranslatedNC(m.Text, 1, m.ID) && c.po.IsTranslatedNC(m.Text, 2, m.ID)
	}
	return c.po.IsTranslatedC(m.Text, m.ID)
}
