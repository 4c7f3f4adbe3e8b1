package model

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// The files written for fixed grids match the goldens byte for byte, and
// read back to the same grids.
func TestFormatWriteGoldens(t *testing.T) {
	p1, p2, p3 := formatsGrid(t, formatsP1), formatsGrid(t, formatsP2), formatsGrid(t, formatsP3)
	meta := map[string]string{"author": "Ruud", "level": "Easy", "comment": "two\nlines", "url": "http://www.sudocue.net/", "unknown": "left out"}
	tests := []struct {
		file    string
		f       Format
		entries []Entry
	}{
		{"grids.sdm", FormatSDM, []Entry{{Grid: p1}, {Grid: p2}, {Grid: p3}}},
		{"one.sdk", FormatSDK, []Entry{{Grid: p2, Meta: meta}}},
		{"grids.sdk", FormatSDK, []Entry{{Grid: p1, Meta: meta}, {Grid: p3}}},
		{"seed.gri", FormatGRI, []Entry{{Grid: p1}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteEntries(&b, tt.f, tt.entries...); err != nil {
				t.Fatal(err)
			}
			formatsGolden(t, filepath.Join("testdata", "formats", "write", tt.file), b.Bytes())

			c, err := Read(tt.file, bytes.NewReader(b.Bytes()))
			if err != nil {
				t.Fatal(err)
			}
			want := tt.f
			if c.Format != want {
				t.Errorf("read back as %v, want %v", c.Format, want)
			}
			if len(c.Entries) != len(tt.entries) {
				t.Fatalf("read back %d grids, want %d", len(c.Entries), len(tt.entries))
			}
			for i, e := range c.Entries {
				if e.Err != nil || e.Grid != tt.entries[i].Grid {
					t.Errorf("grid %d read back as %s (%v), want %s", i+1, e.Grid, e.Err, tt.entries[i].Grid)
				}
			}
			if tt.f == FormatSDK {
				m := c.Entries[0].Meta
				if m["author"] != "Ruud" || m["level"] != "Easy" || m["comment"] != "two lines" || m["url"] != "http://www.sudocue.net/" || len(m) != 4 {
					t.Errorf("metadata read back as %v", m)
				}
			}
		})
	}
}

// The Java program that made .gri files (docs/formats.md, Binary grids) turns each row into a decimal number with
// Integer.parseInt (dropping leading zeros) and writes it with
// DataOutputStream.writeInt (four bytes, big-endian). The bytes below are
// worked out by hand from that description.
func TestFormatWriteGRIByHand(t *testing.T) {
	g := formatsGrid(t, ""+
		"000000000"+ // 0
		"000000001"+ // 1
		"000000010"+ // 10 = 0x0A
		"000120300"+ // 120300 = 0x0001D5EC (1×65536 + 213×256 + 236)
		"100000000"+ // 100000000 = 0x05F5E100
		"987654321"+ // 987654321 = 0x3ADE68B1
		"003020600"+ // 3020600 = 0x002E1738 (46×65536 + 23×256 + 56)
		"900305001"+ // 900305001 = 0x35A99069 (53×2^24 + 169×65536 + 144×256 + 105)
		"000000900") // 900 = 0x0384
	want := []byte{
		0x00, 0x00, 0x00, 0x00,
		0x00, 0x00, 0x00, 0x01,
		0x00, 0x00, 0x00, 0x0A,
		0x00, 0x01, 0xD5, 0xEC,
		0x05, 0xF5, 0xE1, 0x00,
		0x3A, 0xDE, 0x68, 0xB1,
		0x00, 0x2E, 0x17, 0x38,
		0x35, 0xA9, 0x90, 0x69,
		0x00, 0x00, 0x03, 0x84,
	}
	var b bytes.Buffer
	if err := Write(&b, FormatGRI, g); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Fatalf("wrote\n% X\nwant\n% X", b.Bytes(), want)
	}
	// Reading the same bytes gives the digits back, right-aligned: the 1 of
	// row 2 lands in column 9 and the 1 of row 3 in column 8, the same box,
	// which the reader reports.
	c, err := Read("hand.gri", bytes.NewReader(want))
	if err != nil {
		t.Fatal(err)
	}
	if c.Format != FormatGRI || len(c.Entries) != 1 {
		t.Fatalf("read %v with %d entries", c.Format, len(c.Entries))
	}
	if e := c.Entries[0]; e.Err == nil || e.Err.Error() != "hand.gri: clash: r2c9 and r3c8 both hold 1" {
		t.Fatalf("read back %s, %v; want the clash r2c9 and r3c8", e.Grid, e.Err)
	}
	// testdata/formats/read/seed.gri, made with Python's struct.pack(">i",
	// int(row)), checks whole grids (TestFormatReadValidFiles).
}

func TestFormatWriteSDMIsTheSeedsForm(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, FormatSDM, formatsGrid(t, formatsP2)); err != nil {
		t.Fatal(err)
	}
	if want := strings.ReplaceAll(formatsP2, ".", "0") + "\n"; b.String() != want {
		t.Errorf("wrote %q, want %q", b.String(), want)
	}
}

func TestFormatWriteErrors(t *testing.T) {
	p1 := formatsGrid(t, formatsP1)
	bad := p1
	bad[40] = 12
	tests := []struct {
		name string
		f    Format
		e    []Entry
		want string
	}{
		{"nothing", FormatSDM, nil, "write: no grid to write"},
		{"two in a .gri", FormatGRI, []Entry{{Grid: p1}, {Grid: p1}}, "write: a .gri file holds one grid, not 2"},
		{".ss", FormatSS, []Entry{{Grid: p1}}, "write: Simple Sudoku (.ss) files are read, not written"},
		{".opensudoku", FormatOpenSudoku, []Entry{{Grid: p1}}, "write: OpenSudoku (.opensudoku) files are read, not written"},
		{"unknown", FormatUnknown, []Entry{{Grid: p1}}, "write: unknown format files are read, not written"},
		{"cell above 9", FormatSDM, []Entry{{Grid: p1}, {Grid: bad}}, "write: grid 2: r5c5 holds 12, expected 0–9"},
		{"entry with an error", FormatSDK, []Entry{{Err: errors.New("boom")}}, "write: grid 1: boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			err := WriteEntries(&b, tt.f, tt.e...)
			if err == nil || err.Error() != tt.want {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
			if b.Len() != 0 {
				t.Errorf("wrote %d bytes despite the error", b.Len())
			}
		})
	}
	// A writer that fails: the error says so.
	boom := errors.New("disk full")
	err := Write(formatsFailingWriter{boom}, FormatSDK, p1)
	if !errors.Is(err, boom) || err.Error() != "write .sdk: disk full" {
		t.Errorf("failing writer: %v", err)
	}
}

type formatsFailingWriter struct{ err error }

func (w formatsFailingWriter) Write([]byte) (int, error) { return 0, w.err }
