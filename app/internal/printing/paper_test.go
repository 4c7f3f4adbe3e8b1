package printing

import (
	"testing"
)

func TestPaperFromEnv(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want Paper
	}{
		{map[string]string{}, A4},
		{map[string]string{"LANG": "en_US.UTF-8"}, Letter},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, A4},
		{map[string]string{"LANG": "fr_CA.UTF-8"}, Letter},
		{map[string]string{"LANG": "en_GB.UTF-8", "LC_PAPER": "en_US.UTF-8"}, Letter},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_PAPER": "de_DE.UTF-8"}, A4},
		{map[string]string{"LC_ALL": "es_MX.UTF-8", "LC_PAPER": "de_DE.UTF-8"}, Letter},
		{map[string]string{"LC_ALL": "C", "LANG": "en_US.UTF-8"}, A4},
		{map[string]string{"LANG": "en_PH@euro"}, Letter},
		{map[string]string{"LANG": "POSIX"}, A4},
		{map[string]string{"LANG": "fil_ph"}, Letter},
	}
	for _, tt := range tests {
		got := PaperFromEnv(func(k string) string { return tt.env[k] })
		if got != tt.want {
			t.Errorf("%v: %s, want %s", tt.env, got.Name, tt.want.Name)
		}
	}
}

func TestParsePaper(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want Paper
		ok   bool
	}{{"a4", A4, true}, {"Letter", Letter, true}, {"auto", Letter, true}, {"", Letter, true}, {"legal", Paper{}, false}} {
		got, ok := ParsePaper(tt.in, Letter)
		if got != tt.want || ok != tt.ok {
			t.Errorf("ParsePaper(%q) = %v, %v; want %v, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

// Any locale name gives A4 or Letter, and the territory alone decides.
func FuzzPaperForLocale(f *testing.F) {
	for _, s := range []string{"en_US.UTF-8", "fr_FR@euro", "C", "", "_", "x_us.", "de_DE.ISO-8859-1@euro"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, loc string) {
		p := PaperForLocale(loc)
		if p != A4 && p != Letter {
			t.Fatalf("%q: paper %v", loc, p)
		}
		if PaperFromEnv(func(k string) string {
			if k == "LANG" {
				return loc
			}
			return ""
		}) != p && loc != "" {
			t.Fatalf("%q: PaperFromEnv and PaperForLocale differ", loc)
		}
	})
}
