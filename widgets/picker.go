package widgets

import (
	"image"
	"path/filepath"
	"strings"

	"gioui.org/font"
	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
	"gioui.org/text"
	"gioui.org/widget"
	"gioui.org/widget/material"
)

// PickerEntry is one line of a folder listing.
type PickerEntry struct {
	Name string
	Dir  bool
}

// PickerView is what the in-window file picker shows: a folder's listing
// the app read (the widget never touches the file system).
type PickerView struct {
	Folder  string        // absolute path of the folder listed
	Entries []PickerEntry // in the order to show (the app sorts and filters)
	Error   string        // why the folder could not be listed, shown instead
	Save    bool          // Save As: the button says Save, the field names the file
}

// PickerEventKind says what the player asked the picker for.
type PickerEventKind uint8

// The picker events.
const (
	PickerOpen   PickerEventKind = iota + 1 // open (or save to) Path; the app lists it instead if it is a folder
	PickerList                              // show the folder Path
	PickerCancel                            // close the picker
)

// PickerEvent is a request from the file picker.
type PickerEvent struct {
	Kind PickerEventKind
	Path string
}

// pickerFocus is the part of the picker with the keyboard.
type pickerFocus uint8

const (
	focusList pickerFocus = iota
	focusField
	focusOpen
	focusCancel
	focusParent
	focusCount
)

// FilePicker is the state of the in-window file picker (docs/architecture.md, app, The file dialog), the
// fallback when native dialogs cannot start. Keyboard: Up/Down choose a
// line, Return opens it (a folder is entered), Backspace goes to the parent
// folder, Tab moves between the list, the path field and the buttons, Escape
// cancels.
type FilePicker struct {
	modalBase
	list   widget.List
	rows   []Button
	sel    int // selected line, -1 none
	path   widget.Editor
	parent Button
	ok     Button
	cancel Button
	focus  pickerFocus
	// fieldHad is whether the field had the keyboard at the last update.
	fieldHad bool
	folder   string // the folder of the last Layout
	view     PickerView
	queue    []PickerEvent
	// rects are where the parent, Open and Cancel buttons were in the last
	// Layout, in its coordinates.
	rects [3]image.Rectangle
}

// Update returns the next request, if any.
func (p *FilePicker) Update(gtx layout.Context) (PickerEvent, bool) {
	p.update(gtx)
	if len(p.queue) == 0 {
		return PickerEvent{}, false
	}
	e := p.queue[0]
	p.queue = append(p.queue[:0], p.queue[1:]...)
	return e, true
}

// Path returns the text of the path field.
func (p *FilePicker) Path() string { return p.path.Text() }

func (p *FilePicker) emit(k PickerEventKind, path string) {
	p.queue = append(p.queue, PickerEvent{Kind: k, Path: path})
}

// activate opens line i: a folder is listed, a file opened.
func (p *FilePicker) activate(i int) {
	if i < 0 || i >= len(p.view.Entries) {
		return
	}
	e := p.view.Entries[i]
	full := filepath.Join(p.view.Folder, e.Name)
	if e.Dir {
		p.emit(PickerList, full)
		return
	}
	p.emit(PickerOpen, full)
}

// choose selects line i and, for a file, puts its path in the field.
func (p *FilePicker) choose(i int) {
	if i < 0 || i >= len(p.view.Entries) {
		return
	}
	p.sel = i
	e := p.view.Entries[i]
	if !e.Dir {
		if p.view.Save {
			p.path.SetText(e.Name)
		} else {
			p.path.SetText(filepath.Join(p.view.Folder, e.Name))
		}
	}
	// Keep the line in sight.
	if p.list.Position.First > i {
		p.list.Position.First, p.list.Position.Offset = i, 0
	} else if c := p.list.Position.Count; c > 1 && i >= p.list.Position.First+c-1 {
		p.list.Position.First, p.list.Position.Offset = i-c+2, 0
	}
}

// submit opens what the field names (relative to the folder listed).
func (p *FilePicker) submit() {
	t := strings.TrimSpace(p.path.Text())
	if t == "" {
		if p.sel >= 0 && !p.view.Save {
			p.activate(p.sel)
		}
		return
	}
	if !filepath.IsAbs(t) && !strings.HasPrefix(t, "~") {
		t = filepath.Join(p.view.Folder, t)
	}
	p.emit(PickerOpen, t)
}

