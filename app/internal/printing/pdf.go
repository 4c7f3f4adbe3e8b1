package printing

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// A minimal PDF 1.4 writer: pages of vector lines, filled rectangles and
// text in the standard fonts every PDF reader has (Helvetica, Helvetica-Bold
// and Courier, in WinAnsiEncoding), so no font is embedded and the text stays
// text: pdftotext and a screen reader get the digits back. It writes nothing
// that depends on the time, so the same pages give the same bytes.

// Font is one of the standard fonts the writer uses.
type Font int

const (
	Helvetica Font = iota
	HelveticaBold
	Courier
)

var fontNames = [...]string{"Helvetica", "Helvetica-Bold", "Courier"}

// page is one page's content stream being written.
type page struct {
	buf bytes.Buffer
}

// doc collects the pages of one document.
type doc struct {
	w, h  float64 // page size in points
	pages []*page
}

func (d *doc) newPage() *page {
	p := &page{}
	d.pages = append(d.pages, p)
	return p
}

// num writes a number with at most two decimals, as PDF wants it (no
// exponent).
func num(f float64) string {
	s := strconv.FormatFloat(f, 'f', 2, 64)
	for len(s) > 1 && s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	s = string(bytes.TrimSuffix([]byte(s), []byte(".")))
	if s == "-0" {
		s = "0"
	}
	return s
}

func (p *page) op(format string, args ...any) {
	fmt.Fprintf(&p.buf, format, args...)
	p.buf.WriteByte('\n')
}

// gray sets the stroke and fill gray level (0 black, 1 white).
func (p *page) gray(g float64) { p.op("%s G %s g", num(g), num(g)) }

// line strokes a straight line of width w points.
func (p *page) line(x0, y0, x1, y1, w float64) {
	p.op("%s w %s %s m %s %s l S", num(w), num(x0), num(y0), num(x1), num(y1))
}

// rect strokes a rectangle's outline.
func (p *page) rect(x, y, wd, ht, w float64) {
	p.op("%s w %s %s %s %s re S", num(w), num(x), num(y), num(wd), num(ht))
}

// text writes s with its baseline's left end at (x, y).
func (p *page) text(f Font, size, x, y float64, s string) {
	p.op("BT /F%d %s Tf %s %s Td (%s) Tj ET", int(f)+1, num(size), num(x), num(y), escape(s))
}

// textCentered writes s centred on x.
func (p *page) textCentered(f Font, size, x, y float64, s string) {
	p.text(f, size, x-TextWidth(f, size, s)/2, y, s)
}

// escape encodes s in WinAnsiEncoding inside a PDF literal string. A rune
// the encoding lacks becomes '?'.
func escape(s string) string {
	var b bytes.Buffer
	for _, r := range s {
		c, ok := winAnsi(r)
		if !ok {
			c = '?'
		}
		switch {
		case c == '(' || c == ')' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 32 || c > 126:
			fmt.Fprintf(&b, "\\%03o", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// winAnsiHigh maps the runes of WinAnsiEncoding's 0x80–0x9F row that the
// pages may use.
var winAnsiHigh = map[rune]byte{
	'€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92,
	'“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '\u202f': 0xA0,
}

func winAnsi(r rune) (byte, bool) {
	switch {
	case r >= 32 && r <= 126, r >= 0xA0 && r <= 0xFF:
		return byte(r), true
	}
	c, ok := winAnsiHigh[r]
	return c, ok
}

// write writes the document: catalogue, page tree, fonts, pages, then the
// cross-reference table.
func (d *doc) write(w io.Writer) error {
	var out bytes.Buffer
	var offsets []int
	obj := func(body string) {
		offsets = append(offsets, out.Len())
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", len(offsets), body)
	}
	out.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	// Objects: 1 catalogue, 2 page tree, 3–5 fonts, then per page its page
	// object and its content stream.
	const firstPage = 6
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	var kids bytes.Buffer
	for i := range d.pages {
		fmt.Fprintf(&kids, "%d 0 R ", firstPage+2*i)
	}
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", bytes.TrimSpace(kids.Bytes()), len(d.pages)))
	for _, name := range fontNames {
		obj("<< /Type /Font /Subtype /Type1 /BaseFont /" + name + " /Encoding /WinAnsiEncoding >>")
	}
	for i, p := range d.pages {
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] "+
			"/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents %d 0 R >>",
			num(d.w), num(d.h), firstPage+2*i+1))
		obj(fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", p.buf.Len(), p.buf.Bytes()))
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, o := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	_, err := w.Write(out.Bytes())
	return err
}
