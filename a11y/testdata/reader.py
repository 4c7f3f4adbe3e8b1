"""A screen reader's view of the game's tree, through Debian's pyatspi.

Run by TestReaderWalksTheTree (e2e_test.go) on a private desktop bus. It
walks the tree and checks roles and names, then asks the Go side for
changes, one line "ASK <what>" on stdout answered by "OK" on stdin, and
waits for the events a reader receives. Any failure exits non-zero with
the reason on stderr.
"""

import re
import sys

import pyatspi
from gi.repository import Atspi, GLib

TIMEOUT_US = 30 * 1000 * 1000  # a guard against a hang, never a wait


def fail(msg):
    print("FAIL: " + msg, file=sys.stderr, flush=True)
    sys.exit(1)


def check(cond, msg):
    if not cond:
        fail(msg)


def ask(what):
    print("ASK " + what, flush=True)
    answer = sys.stdin.readline().strip()
    check(answer == "OK", "the Go side answered %r to %r" % (answer, what))


events = []


def on_event(event):
    events.append(event)


def describe(e):
    try:
        name = e.source.name
    except Exception:  # the source may be gone
        name = "?"
    return "%s(%s, %d, %d, %r)" % (e.type, name, e.detail1, e.detail2, e.any_data)


def wait_for(what, pred):
    """Runs the main loop until an event matches pred; returns it."""
    ctx = GLib.MainContext.default()
    start = GLib.get_monotonic_time()
    # A periodic source so the loop wakes to check the guard.
    tick = GLib.timeout_add(100, lambda: True)
    try:
        while True:
            for i, e in enumerate(events):
                if pred(e):
                    del events[: i + 1]
                    return e
            if GLib.get_monotonic_time() - start > TIMEOUT_US:
                fail("no %s; the events were: %s" % (what, ", ".join(describe(e) for e in events)))
            ctx.iteration(True)
    finally:
        GLib.source_remove(tick)


def roles(acc):
    return [c.getRole() for c in acc]


def names(acc):
    return [c.name for c in acc]