func (p *FilePicker) goParent() {
	if p.view.Folder == "" {
		return
	}
	if parent := filepath.Dir(p.view.Folder); parent != p.view.Folder {
		p.emit(PickerList, parent)
	}
}

func (p *FilePicker) update(gtx layout.Context) {
	for i := range p.rows {
		if i >= len(p.view.Entries) {
			break
		}
		if n, ok := p.rows[i].clickedN(gtx); ok {
			p.focus = focusList
			if p.view.Entries[i].Dir || n >= 2 {
				p.activate(i)
			} else {
				p.choose(i)
			}
		}
	}
	if p.parent.Clicked(gtx) {
		p.goParent()
	}
	if p.ok.Clicked(gtx) {
		p.submit()
	}
	if p.cancel.Clicked(gtx) {
		p.emit(PickerCancel, "")
	}
	for {
		e, ok := p.path.Update(gtx)
		if !ok {
			break
		}
		if _, ok := e.(widget.SubmitEvent); ok {
			p.submit()
		}
	}
	// A click in the field gives it the keyboard: follow it (on the change
	// only, so a Tab out of the field is not undone before it takes effect).
	if f := gtx.Focused(&p.path); f != p.fieldHad {
		p.fieldHad = f
		if f {
			p.focus = focusField
		}
	}
	for _, ke := range modalKeys(gtx, p, true, []key.Name{key.NameUpArrow, key.NameDownArrow, key.NameLeftArrow,
		key.NameRightArrow, key.NameHome, key.NameEnd, key.NameReturn, key.NameEnter, key.NameSpace,
		key.NameDeleteBackward},
		// The path field has the keyboard when clicked: Tab and Escape
		// still leave it.
		key.Filter{Focus: &p.path, Name: key.NameTab, Optional: key.ModShift},
		key.Filter{Focus: &p.path, Name: key.NameEscape}) {
		p.key(gtx, ke)
	}
	p.scrimEvents(gtx)
}

func (p *FilePicker) key(gtx layout.Context, e key.Event) {
	n := len(p.view.Entries)
	switch e.Name {
	case key.NameEscape:
		p.emit(PickerCancel, "")
	case key.NameTab:
		p.focus = pickerFocus(wrapFocus(int(p.focus), tabDir(e), int(focusCount)))
	case key.NameUpArrow, key.NameDownArrow, key.NameHome, key.NameEnd:
		if n == 0 {
			return
		}
		p.focus = focusList
		i := p.sel
		switch e.Name {
		case key.NameUpArrow:
			i = max(0, i-1)
		case key.NameDownArrow:
			i = min(n-1, i+1)
		case key.NameHome:
			i = 0
		case key.NameEnd:
			i = n - 1
		}
		p.choose(i)
	case key.NameLeftArrow, key.NameRightArrow:
		// Between the buttons.
		if p.focus >= focusOpen {
			order := []pickerFocus{focusParent, focusCancel, focusOpen}
			at := 0
			for j, f := range order {
				if f == p.focus {
					at = j
				}
			}
			if e.Name == key.NameLeftArrow {
				at = (at + len(order) - 1) % len(order)
			} else {
				at = (at + 1) % len(order)
			}
			p.focus = order[at]
		}
	case key.NameReturn, key.NameEnter, key.NameSpace:
		switch p.focus {
		case focusList:
			if e.Name == key.NameSpace {
				p.choose(p.sel)
			} else {
				p.activate(p.sel)
			}
		case focusOpen:
			p.submit()
		case focusCancel:
			p.emit(PickerCancel, "")
		case focusParent:
			p.goParent()
		}
	case key.NameDeleteBackward:
		p.goParent()
	}
}

// PickerStyle draws a FilePicker for one frame, as a modal panel.
type PickerStyle struct {
	Theme  *Theme
	Picker *FilePicker
	View   PickerView
	// The picker's words, in the player's language: the title ("Open a
	// grid", "Save the grid as"), the parent folder's button, the path
	// field's hint, what an empty folder shows, the OK button (Open or
	// Save) and Cancel.
	Title, Parent, PathHint, Empty, OK, Cancel string
}

