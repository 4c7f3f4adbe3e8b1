package model

import (
	"fmt"
	"strings"
	"testing"

	"github.com/giosudoku/sudoku/solver"
)

func TestParsePaste(t *testing.T) {
	// SadMan's example puzzle, in the forms its help page lists.
	const sadman = ".234..8..6....7......53.62...5......84.....36......1...52.96......1....7..8..521."
	rows := func(s string) []string {
		r := make([]string, 9)
		for i := range r {
			r[i] = s[9*i : 9*i+9]
		}
		return r
	}
	spaced := func(row string) string { return strings.Join(strings.Split(row, ""), " ") }
	var boxed strings.Builder
	for i, r := range rows(sadman) {
		if i == 3 || i == 6 {
			boxed.WriteString("-------+-------+------\n")
		}
		fmt.Fprintf(&boxed, " %s | %s | %s\n", spaced(r[:3]), spaced(r[3:6]), spaced(r[6:]))
	}
	var commas []string
	for _, r := range rows(sadman) {
		commas = append(commas, strings.Join(strings.Split(r, ""), ","))
	}
	pencil := func(s string) string {
		var b strings.Builder
		for _, c := range []byte(s) {
			if c == '.' || c == '0' {
				b.WriteString("123456789")
				continue
			}
			for d := byte('1'); d <= '9'; d++ {
				if d == c {
					b.WriteByte(d)
				} else {
					b.WriteByte('.')
				}
			}
		}
		return b.String()
	}
	simpleSudoku := ` *-----------*
 |.3.|4..|...|
 |9.2|8.6|3.1|
 |...|...|.2.|
 |---+---+---|
 |8..|.6.|7..|
 |.6.|2.5|.9.|
 |..3|.4.|..8|
 |---+---+---|
 |.7.|...|...|
 |4.8|9.2|5.6|
 |...|..8|.3.|
 *-----------*
 Simple Sudoku
  Version 4.2n
`
	candidates := `*--------------------------------------------------------------------*
| 1567   3      1567   | 4      12579  179    | 689    5678   579    |
| 9      45     2      | 8      57     6      | 3      457    1      |
| 1567   1458   14567  | 1357   13579  1379   | 4689   2      4579   |
|----------------------+----------------------+----------------------|
| 8      12459  1459   | 13     6      139    | 7      145    2345   |
| 17     6      147    | 2      1378   5      | 14     9      34     |
| 1257   1259   3      | 17     4      179    | 126    156    8      |
|----------------------+----------------------+----------------------|
| 12356  7      1569   | 1356   135    134    | 12489  148    249    |
| 4      1      8      | 9      137    2      | 5      17     6      |
| 1256   1259   1569   | 1567   157    8      | 1249   3      2479   |
*--------------------------------------------------------------------*
                           Simple Sudoku
                            Version 4.2n
`
	tests := []struct {
		name, text, want string
	}{
		{"81 dots", sadman, sadman},
		{"81 zeros with CRLF and blanks", "  " + strings.ReplaceAll(sadman, ".", "0") + " \r\n", sadman},
		{"81 with a comment", sadman + " # from SadMan", sadman},
		{"81 with dashes", strings.ReplaceAll(sadman, ".", "-"), sadman},
		{"81 with stars", strings.ReplaceAll(sadman, ".", "*"), sadman},
		{"81 with x", strings.ReplaceAll(sadman, ".", "x"), sadman},
		{"nine groups on one line", strings.Join(rows(sadman), " "), sadman},
		{"9x9", strings.Join(rows(sadman), "\n"), sadman},
		{"9x9 spaced", strings.Join(func() []string {
			var s []string
			for _, r := range rows(sadman) {
				s = append(s, spaced(r))
			}
			return s
		}(), "\n"), sadman},
		{"9x9 commas", strings.Join(commas, "\n"), sadman},
		{"9x9 with grid lines", boxed.String(), sadman},
		{"9x9 tabs and a title", "Puzzle of the day\n" + strings.Join(func() []string {
			var s []string
			for _, r := range rows(sadman) {
				s = append(s, strings.Join(strings.Split(r, ""), "\t"))
			}
			return s
		}(), "\n"), sadman},
		{"Simple Sudoku copy", simpleSudoku, formatsSSP},
		{"Simple Sudoku candidate grid", candidates, formatsSSC},
		{"729 pencil marks", pencil(sadman), sadman},
		{"729 pencil marks with zeros", strings.ReplaceAll(pencil(sadman), ".", "0"), sadman},
		{"UTF-8 byte-order mark", "\ufeff" + sadman, sadman},
		{"a title and a rated line", "Puzzle of the day\n" + sadman + " 2.8\n", sadman},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParsePaste(tt.text)
			if err != nil {
				t.Fatalf("ParsePaste: %v", err)
			}
			if want := formatsGrid(t, tt.want); g != want {
				t.Errorf("got  %s\nwant %s", g, want)
			}
		})
	}
}

func TestParsePasteErrors(t *testing.T) {
	clash := "005020500" + formatsP1[9:]
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", "no-grid"},
		{"blank", " \n\t\n", "no-grid"},
		{"only a comment", "# hello", "no-grid"},
		{"79 cells", formatsP1[:79], "cells N=79"},
		{"82 cells", formatsP1 + "1", "cells N=82"},
		{"stray character", formatsP1[:10] + "?" + formatsP1[11:], "stray-char T=\"?\" N=11"},
		{"clash on one line", clash, "clash: r1c3 and r1c7 both hold 5"},
		{"clash in 9x9", strings.Join([]string{clash[:9], clash[9:18], clash[18:27], clash[27:36], clash[36:45], clash[45:54], clash[54:63], clash[63:72], clash[72:]}, "\n"), "clash: r1c3 and r1c7 both hold 5"},
		{"pencil marks with an empty cell", "........." + strings.Repeat("123456789", 80), "no-pencil-mark C=r1c1"},
		{"two grids", formatsP1 + "\n" + formatsP3, "paste-grids N=2"},
		{"eight rows", strings.Repeat("123456789\n", 8), "line 1: rows N=8"},
		{"prose", "Dear reader, this is not a grid.", "no-grid"},
		{"mostly prose", "Dear reader,\nthis is not a grid: 1 2 3 4.\n", "no-grid"},
		{"two halves", formatsP1[:40] + "\n" + formatsP1[40:80], "line 1: cells N=40"},
		{"too long", strings.Repeat(formatsP1+"\n", 1000), "paste-too-long N=82000 M=64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParsePaste(tt.text)
			if err == nil {
				t.Fatalf("no error, grid %s", g)
			}
			if g != (solver.Grid{}) {
				t.Errorf("an error and a grid %s", g)
			}
			if err.Error() != tt.want {
				t.Errorf("error %q, want %q", err, tt.want)
			}
		})
	}
}
