package i18n

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestPOTUpToDate checks that po/sudoku.pot holds every message of
// messages.go as WritePOT writes it, and no message with an ID that
// messages.go lacks: "make pot" brings it up to date.
func TestPOTUpToDate(t *testing.T) {
	var b bytes.Buffer
	if err := WritePOT(&b); err != nil {
		t.Fatal(err)
	}
	pot, err := os.ReadFile("../po/sudoku.pot")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, block := range strings.Split(string(pot), "\n\n") {
		have[strings.TrimSpace(block)] = true
	}
	for _, block := range strings.Split(b.String(), "\n\n")[1:] {
		if !have[strings.TrimSpace(block)] {
			t.Errorf("po/sudoku.pot lacks (run make pot):\n%s", block)
		}
	}
	ids := map[string]bool{}
	for _, m := range Messages() {
		ids[m.ID] = true
	}
	for _, m := range regexp.MustCompile(`(?m)^msgctxt "(.*)"$`).FindAllStringSubmatch(string(pot), -1) {
		if !ids[m[1]] {
			t.Errorf("po/sudoku.pot has %s, which messages.go lacks (run make pot)", m[1])
		}
	}
}

// TestDesktopStringsAreTranslated checks that every string of the desktop
// entry and the metainfo in po/sudoku.pot (those without an ID) has a
// translation in each po/LANG.po: msgfmt puts them in the packages.
func TestDesktopStringsAreTranslated(t *testing.T) {
	pot, err := os.ReadFile("../po/sudoku.pot")
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, block := range strings.Split(string(pot), "\n\n")[1:] {
		if strings.Contains(block, "msgctxt ") {
			continue
		}
		if m := regexp.MustCompile(`(?m)^msgid "(.*)"$`).FindStringSubmatch(block); m != nil && m[1] != "" {
			ids = append(ids, strings.ReplaceAll(m[1], `\"`, `"`))
		}
	}
	if len(ids) == 0 {
		t.Fatal("po/sudoku.pot holds no string of the desktop entry or the metainfo")
	}
	for _, lang := range Languages()[1:] {
		c := Load(lang)
		for _, id := range ids {
			if !c.po.IsTranslated(id) {
				t.Errorf("%s: %q has no translation", lang, id)
			}
		}
	}
}
