package printing

// Glyph widths of the standard fonts, in thousandths of the font size, for
// the printable ASCII characters 32–126, from Adobe's font metrics (AFM)
// files of the standard 14 fonts. A Latin-1 letter with an accent has its
// base letter's width in both Helvetica fonts, which is how TextWidth
// measures it.
var helveticaWidths = [95]uint16{
	278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0–9
	278, 278, 584, 584, 584, 556, 1015, // : … @
	667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, // A–M
	722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N–Z
	278, 278, 278, 469, 556, 333, // [ … `
	556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, // a–m
	556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // n–z
	334, 260, 334, 584, // { … ~
}

var helveticaBoldWidths = [95]uint16{
	278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
	556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
	333, 333, 584, 584, 584, 611, 975,
	722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
	722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
	333, 278, 333, 584, 556, 333,
	556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
	611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500,
	389, 280, 389, 584,
}

// baseLetter maps an accented Latin-1 letter to the letter it is drawn on.
func baseLetter(r rune) rune {
	const from = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ"
	const to = "AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy"
	i := 0
	for _, f := range from {
		if f == r {
			return rune(to[i])
		}
		i++
	}
	return r
}

// TextWidth is the width in points of s set in font f at size points.
func TextWidth(f Font, size float64, s string) float64 {
	total := 0
	for _, r := range s {
		if f == Courier {
			total += 600
			continue
		}
		table := &helveticaWidths
		if f == HelveticaBold {
			table = &helveticaBoldWidths
		}
		r = baseLetter(r)
		switch {
		case r >= 32 && r <= 126:
			total += int(table[r-32])
		case r == '–':
			total += 556
		case r == '—':
			total += 1000
		case r == '·' || r == '’':
			total += 278
		default:
			total += 556
		}
	}
	return float64(total) * size / 1000
}
