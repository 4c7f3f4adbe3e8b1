package i18n

import (
	"fmt"
	"io"
	"strings"
)

// WritePOT writes the gettext template of every message (po/sudoku.pot):
// the ID as msgctxt, the English as msgid and msgid_plural. Translators
// merge it into their LANG.po with msgmerge (po/README.md).
func WritePOT(w io.Writer) error {
	var b strings.Builder
	b.WriteString(`# Template of the Sudoku game's texts. Made by "make pot"; do not edit.
# This file is distributed under the same licence as the game (MIT).
msgid ""
msgstr ""
"Project-Id-Version: sudoku\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"
`)
	for _, m := range all {
		b.WriteString("\n")
		if strings.Contains(m.Text, "%") || strings.Contains(m.Plural, "%") {
			b.WriteString("#, c-format\n")
		}
		fmt.Fprintf(&b, "msgctxt %s\nmsgid %s\n", poQuote(m.ID), poQuote(m.Text))
		if m.Plural != "" {
			fmt.Fprintf(&b, "msgid_plural %s\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n", poQuote(m.Plural))
		} else {
			b.WriteString("msgstr \"\"\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// poQuote quotes s as a .po string, as gettext's tools write it: a text
// of several lines starts with "" and breaks after each newline.
func poQuote(s string) string {
	if i := strings.Index(s, "\n"); i < 0 || i == len(s)-1 {
		return poLine(s)
	}
	var b strings.Builder
	b.WriteString(`""`)
	for s != "" {
		line := s
		if i := strings.Index(s, "\n"); i >= 0 {
			line = s[:i+1]
		}
		s = s[len(line):]
		b.WriteString("\n" + poLine(line))
	}
	return b.String()
}

// poLine quotes s as one line of a .po string.
func poLine(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}
