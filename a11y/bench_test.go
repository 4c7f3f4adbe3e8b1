package a11y

import (
	"testing"
	"time"

	"github.com/godbus/dbus/v5"
)

// BenchmarkFrame is the tree's share of a window frame in which an arrow
// key moves the selection: the window redescribes all 81 cells (names
// rebuilt, states set) and the tree sends what changed. Side by side:
//
//   - off: no reader; the window asks Active and describes nothing;
//   - idle: exported, nobody listens to events; a frame where nothing
//     changed, then one where the selection moves;
//   - listened: a reader listens to events; the selection moves, and the
//     focus and selection events go over the bus. ns/op is the frame and
//     the sending of its events (which a goroutine of the provider does);
//     window-ns/frame is the part on the window's goroutine.
//
// The budgets (docs/architecture.md, a11y): off costs nothing,
// listened stays under 0.5 ms a frame.
func BenchmarkFrame(b *testing.B) {
	bus := startBuses(b, true)
	tr := NewTree("Sudoku")
	g := newGame(tr)

	b.Run("off", func(b *testing.B) {
		p := &Provider{} // never started: as with no bus, or accessibility off
		b.ReportAllocs()
		for b.Loop() {
			if p.Active() {
				g.selectCell((g.sel + 1) % 81)
			}
		}
	})

	w := startWatched(b, tr)
	wait(b, w.active, true, "the provider to start exporting")
	b.Run("idle-unchanged", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if w.Active() {
				g.describe()
			}
		}
	})
	b.Run("idle-move", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if w.Active() {
				g.selectCell((g.sel + 1) % 81)
			}
		}
	})

	// A reader: it registers for the events and receives them.
	var addr string
	if err := bus.conn.Object(launcherName, launcherPath).Call("org.a11y.Bus.GetAddress", 0).Store(&addr); err != nil {
		b.Fatal(err)
	}
	reader, err := dbus.Connect(addr)
	if err != nil {
		b.Fatal(err)
	}
	defer reader.Close()
	received := make(chan *dbus.Signal, 1024)
	reader.Signal(received)
	done := make(chan int)
	go func() {
		n := 0
		for range received {
			n++
		}
		done <- n
	}()
	if err := reader.AddMatchSignal(dbus.WithMatchInterface(ifaceEventObject)); err != nil {
		b.Fatal(err)
	}
	if err := reader.Object(registryName, registryPath).Call(ifaceRegistry+".RegisterEvent", 0,
		"object:state-changed", []string{}, "").Err; err != nil {
		b.Fatal(err)
	}
	wait(b, w.listening, true, "the provider to see the reader")
	b.Run("listened-move", func(b *testing.B) {
		b.ReportAllocs()
		var window time.Duration
		n := 0
		for b.Loop() {
			start := time.Now()
			if w.Active() {
				g.selectCell((g.sel + 1) % 81)
			}
			window += time.Since(start)
			n++
			w.flush() // the frame's events on the bus before the next frame
		}
		b.ReportMetric(float64(window.Nanoseconds())/float64(n), "window-ns/frame")
	})
	reader.Close()
	if n := <-done; n == 0 {
		b.Fatal("the reader received no event")
	}
}
