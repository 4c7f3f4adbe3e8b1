"""A screen reader on the real game, through Debian's pyatspi.

Run by TestScreenReaderE2E (a11y_e2e_test.go) on a private desktop bus
beside the game under Xvfb. It walks the tree (the window, the board's 81
cells, the number pad, the status line), then asks the Go side for keys,
one line "ASK <what>" on stdout answered by "OK" on stdin, and waits for
the events a reader receives: New game's two questions added and their focus, the status
line's announcements, the focus moving along the board, a digit's result
and the cell's new name, the menu added and removed, Undo pressed by the
reader and the cell emptied. Any failure exits
non-zero with the reason on stderr.
"""

import re
import sys

import pyatspi
from gi.repository import GLib

TIMEOUT_US = 60 * 1000 * 1000  # a guard against a hang, never a wait
CELL = re.compile(r"^Row ([1-9]), column ([1-9]): (.*)$")


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
    tick = GLib.timeout_add(100, lambda: True)  # wakes the loop to check the guard
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


def said(status, pred):
    """Waits for the status line to be shown with a text pred accepts."""
    e = wait_for("the status line shown",
                 lambda e: e.type == "object:state-changed:showing" and e.detail1 == 1 and e.source == status
                 and pred(status.name))
    return status.name


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [a for a in desktop if a is not None and a.name == "Sudoku"]
    check(len(apps) == 1, "%d applications named Sudoku" % len(apps))
    app = apps[0]
    check(app.get_toolkit_name() == "Gio", "toolkit %r" % app.get_toolkit_name())
    check(app.childCount == 1, "the application has %d windows" % app.childCount)
    frame = app[0]
    check(frame.getRole() == pyatspi.ROLE_FRAME and frame.name == "Sudoku", "the window: %s %r" % (frame.getRoleName(), frame.name))
    roles = [c.getRole() for c in frame]
    check(roles == [pyatspi.ROLE_TOOL_BAR, pyatspi.ROLE_DOCUMENT_SPREADSHEET, pyatspi.ROLE_PANEL, pyatspi.ROLE_NOTIFICATION],
          "the window's children: %s" % [c.getRoleName() for c in frame])
    header, sheet, pad, status = frame[0], frame[1], frame[2], frame[3]
    fx = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    names = [b.name for b in header]
    for want in ["New", "Open", "Save", "Undo", "Menu"]:
        check(want in names, "no %r in the tool bar: %s" % (want, names))
    for b in header:
        e = b.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        check(e.width > 10 and e.height > 10 and e.x + e.width <= fx.width and e.y + e.height <= fx.height,
              "%s's extents %r in a window of %r" % (b.name, (e.x, e.y, e.width, e.height), (fx.width, fx.height)))
    board = sheet[0]
    check(board.getRole() == pyatspi.ROLE_TABLE and board.name == "Board", "the board: %s %r" % (board.getRoleName(), board.name))
    table = board.queryTable()
    check(table.nRows == 9 and table.nColumns == 9 and board.childCount == 81, "the board is %d x %d" % (table.nRows, table.nColumns))
    digits = []
    for i, cell in enumerate(board):
        m = CELL.match(cell.name)
        check(cell.getRole() == pyatspi.ROLE_TABLE_CELL and m is not None and (int(m.group(1)), int(m.group(2))) == (i // 9 + 1, i % 9 + 1),
              "cell %d: %s %r" % (i, cell.getRoleName(), cell.name))
        what = m.group(3)
        check(what == "empty" or re.match(r"^[1-9], given$", what), "cell %d before the game: %r" % (i, what))
        digits.append(0 if what == "empty" else int(what[0]))
        e = cell.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        check(e.width > 10 and e.height > 10 and 0 <= e.x and e.x + e.width <= fx.width and 0 <= e.y and e.y + e.height <= fx.height,
              "cell %d's extents %r in a window of %r" % (i, (e.x, e.y, e.width, e.height), (fx.width, fx.height)))
    check(pad.name == "Number pad" and pad.childCount == 11, "the pad: %r with %d keys" % (pad.name, pad.childCount))
    check(re.match(r"^1, [0-9] left$", pad[0].name), "the pad's first key: %r" % pad[0].name)

    for kind in ["object:state-changed", "object:property-change", "object:children-changed", "focus:"]:
        pyatspi.Registry.registerEventListener(on_event, kind)
    ask("listening")

    # A new game from the keyboard: the variant question comes with the
    # focus on Classic, then the level question with the focus on Easy.
    ask("key ctrl+n")
    e = wait_for("the variant dialog", lambda e: e.type.startswith("object:children-changed:add") and e.source == frame)
    dialog = e.any_data
    check(dialog.getRole() == pyatspi.ROLE_DIALOG and dialog.name == "New game", "the dialog: %s %r" % (dialog.getRoleName(), dialog.name))
    check([c.name for c in dialog][0] == "Classic", "the variant dialog's buttons: %s" % [c.name for c in dialog])
    e = wait_for("the focus on Classic", lambda e: e.type == "focus:")
    check(e.source.name == "Classic", "the focus went to %r" % e.source.name)
    ask("key Return")
    wait_for("the variant dialog removed", lambda e: e.type.startswith("object:children-changed:remove") and e.source == frame)
    e = wait_for("the level dialog", lambda e: e.type.startswith("object:children-changed:add") and e.source == frame)
    dialog = e.any_data
    check(dialog.getRole() == pyatspi.ROLE_DIALOG and dialog.name == "New game", "the dialog: %s %r" % (dialog.getRoleName(), dialog.name))
    check([c.name for c in dialog][:4] == ["Easy", "Medium", "Hard", "Expert"], "the dialog's buttons: %s" % [c.name for c in dialog])
    e = wait_for("the focus on Easy", lambda e: e.type == "focus:")
    check(e.source.name == "Easy", "the focus went to %r" % e.source.name)
    ask("key Return")
    wait_for("the level dialog removed", lambda e: e.type.startswith("object:children-changed:remove") and e.source == frame)
    said(status, lambda s: s == "Playing")

    # The new grid's cells, and an empty one in the first row to play.
    digits = []
    for cell in board:
        what = CELL.match(cell.name).group(3)
        digits.append(0 if what == "empty" else int(what[0]))
    target = digits[:9].index(0) if 0 in digits[:9] else None
    check(target is not None, "no empty cell in the first row: %s" % digits[:9])
    peers = set()
    for j in range(81):
        if j // 9 == 0 or j % 9 == target or (j // 27 == 0 and j % 9 // 3 == target // 3):
            peers.add(digits[j])
    digit = min(d for d in range(1, 10) if d not in peers)

    # The arrows: the first selects row 1, column 1, the next ones move on.
    # The board itself may take the focus first, when the keyboard comes
    # back to it from the dialogs (and from the progress overlay, shown or
    # not depending on how fast the grid was made): a reader says "Board".
    ask("key Right")
    e = wait_for("the focus on row 1, column 1", lambda e: e.type == "focus:" and e.source != board)
    check(e.source == board[0] and e.source.name.startswith("Row 1, column 1: "), "the focus went to %r" % e.source.name)
    for col in range(1, target + 1):
        ask("key Right")
        e = wait_for("the focus on row 1, column %d" % (col + 1), lambda e: e.type == "focus:")
        check(e.source == board[col] and e.source.getState().contains(pyatspi.STATE_FOCUSED), "the focus went to %r" % e.source.name)
    check(not board[0].getState().contains(pyatspi.STATE_FOCUSED) or target == 0, "the first cell keeps the focus")

    # A digit: what it did, said at once, and the cell's new name.
    ask("key %d" % digit)
    text = said(status, lambda s: "%d" % digit in s)
    check(text == "%d placed at row 1, column %d." % (digit, target + 1), "the status line said %r" % text)
    wait_for("the cell renamed", lambda e: e.type == "object:property-change:accessible-name" and e.source == board[target])
    check(board[target].name == "Row 1, column %d: %d" % (target + 1, digit), "the cell is named %r" % board[target].name)

    # The menu opens and closes.
    ask("key F10")
    e = wait_for("the menu", lambda e: e.type.startswith("object:children-changed:add") and e.source == frame)
    menu = e.any_data
    check(menu.getRole() == pyatspi.ROLE_POPUP_MENU and "Settings" in [c.name for c in menu],
          "the menu: %s %s" % (menu.getRoleName(), [c.name for c in menu]))
    ask("key Escape")
    wait_for("the menu removed", lambda e: e.type.startswith("object:children-changed:remove") and e.source == frame)
    check(frame.childCount == 4, "the window has %d children after the menu" % frame.childCount)

    # The reader presses Undo: the digit goes, as a click takes it.
    undo = [b for b in header if b.name == "Undo"]
    check(len(undo) == 1 and undo[0].getState().contains(pyatspi.STATE_ENABLED), "Undo in the tool bar: %s" % [b.name for b in header])
    action = undo[0].queryAction()
    check(action.nActions == 1 and action.getName(0) == "click", "Undo's actions")
    check(action.doAction(0), "Undo refused its action")
    wait_for("the cell emptied", lambda e: e.type == "object:property-change:accessible-name" and e.source == board[target])
    check(board[target].name == "Row 1, column %d: empty" % (target + 1), "after Undo the cell is named %r" % board[target].name)

    for kind in ["object:state-changed", "object:property-change", "object:children-changed", "focus:"]:
        pyatspi.Registry.deregisterEventListener(on_event, kind)
    print("PASS", flush=True)


main()
