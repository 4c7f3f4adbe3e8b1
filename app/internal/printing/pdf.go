package printing

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
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

// doc writes one document as its pages come: the header, the catalogue and
// the fonts at once, each page when the next one starts (or at close),
// then the page tree, the cross-reference table and the trailer. It keeps
// the offset of each object, not the objects.
type doc struct {
	w, h    float64 // page size in points
	out     *bufio.Writer
	written int64   // bytes written so far
	offsets []int64 // of each object, by number - 1 (0: not written yet)
	count   int     // pages written
	cur     *page   // the page being drawn
	err     error   // the first write error
}

// The objects: 1 the catalogue, 2 the page tree (written last, when the
// pages are known), 3–5 the fonts, then for each page its page object and
// its content stream.
const firstPage = 6

func newDoc(w io.Writer, width, height float64) *doc {
	d := &doc{w: width, h: height, out: bufio.NewWriterSize(w, 64<<10)}
	d.put("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	d.obj(1, "<< /Type /Catalog /Pages 2 0 R >>")
	for i, name := range fontNames {
		d.obj(3+i, "<< /Type /Font /Subtype /Type1 /BaseFont /"+name+" /Encoding /WinAnsiEncoding >>")
	}
	return d
}

// put writes s, counting the bytes.
func (d *doc) put(s string) {
	if d.err != nil {
		return
	}
	n, err := d.out.WriteString(s)
	d.written += int64(n)
	d.err = err
}

// obj writes object number n.
func (d *doc) obj(n int, body string) {
	for len(d.offsets) < n {
		d.offsets = append(d.offsets, 0)
	}
	d.offsets[n-1] = d.written
	d.put(fmt.Sprintf("%d 0 obj\n%s\nendobj\n", n, body))
}

// newPage writes out the page under way and starts another.
func (d *doc) newPage() *page {
	d.flushPage()
	d.cur = &page{}
	return d.cur
}

// flushPage writes the page under way, if any.
func (d *doc) flushPage() {
	p := d.cur
	if p == nil {
		return
	}
	d.cur = nil
	n := firstPage + 2*d.count
	d.count++
	d.obj(n, fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s] "+
		"/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents %d 0 R >>",
		num(d.w), num(d.h), n+1))
	d.obj(n+1, fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", p.buf.Len(), p.buf.Bytes()))
}

// close writes the last page, the page tree, the cross-reference table and
// the trailer, and flushes; it returns the first write error.
func (d *doc) close() error {
	d.flushPage()
	var kids strings.Builder
	for i := range d.count {
		if i > 0 {
			kids.WriteByte(' ')
		}
		kids.WriteString(strconv.Itoa(firstPage+2*i) + " 0 R")
	}
	d.obj(2, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids.String(), d.count))
	xref := d.written
	d.put(fmt.Sprintf("xref\n0 %d\n0000000000 65535 f \n", len(d.offsets)+1))
	for _, o := range d.offsets {
		d.put(fmt.Sprintf("%010d 00000 n \n", o))
	}
	d.put(fmt.Sprintf("trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(d.offsets)+1, xref))
	if d.err == nil {
		d.err = d.out.Flush()
	}
	return d.err
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
