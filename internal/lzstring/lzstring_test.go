package lzstring

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode/utf16"
)

// fixture is a text and its compressed forms as the npm package lz-string
// writes them (testdata/make-fixtures.js says how fixtures.json was made).
type fixture struct {
	Name, Text, Base64, URI string
}

func fixtures(t testing.TB) []fixture {
	data, err := os.ReadFile("testdata/fixtures.json")
	if err != nil {
		t.Fatal(err)
	}
	var fs []fixture
	if err := json.Unmarshal(data, &fs); err != nil {
		t.Fatal(err)
	}
	if len(fs) < 8 {
		t.Fatalf("%d fixtures, expected 8 or more", len(fs))
	}
	return fs
}

func TestDecompressFixtures(t *testing.T) {
	for _, f := range fixtures(t) {
		for _, form := range []struct{ name, data, alphabet string }{
			{"base64", f.Base64, Base64},
			{"uri", f.URI, URI},
		} {
			got, err := Decompress(form.data, form.alphabet, 1<<20)
			if err != nil {
				t.Errorf("%s (%s): %v", f.Name, form.name, err)
				continue
			}
			if got != f.Text {
				t.Errorf("%s (%s): got %.60q…, want %.60q…", f.Name, form.name, got, f.Text)
			}
		}
	}
}

func TestDecompressErrors(t *testing.T) {
	fs := fixtures(t)
	words := fs[2]
	long := fs[len(fs)-1]
	for _, tc := range []struct {
		name, data, alphabet string
		max                  int
		want                 error
	}{
		{"a character outside the alphabet", "BYUw*NmD2", Base64, 1 << 20, ErrCharacter},
		{"URI data read as base64", strings.ReplaceAll(words.URI, "A", "$"), Base64, 1 << 20, ErrCharacter},
		{"non-ASCII", "BYU\u00e9w", Base64, 1 << 20, ErrCharacter},
		{"cut short", words.Base64[:len(words.Base64)/2], Base64, 1 << 20, ErrTruncated},
		{"a code past the dictionary", "B///////", Base64, 1 << 20, ErrCorrupt},
		{"longer than the limit", long.Base64, Base64, len(utf16.Encode([]rune(long.Text))) - 1, ErrTooLong},
	} {
		got, err := Decompress(tc.data, tc.alphabet, tc.max)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got %q, %v; want error %v", tc.name, got, err, tc.want)
		}
	}
	// Exactly the limit is allowed.
	n := len(utf16.Encode([]rune(long.Text)))
	if got, err := Decompress(long.Base64, Base64, n); err != nil || got != long.Text {
		t.Errorf("at the limit: %v", err)
	}
	// The empty input is the empty text, as in lz-string.
	if got, err := Decompress("", Base64, 10); err != nil || got != "" {
		t.Errorf("empty: %q, %v", got, err)
	}
}

// FuzzDecompress: never a panic; the output never passes the limit, and what
// decompresses within the limit decompresses the same with a larger one.
func FuzzDecompress(f *testing.F) {
	for _, fx := range fixtures(f) {
		if len(fx.Base64) < 2000 {
			f.Add(fx.Base64)
			f.Add(fx.URI)
		}
	}
	f.Add("")
	f.Add("=")
	f.Add("B///////")
	f.Fuzz(func(t *testing.T, s string) {
		const max = 4096
		for _, alphabet := range []string{Base64, URI} {
			units, err := DecompressUnits(s, alphabet, max)
			if len(units) > max {
				t.Fatalf("%d units, limit %d", len(units), max)
			}
			if err != nil {
				continue
			}
			again, err := DecompressUnits(s, alphabet, 4*max)
			if err != nil || string(utf16.Decode(again)) != string(utf16.Decode(units)) {
				t.Fatalf("a larger limit changes the result: %v", err)
			}
		}
	})
}
