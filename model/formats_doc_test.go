package model

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// docs/formats.md names the version each JSON file is written in, and shows
// it in each example: they are the versions this code writes.
func TestFormatsDocVersions(t *testing.T) {
	b, err := os.ReadFile("../docs/formats.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, f := range []struct {
		name    string
		version int
		example int // the example's version: a classic game's file is still version 1
	}{{"game.json", gameVersion, 1}, {"settings.json", settingsVersion, settingsVersion}, {"stats.json", statsVersion, statsVersion}} {
		claim := fmt.Sprintf("version %d of `%s`", f.version, f.name)
		if !strings.Contains(strings.Join(strings.Fields(doc), " "), claim) {
			t.Errorf("docs/formats.md does not say %q", claim)
		}
		head := "### `" + f.name + "`"
		i := strings.Index(doc, head)
		if i < 0 {
			t.Errorf("docs/formats.md has no section %s", head)
			continue
		}
		if ex := fmt.Sprintf(`"version": %d,`, f.example); !strings.Contains(doc[i:min(len(doc), i+1500)], ex) {
			t.Errorf("the example of %s does not show %s", f.name, ex)
		}
	}
}
