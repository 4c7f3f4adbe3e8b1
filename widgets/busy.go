package widgets

import (
	"image"
	"time"

	"gioui.org/io/key"
	"gioui.org/layout"
	"gioui.org/op"
	"gioui.org/op/clip"
	"gioui.org/op/paint"
)

// BusyOverlay is the state of the progress overlay shown while long work
// runs off the UI goroutine (docs/architecture.md, app, Work off the UI goroutine): generating a hard puzzle, reading a
// large collection, a native file dialog. It is modal like a dialog (the
// board gets no input) but appears only after a short delay, so quick work
// does not flash a panel. Escape or the Cancel button ask to cancel, when
// the work can be cancelled; any other key is reported (BusyKey) so that
// the window can say it is busy rather than drop the key without a word.
type BusyOverlay struct {
	modalBase
	cancel      Button
	cancellable bool        // as in the last Layout
	queue       []BusyEvent // events not yet collected
	cancelRect  image.Rectangle
}

// BusyEvent is what the player did on the busy overlay.
type BusyEvent uint8

// The busy overlay's events.
const (
	BusyCancel BusyEvent = iota + 1 // Escape or Cancel, on work that can be cancelled
	BusyKey                         // a key the overlay does not take (Escape when nothing cancels)
)

// busyDelay is how long work runs before the overlay shows its panel.
const busyDelay = 150 * time.Millisecond

// Update returns the next event since the last call, false when none is
// left.
func (b *BusyOverlay) Update(gtx layout.Context) (BusyEvent, bool) {
	b.update(gtx)
	if len(b.queue) == 0 {
		return 0, false
	}
	e := b.queue[0]
	b.queue = b.queue[1:]
	return e, true
}

func (b *BusyOverlay) update(gtx layout.Context) {
	if b.cancel.Clicked(gtx) && b.cancellable {
		b.queue = append(b.queue, BusyCancel)
	}
	// Every key while the overlay has the focus: Escape, and the others
	// to report (a modifier alone is the start of a key, not one).
	all := key.ModCtrl | key.ModShift | key.ModAlt | key.ModSuper | key.ModCommand
	for _, e := range modalKeys(gtx, b, false, nil, key.Filter{Focus: b, Optional: all}) {
		switch {
		case e.Name == key.NameEscape && e.Modifiers == 0 && b.cancellable:
			b.queue = append(b.queue, BusyCancel)
		case !modifierName(e.Name):
			b.queue = append(b.queue, BusyKey)
		}
	}
}

// modifierName reports whether n names a modifier key alone.
func modifierName(n key.Name) bool {
	switch n {
	case key.NameCtrl, key.NameShift, key.NameAlt, key.NameSuper, key.NameCommand:
		return true
	}
	return false
}

// BusyStyle draws a BusyOverlay for one frame.
type BusyStyle struct {
	Theme   *Theme
	Overlay *BusyOverlay
	Title   string
	Message string
	// Started is when the work began: the panel shows busyDelay later.
	Started time.Time
	// Cancellable shows the Cancel button (labelled Cancel) and lets
	// Escape cancel.
	Cancellable bool
	Cancel      string
	// Waiting says the work waits for the player elsewhere (a file
	// dialog in its own window): no moving bar, and no frames once the
	// panel has faded in.
	Waiting bool
}

// Layout covers the window (swallowing its input) and, after the delay,
// draws the panel with a moving progress bar.
func (s BusyStyle) Layout(gtx layout.Context) layout.Dimensions {
	b, th, p := s.Overlay, s.Theme, &s.Theme.Palette
	b.cancellable = s.Cancellable
	b.update(gtx)
	if len(b.queue) > 0 {
		gtx.Execute(op.InvalidateCmd{})
	}
	el := gtx.Now.Sub(s.Started)
	if gtx.Now.IsZero() || s.Started.IsZero() {
		el = busyDelay // no clock: show at once, still
	}
	if el < busyDelay {
		// Swallow the input, draw nothing yet, and come back when due.
		gtx.Execute(op.InvalidateCmd{At: s.Started.Add(busyDelay)})
		return b.layoutPanel(gtx, th, panelSpec{focus: b, maxWidth: 400, scrimAlpha: 0,
			content: func(gtx layout.Context, inner, maxH int) int { return 0 }})
	}
	fade := clamp01(float32(el-busyDelay) / float32(200*time.Millisecond))
	if th.ReduceMotion {
		fade = 1
	}
	if !gtx.Now.IsZero() && (!s.Waiting || fade < 1) {
		gtx.Execute(op.InvalidateCmd{At: gtx.Now.Add(frameInterval * 2)})
	}
	return b.layoutPanel(gtx, th, panelSpec{focus: b, maxWidth: 400, scrimAlpha: fade,
		content: func(gtx layout.Context, inner, maxH int) int {
			y := panelTitle(gtx, th, s.Title, inner, 0)
			if s.Message != "" {
				g := gtx
				g.Constraints = layout.Constraints{Min: image.Pt(inner, 0), Max: image.Pt(inner, maxH)}
				st := op.Offset(image.Pt(0, y)).Push(gtx.Ops)
				d := TextStyle{Theme: th, Text: s.Message, Size: 15, Color: p.TextMuted}.Layout(g)
				st.Pop()
				y += d.Size.Y + gtx.Dp(14)
			}
			if s.Waiting {
				return y
			}
			// The bar: a track and a segment sweeping across it.
			barH := gtx.Dp(6)
			track := image.Rect(0, y, inner, y+barH)
			paint.FillShape(gtx.Ops, p.Border, clip.UniformRRect(track, barH/2).Op(gtx.Ops))
			period := 1200 * time.Millisecond
			phase := float32(el%period) / float32(period)
			segW := inner / 3
			x0 := int(phase*float32(inner+segW)) - segW
			seg := image.Rect(max(0, x0), y, min(inner, x0+segW), y+barH)
			if !seg.Empty() {
				paint.FillShape(gtx.Ops, p.Accent, clip.UniformRRect(seg, barH/2).Op(gtx.Ops))
			}
			y += barH
			if s.Cancellable {
				y += gtx.Dp(18)
				bs := NewButton(th, &b.cancel, s.Cancel)
				bs.Focused = true
				b.cancelRect = panelButton(gtx, bs, inner, y, gtx.Dp(60))
				y = b.cancelRect.Max.Y
			}
			return y
		}})
}

// cancelAt returns where the Cancel button was in the last Layout, in its
// coordinates (for tests).
func (b *BusyOverlay) cancelAt() image.Rectangle {
	return b.cancelRect.Add(b.origin)
}
