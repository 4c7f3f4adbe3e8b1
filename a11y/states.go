package a11y

import "math/bits"

// State is a set of node states, one bit per state of the protocol's
// enumeration (bit n is state n), so that the set goes on the bus as its
// two 32-bit halves.
type State uint64

// The states, by their numbers on the bus.
const (
	StateActive         State = 1 << 1  // the window that has the keyboard
	StateArmed          State = 1 << 2  // pressed and about to act
	StateBusy           State = 1 << 3  // updating; a reader waits
	StateChecked        State = 1 << 4  // a check box, toggle or radio that is on
	StateCollapsed      State = 1 << 5  // an expandable that is closed
	StateDefunct        State = 1 << 6  // gone: the node left the tree
	StateEditable       State = 1 << 7  // its text can be changed
	StateEnabled        State = 1 << 8  // it can be used now
	StateExpandable     State = 1 << 9  // it can open to show more
	StateExpanded       State = 1 << 10 // an expandable that is open
	StateFocusable      State = 1 << 11 // it can take the keyboard focus
	StateFocused        State = 1 << 12 // it has the keyboard focus
	StateHorizontal     State = 1 << 14 // laid out left to right
	StateModal          State = 1 << 16 // a dialog that blocks the window behind
	StateMultiLine      State = 1 << 17 // text of several lines
	StateOpaque         State = 1 << 19 // paints every pixel of its extents
	StatePressed        State = 1 << 20 // a button held down
	StateResizable      State = 1 << 21 // a window the user can resize
	StateSelectable     State = 1 << 22 // a child its parent can select
	StateSelected       State = 1 << 23 // the selected child of its parent
	StateSensitive      State = 1 << 24 // it reacts to input (with Enabled)
	StateShowing        State = 1 << 25 // on screen now
	StateSingleLine     State = 1 << 26 // text of one line
	StateTransient      State = 1 << 28 // short-lived: a reader must not keep it
	StateVertical       State = 1 << 29 // laid out top to bottom
	StateVisible        State = 1 << 30 // meant to be seen (Showing when on screen)
	StateManagesDesc    State = 1 << 31 // its children come and go; it says which is active
	StateIndeterminate  State = 1 << 32 // a check that is neither on nor off
	StateRequired       State = 1 << 33 // an answer is required
	StateInvalidEntry   State = 1 << 36 // its content is wrong
	StateSelectableText State = 1 << 38 // its text can be selected
	StateIsDefault      State = 1 << 39 // the dialog's default button
	StateCheckable      State = 1 << 41 // it can be checked
	StateHasPopup       State = 1 << 42 // it opens a menu or a popup
	StateReadOnly       State = 1 << 43 // it can be read but not changed
)

// stateNames are the protocol's names of its states, indexed by bit: the
// detail of a state-changed event.
var stateNames = [...]string{
	"invalid", "active", "armed", "busy", "checked", "collapsed", "defunct", "editable", "enabled",
	"expandable", "expanded", "focusable", "focused", "has-tooltip", "horizontal", "iconified",
	"modal", "multi-line", "multiselectable", "opaque", "pressed", "resizable", "selectable",
	"selected", "sensitive", "showing", "single-line", "stale", "transient", "vertical", "visible",
	"manages-descendants", "indeterminate", "required", "truncated", "animated", "invalid-entry",
	"supports-autocompletion", "selectable-text", "is-default", "visited", "checkable", "has-popup",
	"read-only",
}

// stateName is the name of the state of bit n, "" past the enumeration.
func stateName(n int) string {
	if n < len(stateNames) {
		return stateNames[n]
	}
	return ""
}

// words is the set as the bus carries it: the low and the high 32 bits.
func (s State) words() []uint32 {
	return []uint32{uint32(s), uint32(s >> 32)}
}

// String lists the set's state names, for test messages.
func (s State) String() string {
	out := ""
	for s != 0 {
		n := bits.TrailingZeros64(uint64(s))
		s &^= 1 << n
		if out != "" {
			out += " "
		}
		if name := stateName(n); name != "" {
			out += name
		} else {
			out += "?"
		}
	}
	return out
}
