// Package lzstring decompresses text compressed by LZ-String, the LZW-like
// scheme that f-puzzles and SudokuPad use for their puzzle links
// (docs/formats.md, "Puzzle links"). Only decompression is provided, from
// the two printable forms: the base64 alphabet and the one safe in URI
// components.
//
// How the stream is laid out: every character of the input carries six
// bits, read from its most significant bit down; values are assembled
// from those bits least significant first. The first value, two bits wide,
// says whether the first character is an 8-bit or a 16-bit code unit that
// follows (0 or 1), or that the text is empty (2). Then come codes, each
// as wide as the dictionary needs (three bits at the start): 0 and 1 bring
// a new literal code unit of 8 or 16 bits, which also enters the
// dictionary; 2 ends the text; any other code names a dictionary entry, or
// the entry about to be made (the previous entry plus its own first unit).
// After each entry is emitted, the previous one plus the new one's first
// unit enters the dictionary. The code width grows by one bit whenever the
// dictionary's size reaches a power of two.
package lzstring

import (
	"errors"
	"unicode/utf16"
)

// The two alphabets of six-bit characters. Base64 pads with '=', read as
// zero bits.
const (
	Base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	URI    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$"
)

// Errors of Decompress.
var (
	// ErrCharacter: the input holds a character outside the alphabet.
	ErrCharacter = errors.New("a character outside the alphabet")
	// ErrTruncated: the input ends before the end code.
	ErrTruncated = errors.New("the data ends too soon")
	// ErrCorrupt: a code names no dictionary entry.
	ErrCorrupt = errors.New("the data is damaged")
	// ErrTooLong: the text would be longer than the limit.
	ErrTooLong = errors.New("the text is too long")
)

// Decompress returns the text compressed in s, written with the characters
// of alphabet (Base64 or URI), as UTF-8 (a lone surrogate becomes U+FFFD).
// The decompressed text may be at most max UTF-16 code units: longer is
// ErrTooLong, found before the memory is spent. An empty s is an empty
// text.
func Decompress(s, alphabet string, max int) (string, error) {
	units, err := DecompressUnits(s, alphabet, max)
	if err != nil {
		return "", err
	}
	return string(utf16.Decode(units)), nil
}

// DecompressUnits is Decompress giving the UTF-16 code units themselves.
func DecompressUnits(s, alphabet string, max int) ([]uint16, error) {
	var value *[256]int8
	switch alphabet {
	case Base64:
		value = &base64Values
	case URI:
		value = &uriValues
	default:
		t := valuesOf(alphabet)
		value = &t
	}
	for i := 0; i < len(s); i++ {
		if value[s[i]] < 0 {
			return nil, ErrCharacter
		}
	}
	if s == "" {
		return nil, nil
	}
	r := bitReader{s: s, value: value, mask: 32}
	// The dictionary holds spans of out: each entry is a stretch of the
	// text already written (a previous entry and the unit after it), so it
	// takes no memory of its own beyond two integers.
	type span struct{ at, n int }
	var out []uint16
	dict := make([]span, 3, 64) // 0, 1, 2 are the codes, not entries
	literal := func(bits int) (span, error) {
		u, err := r.read(bits)
		if err != nil {
			return span{}, err
		}
		if len(out)+1 > max {
			return span{}, ErrTooLong
		}
		out = append(out, uint16(u))
		return span{len(out) - 1, 1}, nil
	}
	width, grow := 3, 4 // code width, and entries left before it grows
	first, err := r.read(2)
	if err != nil {
		return nil, err
	}
	var w span
	switch first {
	case 0, 1:
		if w, err = literal(8 + 8*first); err != nil {
			return nil, err
		}
		dict = append(dict, w)
	default: // 2 is the empty text; 3 is never written
		return nil, nil
	}
	for {
		c, err := r.read(width)
		if err != nil {
			return nil, err
		}
		var entry span
		switch {
		case c == 2:
			return out, nil
		case c == 0 || c == 1:
			if entry, err = literal(8 + 8*c); err != nil {
				return nil, err
			}
			dict = append(dict, entry)
			if grow--; grow == 0 {
				grow, width = 1<<width, width+1
			}
		case c < len(dict):
			entry = dict[c]
			if len(out)+entry.n > max {
				return nil, ErrTooLong
			}
			out = append(out, out[entry.at:entry.at+entry.n]...)
			entry.at = len(out) - entry.n
		case c == len(dict):
			// The entry about to be made: w and its own first unit.
			if len(out)+w.n+1 > max {
				return nil, ErrTooLong
			}
			out = append(out, out[w.at:w.at+w.n]...)
			out = append(out, out[w.at])
			entry = span{len(out) - w.n - 1, w.n + 1}
		default:
			return nil, ErrCorrupt
		}
		// entry was written right after w, so w plus entry's first unit
		// is the stretch of out that starts at w.
		dict = append(dict, span{w.at, w.n + 1})
		if grow--; grow == 0 {
			grow, width = 1<<width, width+1
		}
		w = entry
	}
}

// The value of each byte in the two alphabets, -1 for none.
var (
	base64Values = valuesOf(Base64)
	uriValues    = valuesOf(URI)
)

// valuesOf gives each byte its value in alphabet, -1 when it has none;
// Base64's padding '=' is worth zero.
func valuesOf(alphabet string) [256]int8 {
	var value [256]int8
	for i := range value {
		value[i] = -1
	}
	for i := 0; i < len(alphabet); i++ {
		value[alphabet[i]] = int8(i)
	}
	if alphabet == Base64 {
		value['='] = 0
	}
	return value
}

// bitReader reads values from the six-bit characters of s.
type bitReader struct {
	s     string
	value *[256]int8
	i     int // the character being read
	mask  int // the next bit of it, from 32 down to 1
}

// read returns the next value of n bits, least significant first.
func (r *bitReader) read(n int) (int, error) {
	v := 0
	for p := 0; p < n; p++ {
		if r.i >= len(r.s) {
			return 0, ErrTruncated
		}
		if int(r.value[r.s[r.i]])&r.mask != 0 {
			v |= 1 << p
		}
		if r.mask >>= 1; r.mask == 0 {
			r.mask = 32
			r.i++
		}
	}
	return v, nil
}