def main():
    app_name = sys.argv[1]
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [a for a in desktop if a is not None and a.name == app_name]
    check(len(apps) == 1, "%d applications named %r on the desktop: %r" % (len(apps), app_name, names(desktop)))
    app = apps[0]
    check(app.getRole() == pyatspi.ROLE_APPLICATION, "the application's role is %s" % app.getRoleName())
    check(app.get_toolkit_name() == "Gio", "toolkit %r" % app.get_toolkit_name())
    check(app.childCount == 1, "the application has %d windows" % app.childCount)

    frame = app[0]
    check(frame.getRole() == pyatspi.ROLE_FRAME and frame.name == "Sudoku",
          "the window is a %s named %r" % (frame.getRoleName(), frame.name))
    state = frame.getState()
    check(state.contains(pyatspi.STATE_ACTIVE) and state.contains(pyatspi.STATE_SHOWING),
          "the window's states: %s" % state.getStates())
    check(roles(frame) == [pyatspi.ROLE_TOOL_BAR, pyatspi.ROLE_TABLE, pyatspi.ROLE_PANEL, pyatspi.ROLE_NOTIFICATION],
          "the window's children: %s" % [c.getRoleName() for c in frame])
    header, board, pad, status = frame[0], frame[1], frame[2], frame[3]
    check(header.parent == frame and board.getIndexInParent() == 1, "parent and index of the board")

    check(names(header) == ["New game", "Undo", "Redo", "Notes", "Hint", "Menu"], "the header: %s" % names(header))
    for b in header:
        want = pyatspi.ROLE_TOGGLE_BUTTON if b.name == "Notes" else pyatspi.ROLE_PUSH_BUTTON
        check(b.getRole() == want, "%s is a %s" % (b.name, b.getRoleName()))
    check(names(pad) == [str(d) for d in range(1, 10)], "the number pad: %s" % names(pad))
    check(all(r == pyatspi.ROLE_PUSH_BUTTON for r in roles(pad)), "the number pad's keys are not push buttons")

    # The board: a 9 x 9 table of 81 cells, named as the player hears them.
    table = board.queryTable()
    check(table.nRows == 9 and table.nColumns == 9, "the board is %d x %d" % (table.nRows, table.nColumns))
    check(board.childCount == 81, "the board has %d cells" % board.childCount)
    pattern = re.compile(r"^Row ([1-9]), column ([1-9]): ([1-9], given|[1-9]|empty)$")
    for i, cell in enumerate(board):
        check(cell.getRole() == pyatspi.ROLE_TABLE_CELL, "cell %d is a %s" % (i, cell.getRoleName()))
        m = pattern.match(cell.name)
        check(m is not None and (int(m.group(1)), int(m.group(2))) == (i // 9 + 1, i % 9 + 1),
              "cell %d is named %r" % (i, cell.name))
    cell = table.getAccessibleAt(0, 4)
    check(cell.name == "Row 1, column 5: 7, given", "the cell at row 1, column 5: %r" % cell.name)
    check(table.getAccessibleAt(2, 5).name == "Row 3, column 6: empty", "row 3, column 6: %r" % table.getAccessibleAt(2, 5).name)
    pos = Atspi.TableCell.get_position(cell)
    check(tuple(pos)[-2:] == (0, 4), "the cell's position: %r" % (pos,))
    ext = cell.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    check((ext.x, ext.y, ext.width, ext.height) == (1000 + 40 + 4 * 80, 200 + 80, 80, 80),
          "the cell's extents on the screen: %r" % ((ext.x, ext.y, ext.width, ext.height),))
    check(board.queryComponent().getAccessibleAtPoint(1000 + 40 + 4 * 80 + 5, 200 + 85, pyatspi.DESKTOP_COORDS) == cell,
          "the cell at its point on the screen")
    first = board[0]
    check(first.getState().contains(pyatspi.STATE_FOCUSED), "the first cell has not the focus")

    hint = header[4]
    action = hint.queryAction()
    check(action.nActions == 1 and action.getName(0) == "press", "the Hint button's actions")
    check(status.getAttributes() is not None and "live:polite" in status.getAttributes(),
          "the status line's attributes: %r" % status.getAttributes())

    # Events from here on.
    for kind in ["object:state-changed", "object:property-change", "object:children-changed", "focus:",
                 "object:announcement", "window:activate", "window:deactivate"]:
        pyatspi.Registry.registerEventListener(on_event, kind)
    ask("listening")

    # An arrow key moves the selection: the old cell loses the focus, the new
    # one takes it.
    ask("select 2 4")
    e = wait_for("focus on row 3, column 5", lambda e: e.type == "object:state-changed:focused" and e.detail1 == 1)
    check(e.source.name == "Row 3, column 5: empty", "the focus went to %r" % e.source.name)
    cell = e.source
    e = wait_for("the focus event", lambda e: e.type == "focus:")
    check(e.source == cell, "the focus event came from %r" % e.source.name)
    check(e.source.getState().contains(pyatspi.STATE_FOCUSED), "the new cell's state has no focus")
    check(not first.getState().contains(pyatspi.STATE_FOCUSED), "the first cell keeps the focus")

    # A digit placed: the cell's new name.
    ask("place 2 5 4")
    e = wait_for("the cell's new name", lambda e: e.type == "object:property-change:accessible-name")
    check(e.any_data == "Row 3, column 6: 4", "the new name is %r" % e.any_data)
    check(table.getAccessibleAt(2, 5).name == "Row 3, column 6: 4", "the cell is named %r" % table.getAccessibleAt(2, 5).name)

    # The reader presses a button, the game does what it says.
    notes = header[3]
    check(notes.queryAction().doAction(0), "the Notes button refused its action")
    e = wait_for("the Notes button checked", lambda e: e.type == "object:state-changed:checked")
    check(e.source.name == "Notes" and e.detail1 == 1, "checked: %s" % describe(e))

    # The reader moves the focus to a cell.
    last = board[80]
    check(last.queryComponent().grabFocus(), "the last cell refused the focus")
    e = wait_for("focus on the last cell", lambda e: e.type == "object:state-changed:focused" and e.detail1 == 1)
    check(e.source.name == "Row 9, column 9: 9, given", "the focus went to %r" % e.source.name)

    # A panel opens and closes.
    ask("open hint")
    e = wait_for("the hint panel added", lambda e: e.type.startswith("object:children-changed:add"))
    check(e.source == frame and e.detail1 == 4 and e.any_data.name == "Hint", "added: %s" % describe(e))
    check(frame.childCount == 5 and frame[4].name == "Hint", "the window has %d children" % frame.childCount)
    check(frame[4][0].name.startswith("Look at row 3"), "the hint says %r" % frame[4][0].name)
    ask("close hint")
    e = wait_for("the hint panel removed", lambda e: e.type.startswith("object:children-changed:remove"))
    check(e.source == frame and e.detail1 == 4, "removed: %s" % describe(e))
    check(frame.childCount == 4, "the window has %d children after the panel closed" % frame.childCount)

    # The player switches to another window and back.
    ask("deactivate")
    e = wait_for("the window deactivated", lambda e: e.type == "window:deactivate")
    check(e.source == frame and not frame.getState().contains(pyatspi.STATE_ACTIVE), "deactivated: %s" % describe(e))
    ask("activate")
    e = wait_for("the window activated", lambda e: e.type == "window:activate")
    check(e.source == frame and frame.getState().contains(pyatspi.STATE_ACTIVE), "activated: %s" % describe(e))

    # What the game says in its status line: a notification that shows (what
    # Orca 43 speaks), or the protocol's announcement event.
    ask("announce Row 3 has two 7s")
    e = wait_for("the status line shown", lambda e: e.type == "object:state-changed:showing" and e.detail1 == 1)
    check(e.source == status and status.name == "Row 3 has two 7s", "shown: %s, named %r" % (describe(e), status.name))
    ask("announce-event Puzzle solved")
    e = wait_for("the announcement", lambda e: e.type == "object:announcement")
    check(e.source == frame and e.any_data == "Puzzle solved", "announced %s" % describe(e))

    for kind in ["object:state-changed", "object:property-change", "object:children-changed", "focus:",
                 "object:announcement", "window:activate", "window:deactivate"]:
        pyatspi.Registry.deregisterEventListener(on_event, kind)
    print("PASS", flush=True)


main()
