// Package a11y describes the window to assistive technologies: a tree of
// nodes (the window, its buttons, the board as a table of cells, panels),
// each with a role, a name, states, a place on the screen, children and
// actions, and a provider that exports the tree on the desktop's
// accessibility bus (AT-SPI) while a screen reader such as Orca wants it.
//
// It imports neither Gio nor the game: the window creates the nodes and
// updates them from its own state (docs/architecture.md, a11y).
//
// # The tree
//
// NewTree makes the application node; Tree.NewNode makes the others, which
// enter the tree when a node of the tree takes them as children (Append,
// SetChildren). Setters (SetName, SetStates, SetBounds, SetChildren…)
// compare first: a value that did not change costs a comparison and
// allocates nothing, so the window may redescribe every widget each frame.
// The nodes are updated from one goroutine, the window's; the provider
// reads them from its own, under the tree's lock. One node at a time has
// StateFocused: giving it to a node takes it from the other. A table's
// children are its cells, row by row (SetTable).
//
// Actions (Node.SetActions) and OnGrabFocus run on a provider goroutine:
// the window posts them to its own event loop.
//
// # The provider
//
// Start looks for the accessibility bus in the background and never
// blocks. It reads the desktop's accessibility status (IsEnabled and
// ScreenReaderEnabled of org.a11y.Status on the session bus) without
// starting the bus's launcher, and follows its changes; while the status
// is on it connects to the accessibility bus, registers the application
// with the registry and answers readers' calls. Active tells the window
// whether to describe its widgets at all: while it is false the tree costs
// the window one atomic load a frame. Events (state, name and children
// changes, focus, window activation, announcements) are built and sent
// only while a reader has registered for events with the registry.
//
// On the wire (docs/architecture.md, a11y): roles and states by their
// numbers (roles.go, states.go), objects as (bus name, path), event
// signals as (detail, two numbers, a variant, a dictionary of properties).
package a11y
