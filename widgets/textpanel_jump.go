package widgets

import (
	"strings"
	"unicode"

	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/layout"
)

// Typing a name in a text panel whose view names its blocks (the technique
// guide: TextPanelView.Jump) brings the first block whose name starts with
// the letters typed to the top; a letter that matches nothing after them
// starts a new name, Backspace takes the last one back.

// jumpFilters ask for the letters, the space and Backspace, when the view
// names blocks; none otherwise.
func (p *TextPanel) jumpFilters() []event.Filter {
	if len(p.jump) == 0 {
		return nil
	}
	fs := []event.Filter{
		key.Filter{Focus: p, Name: key.NameSpace},
		key.Filter{Focus: p, Name: key.NameDeleteBackward},
	}
	for r := 'A'; r <= 'Z'; r++ {
		fs = append(fs, key.Filter{Focus: p, Name: key.Name(string(r)), Optional: key.ModShift})
	}
	return fs
}

// typeToJump takes a key the jump uses (a letter, space, Backspace) and
// reports whether it did.
func (p *TextPanel) typeToJump(gtx layout.Context, name key.Name, mods key.Modifiers) bool {
	if len(p.jump) == 0 || mods&^key.ModShift != 0 {
		return false
	}
	switch {
	case name == key.NameDeleteBackward:
		if p.typed != "" {
			p.typed = p.typed[:len(p.typed)-1]
		}
		return true
	case name == key.NameSpace:
		return p.jumpTo(p.typed + " ")
	case len(name) == 1 && unicode.IsLetter(rune(name[0])):
		l := strings.ToLower(string(name))
		if !p.jumpTo(p.typed + l) {
			p.jumpTo(l)
		}
		return true
	}
	return false
}

// jumpTo brings the first block whose name starts with prefix to the top
// and keeps prefix as the letters typed; false when no name does.
func (p *TextPanel) jumpTo(prefix string) bool {
	for i, n := range p.jump {
		if n != "" && strings.HasPrefix(fold(n), prefix) {
			p.typed = prefix
			p.list.Position.First, p.list.Position.Offset, p.list.Position.BeforeEnd = i, 0, true
			return true
		}
	}
	return false
}

// fold lowers s and drops the accents of French letters, so "é" is
// typed "e".
func fold(s string) string { return accents.Replace(strings.ToLower(s)) }

var accents = strings.NewReplacer("é", "e", "è", "e", "ê", "e", "ë", "e", "à", "a", "â", "a",
	"î", "i", "ï", "i", "ô", "o", "û", "u", "ù", "u", "ü", "u", "ç", "c", "œ", "oe")