// Layout covers the constraints with a scrim and draws the picker panel.
func (s PickerStyle) Layout(gtx layout.Context) layout.Dimensions {
	pk, pal := s.Picker, &s.Theme.Palette
	s.follow(gtx)

	full := gtx.Constraints.Max
	pk.drawScrim(gtx, full, pal.Scrim)

	margin := gtx.Dp(16)
	width := min(full.X-2*margin, gtx.Dp(600))
	height := min(full.Y-2*margin, gtx.Dp(560))
	pad := gtx.Dp(20)
	inner := width - 2*pad
	off := image.Pt((full.X-width)/2, (full.Y-height)/2)
	po := op.Offset(off).Push(gtx.Ops)
	defer po.Pop()
	panel := image.Rectangle{Max: image.Pt(width, height)}
	shadow(gtx, panel, gtx.Dp(14), pal.Shadow)
	paint.FillShape(gtx.Ops, pal.Surface, clip.UniformRRect(panel, gtx.Dp(14)).Op(gtx.Ops))
	panelEdge(gtx, pal, panel, gtx.Dp(14))
	area := clip.Rect(panel).Push(gtx.Ops)
	event.Op(gtx.Ops, pk)
	area.Pop()

	y := s.layoutHead(gtx, pad, inner, off)

	// Bottom: field, then buttons.
	btnH := gtx.Dp(42)
	fieldH := gtx.Dp(42)
	bottom := height - pad - btnH - gtx.Dp(12) - fieldH - gtx.Dp(12)
	s.layoutList(gtx, image.Rect(pad, y, pad+inner, bottom))
	fy := bottom + gtx.Dp(12)
	s.layoutField(gtx, image.Rect(pad, fy, pad+inner, fy+fieldH))
	s.layoutButtons(gtx, image.Rect(pad, fy+fieldH+gtx.Dp(12), pad+inner, fy+fieldH+gtx.Dp(12)+btnH), off)
	return layout.Dimensions{Size: full}
}

