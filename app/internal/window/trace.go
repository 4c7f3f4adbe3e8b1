package window

// SUDOKU_TRACE: a line on standard output once the first frame is drawn (its
// operations rendered and handed to the display), so
// `make bench-window` can time the launch; and a line each time a drawn
// frame shows another panel or game state ("view modal=level
// state=Playing"), so that the end-to-end tests wait for what the window
// shows instead of waiting for a time; and a line for each request a later
// launch hands over ("handover received file=…"). Nothing else is traced.

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// TraceEnvVar turns the trace on when set to a non-empty value.
const TraceEnvVar = "SUDOKU_TRACE"

// processStart is when the Go program began (package initialisation), the
// closest the program itself knows to its launch.
var processStart = time.Now()

// traceWriter returns where to trace, or nil when the trace is off.
func traceWriter() io.Writer {
	if os.Getenv(TraceEnvVar) == "" {
		return nil
	}
	return os.Stdout
}

// traceFirstFrame reports the first frame: when its FrameEvent arrived
// and when it was drawn, on the wall clock (for a launcher that noted when
// it started the process), and the time from the program's start to each.
// The difference is the renderer's work on the first frame, GPU set-up
// included.
func traceFirstFrame(w io.Writer, arrived time.Time) {
	now := time.Now()
	fmt.Fprintf(w, "first-frame unix_ns=%d event_unix_ns=%d since_init=%s event_since_init=%s\n",
		now.UnixNano(), arrived.UnixNano(), now.Sub(processStart).Round(time.Microsecond), arrived.Sub(processStart).Round(time.Microsecond))
}

// viewLine is the trace's line for what the window shows now: the panel
// open and the game's state.
func (u *ui) viewLine() string {
	modal := "none"
	if u.modal != nil {
		modal = strings.TrimSuffix(strings.TrimPrefix(fmt.Sprintf("%T", u.modal), "*window."), "Panel")
	}
	return fmt.Sprintf("view modal=%s state=%s", modal, strings.ReplaceAll(u.game.State().String(), " ", "_"))
}

// traceView reports what the frame drew (u.drawnView, taken once the
// window and its panel are laid out) when it differs from the previous
// report. A shortcut handled after the layout changes what the next frame
// draws, and is reported then: a test that waits for "state=Playing"
// sends its next key to a board drawn as taking input, which is the view
// the board interprets keys against.
func (u *ui) traceView() {
	if line := u.drawnView; line != u.tracedView {
		u.tracedView = line
		fmt.Fprintln(u.cfg.Trace, line)
	}
}