// follow takes in the view and the input of this frame: a new folder
// selects its first line and shows in the field; the keyboard goes to the
// field when it has the focus, else to the panel.
func (s PickerStyle) follow(gtx layout.Context) {
	pk := s.Picker
	if s.View.Folder != pk.folder || pk.path.Text() == "" && pk.folder == "" {
		pk.folder = s.View.Folder
		pk.sel = -1
		if len(s.View.Entries) > 0 {
			pk.sel = 0
		}
		pk.list.Position = layout.Position{}
		if !s.View.Save {
			pk.path.SetText(withSeparator(s.View.Folder))
		}
	}
	pk.view = s.View
	pk.path.SingleLine, pk.path.Submit = true, true
	for len(pk.rows) < len(s.View.Entries) {
		pk.rows = append(pk.rows, Button{})
	}
	pk.update(gtx)
	if len(pk.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	if pk.focus == focusField {
		takeFocus(gtx, &pk.path)
	} else {
		takeFocus(gtx, pk)
	}
}

// placeAt lays w out at (x, y) within max and returns its size.
func placeAt(gtx layout.Context, x, y int, w layout.Widget, max image.Point) layout.Dimensions {
	st := op.Offset(image.Pt(x, y)).Push(gtx.Ops)
	g := gtx
	g.Constraints = layout.Constraints{Max: max}
	d := w(g)
	st.Pop()
	return d
}

// layoutHead draws the title, the parent button and the folder from the
// panel's top, and returns the y under them; off is the panel's place in
// the window.
func (s PickerStyle) layoutHead(gtx layout.Context, pad, inner int, off image.Point) int {
	pk, th, pal := s.Picker, s.Theme, &s.Theme.Palette
	y := pad
	title := s.Title
	pb := IconButton(th, &pk.parent, IconParent, s.Parent)
	pb.Compact = inner < gtx.Dp(420)
	pb.Focused = pk.focus == focusParent
	pb.Enabled = filepath.Dir(s.View.Folder) != s.View.Folder && s.View.Folder != ""
	m := op.Record(gtx.Ops)
	pbw := pb.Layout(gtx.Disabled()).Size.X
	m.Stop()
	pbd := placeAt(gtx, pad+inner-pbw, y, pb.Layout, image.Pt(pbw, gtx.Dp(48)))
	pk.rects[0] = image.Rectangle{Max: pbd.Size}.Add(off.Add(image.Pt(pad+inner-pbw, y)))
	td := TextStyle{Theme: th, Text: title, Size: 19, Color: pal.SurfaceFg, Weight: font.Bold, MaxLines: 1}
	ts := td.measure(gtx)
	placeAt(gtx, pad, y+(pbd.Size.Y-ts.Y)/2, td.Layout, image.Pt(inner-pbw-gtx.Dp(8), ts.Y))
	y += pbd.Size.Y + gtx.Dp(4)
	fd := TextStyle{Theme: th, Text: s.View.Folder, Size: 13, Color: pal.TextMuted, MaxLines: 1}
	return y + placeAt(gtx, pad, y, fd.Layout, image.Pt(inner, gtx.Dp(40))).Size.Y + gtx.Dp(8)
}

// layoutButtons draws Open (or Save) and Cancel from the right of r; off
// is the panel's place in the window.
func (s PickerStyle) layoutButtons(gtx layout.Context, r image.Rectangle, off image.Point) {
	pk, th := s.Picker, s.Theme
	okb := NewButton(th, &pk.ok, s.OK)
	okb.Kind, okb.MinWidth, okb.Focused = ButtonPrimary, 96, pk.focus == focusOpen
	okb.Height = 42
	cb := NewButton(th, &pk.cancel, s.Cancel)
	cb.MinWidth, cb.Focused, cb.Height = 96, pk.focus == focusCancel, 42
	m := op.Record(gtx.Ops)
	ow := okb.Layout(gtx.Disabled()).Size.X
	cw := cb.Layout(gtx.Disabled()).Size.X
	m.Stop()
	h, gap := r.Dy(), gtx.Dp(8)
	placeAt(gtx, r.Max.X-ow, r.Min.Y, okb.Layout, image.Pt(ow, h))
	placeAt(gtx, r.Max.X-ow-gap-cw, r.Min.Y, cb.Layout, image.Pt(cw, h))
	pk.rects[1] = image.Rect(r.Max.X-ow, r.Min.Y, r.Max.X, r.Max.Y).Add(off)
	pk.rects[2] = image.Rect(r.Max.X-ow-gap-cw, r.Min.Y, r.Max.X-ow-gap, r.Max.Y).Add(off)
}

func (s PickerStyle) layoutList(gtx layout.Context, r image.Rectangle) {
	pk, th, pal := s.Picker, s.Theme, &s.Theme.Palette
	st := op.Offset(r.Min).Push(gtx.Ops)
	defer st.Pop()
	size := r.Size()
	frame := image.Rectangle{Max: size}
	rr := gtx.Dp(8)
	paint.FillShape(gtx.Ops, pal.Cell, clip.UniformRRect(frame, rr).Op(gtx.Ops))
	border := pal.Border
	if pk.focus == focusList {
		border = pal.Focus
	}
	paint.FillShape(gtx.Ops, border, clip.Stroke{Path: clip.UniformRRect(frame, rr).Path(gtx.Ops), Width: float32(max(1, gtx.Dp(1)))}.Op())
	g := gtx
	g.Constraints = layout.Exact(size.Sub(image.Pt(0, gtx.Dp(8))))
	io := op.Offset(image.Pt(0, gtx.Dp(4))).Push(gtx.Ops)
	defer io.Pop()
	cl := clip.Rect{Max: g.Constraints.Max}.Push(gtx.Ops)
	defer cl.Pop()
	msg := s.View.Error
	if msg == "" && len(s.View.Entries) == 0 {
		msg = s.Empty
	}
	if msg != "" {
		g.Constraints.Min.Y = 0
		ts := TextStyle{Theme: th, Text: msg, Size: 15, Color: pal.TextMuted, Alignment: text.Middle}
		o := op.Offset(image.Pt(0, gtx.Dp(24))).Push(gtx.Ops)
		ts.Layout(g)
		o.Pop()
		return
	}
	pk.list.Axis = layout.Vertical
	rowH := gtx.Dp(36)
	ls := material.List(th.Material, &pk.list)
	ls.Indicator.Color = pal.TextMuted
	ls.Layout(g, len(s.View.Entries), func(gtx layout.Context, i int) layout.Dimensions {
		e := s.View.Entries[i]
		w := gtx.Constraints.Max.X
		sz := image.Pt(w, rowH)
		return pk.rows[i].layoutCustom(gtx, true, sz, func(gtx layout.Context) {
			inset := gtx.Dp(4)
			row := image.Rect(inset, 0, w-inset, rowH)
			switch {
			case i == pk.sel:
				paint.FillShape(gtx.Ops, pal.Selected, clip.UniformRRect(row, gtx.Dp(6)).Op(gtx.Ops))
			case pk.rows[i].Hovered():
				paint.FillShape(gtx.Ops, pal.Related, clip.UniformRRect(row, gtx.Dp(6)).Op(gtx.Ops))
			}
			icon := IconFile
			icol := pal.TextMuted
			if e.Dir {
				icon, icol = IconFolder, pal.Accent
			}
			icPx := gtx.Dp(20)
			if ic := pk.rows[i].icons.get(icon); ic != nil {
				o := op.Offset(image.Pt(gtx.Dp(12), (rowH-icPx)/2)).Push(gtx.Ops)
				g := gtx
				g.Constraints = layout.Exact(image.Pt(icPx, icPx))
				ic.Layout(g, icol)
				o.Pop()
			}
			name := e.Name
			if e.Dir {
				name += string(filepath.Separator)
			}
			ts := TextStyle{Theme: th, Text: name, Size: 15, Color: pal.SurfaceFg, MaxLines: 1}
			tsz := ts.measure(gtx)
			x := gtx.Dp(12) + icPx + gtx.Dp(10)
			o := op.Offset(image.Pt(x, (rowH-tsz.Y)/2)).Push(gtx.Ops)
			g := gtx
			g.Constraints = layout.Constraints{Max: image.Pt(max(0, w-x-gtx.Dp(8)), rowH)}
			ts.Layout(g)
			o.Pop()
		})
	})
}

func (s PickerStyle) layoutField(gtx layout.Context, r image.Rectangle) {
	pk, th, pal := s.Picker, s.Theme, &s.Theme.Palette
	st := op.Offset(r.Min).Push(gtx.Ops)
	defer st.Pop()
	size := r.Size()
	frame := image.Rectangle{Max: size}
	rr := gtx.Dp(8)
	paint.FillShape(gtx.Ops, pal.Cell, clip.UniformRRect(frame, rr).Op(gtx.Ops))
	border, bw := pal.Border, float32(max(1, gtx.Dp(1)))
	if pk.focus == focusField {
		border, bw = pal.Focus, float32(gtx.Dp(2))
	}
	paint.FillShape(gtx.Ops, border, clip.Stroke{Path: clip.UniformRRect(frame, rr).Path(gtx.Ops), Width: bw}.Op())
	padX := gtx.Dp(12)
	es := material.Editor(th.Material, &pk.path, s.PathHint)
	es.Color, es.HintColor = pal.SurfaceFg, pal.TextMuted
	es.SelectionColor = withAlpha(pal.Accent, 0.35)
	es.TextSize = 15
	g := gtx
	g.Constraints = layout.Constraints{Min: image.Pt(size.X-2*padX, 0), Max: image.Pt(size.X-2*padX, size.Y)}
	m := op.Record(gtx.Ops)
	d := es.Layout(g)
	call := m.Stop()
	o := op.Offset(image.Pt(padX, (size.Y-d.Size.Y)/2)).Push(gtx.Ops)
	call.Add(gtx.Ops)
	o.Pop()
}

// withSeparator returns a folder path ending with the path separator, so
// the field invites typing a file name.
func withSeparator(folder string) string {
	if folder == "" || strings.HasSuffix(folder, string(filepath.Separator)) {
		return folder
	}
	return folder + string(filepath.Separator)
}
