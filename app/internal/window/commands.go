package window

// The window's commands: one table (commandTable) of everything the player
// can ask for from a header button, the menu or a key, the board's keys
// included (digits, arrows, notes). The key filters, the shortcut handling,
// the header's and create mode's buttons, the menu and the shortcuts panel
// (F1) are all read from it, so a new command is one entry in commandTable
// (and README's keyboard table, which a test compares with it).

import (
	"strings"

	"gioui.org/io/event"
	"gioui.org/io/key"
	"gioui.org/layout"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/widgets"
)

// command is one thing the player can ask of the window.
type command struct {
	// id names it for the code and the tests ("new", "hint").
	id string
	// label names it on its button or menu item; keysLabel, when set,
	// names it in the shortcuts panel instead.
	label, keysLabel *i18n.Message
	icon             widgets.Icon
	// face, when set, gives the icon and label that follow the game
	// (Start or Stop, Pause or Resume).
	face func(u *ui) (widgets.Icon, *i18n.Message)
	// place is where its button or menu item is (nowhere: keys only).
	place place
	// shown, when set, hides its button while it returns false.
	shown func(u *ui) bool
	// keys are its shortcuts, the first one shown in the menu; group is
	// the shortcuts panel's section that lists them.
	keys  []shortcut
	group keyGroup
	// enabled greys its button and menu item while it returns false (nil:
	// always enabled). A key runs the command whatever enabled says: the
	// model refuses what does not apply, and the status line tells why.
	enabled func(u *ui) bool
	// run carries it out; nil does nothing (a command still to come).
	run func(u *ui)
	// keyRun, when set, is what its keys do instead of run, given the
	// key pressed: Return is not quite the Start/Stop button, and a
	// board key's arg says which digit or direction.
	keyRun func(u *ui, s shortcut)
}

// place is where a command's button or menu item is. The order of the
// table is the order of each place; the menu draws a line between its
// sections.
type place uint8

const (
	nowhere      place        = iota // keys only
	inHeader                         // the header's row of buttons, from the left
	inHeaderEnd                      // at the header's right, before the menu (Pause)
	inEditBar                        // create mode's row under the header
	inMenuGame                       // the menu's first section: the game in play
	inMenuGrid                       // the menu's grids: create, collections, files, clipboard
	inMenuWindow                     // the menu's window panels
	inMenuQuit                       // the menu's last section
	menuFirst    = inMenuGame        // the menu's places are menuFirst…menuLast
	menuLast     = inMenuQuit
)

// keyGroup is the section of the shortcuts panel that lists a command's
// keys (keysNowhere: not listed).
type keyGroup uint8

const (
	keysNowhere keyGroup = iota
	keysBoard            // the board's keys: they go to the model's input state
	keysGame
	keysWindow
)

// shortcut is one key of a command: its name, the modifiers it needs
// exactly, the ones it takes or not (optional), hidden for a second name of
// the same key (Enter beside Return, "%" for Shift+5 on X11) that the panel
// does not list, and arg, what the key says to its command (a digit, a
// direction).
type shortcut struct {
	name     key.Name
	mods     key.Modifiers
	optional key.Modifiers
	hidden   bool
	arg      int
}

func plain(name key.Name) shortcut { return shortcut{name: name} }
func ctrl(name key.Name) shortcut  { return shortcut{name: name, mods: key.ModShortcut} }
func ctrlShift(name key.Name) shortcut {
	return shortcut{name: name, mods: key.ModShortcut | key.ModShift}
}

// The directions of the board's moves, a move key's arg.
const (
	dirLeft = iota
	dirRight
	dirUp
	dirDown
)

// moveKeys are the arrows with mods, and W A S D without.
func moveKeys(mods key.Modifiers) []shortcut {
	keys := []shortcut{
		{name: key.NameLeftArrow, mods: mods, arg: dirLeft}, {name: key.NameRightArrow, mods: mods, arg: dirRight},
		{name: key.NameUpArrow, mods: mods, arg: dirUp}, {name: key.NameDownArrow, mods: mods, arg: dirDown},
	}
	if mods == 0 {
		keys = append(keys, shortcut{name: "W", arg: dirUp}, shortcut{name: "A", arg: dirLeft},
			shortcut{name: "S", arg: dirDown}, shortcut{name: "D", arg: dirRight})
	}
	return keys
}

// shiftedDigits are the characters of Shift+1 … Shift+9 on a US layout: with
// Shift held, X11 reports the shifted symbol, not the digit.
const shiftedDigits = "!@#$%^&*("

// digitKeys are 1 … 9 with mods (and optional), each with its digit as arg;
// with Shift, also the shifted symbols X11 reports, unlisted.
func digitKeys(mods, optional key.Modifiers) []shortcut {
	var keys []shortcut
	for d := 1; d <= 9; d++ {
		keys = append(keys, shortcut{name: key.Name(rune('0' + d)), mods: mods, optional: optional, arg: d})
	}
	if mods.Contain(key.ModShift) {
		for i, r := range shiftedDigits {
			keys = append(keys, shortcut{name: key.Name(r), mods: mods, optional: optional, arg: i + 1, hidden: true})
		}
	}
	return keys
}

// enabledBy greys a command when the model does not allow action a now.
func enabledBy(a model.Action) func(u *ui) bool {
	return func(u *ui) bool { return u.game.Enabled(a) }
}

// doing runs the model's own action a.
func doing(a model.Action) func(u *ui) {
	return func(u *ui) { u.do(a) }
}

// commands is the window's command table, set once by init (its entries
// refer to methods that read it).
var commands []command

func init() { commands = commandTable() }

// commandTable lists the window's commands. Each place (header, create
// mode's row, menu) and each section of the shortcuts panel shows its
// commands in this order.
func commandTable() []command {
	return []command{
		// The board's keys (docs/behaviour.md, Input): what they do is the
		// model's input state's (input.go).
		{id: "move", label: i18n.KeyMove, keys: moveKeys(0), group: keysBoard, keyRun: (*ui).moveKey},
		{id: "jump", label: i18n.KeyJump, keys: moveKeys(key.ModShortcut), group: keysBoard, keyRun: (*ui).moveKey},
		{id: "extend", label: i18n.KeyExtend, keys: moveKeys(key.ModShift), group: keysBoard, keyRun: (*ui).extendKey},
		{id: "select-empty", label: i18n.KeySelectEmpty, keys: []shortcut{ctrl("A")}, group: keysBoard, run: (*ui).selectEmpty},
		{id: "digit", label: i18n.KeyDigit, keys: digitKeys(0, 0), group: keysBoard, keyRun: (*ui).digitKey},
		{id: "corner", label: i18n.KeyCornerMark, keys: digitKeys(key.ModShift, key.ModShortcut), group: keysBoard, keyRun: (*ui).markKey},
		{id: "candidate-colour", label: i18n.KeyCandidateColour, keys: digitKeys(key.ModAlt, 0), group: keysBoard, keyRun: (*ui).candidateKey},
		{id: "centre", label: i18n.KeyCentreMark, keys: digitKeys(key.ModShortcut, 0), group: keysBoard, keyRun: (*ui).markKey},
		{id: "erase", label: i18n.KeyErase, group: keysBoard, run: (*ui).eraseKey,
			keys: []shortcut{{name: "0", optional: key.ModShift | key.ModShortcut}, plain(key.NameDeleteBackward), plain(key.NameDeleteForward)}},
		{id: "notes-mode", label: i18n.KeyNotesMode, keys: []shortcut{plain("N")}, group: keysBoard, run: (*ui).toggleNotes},
		{id: "cycle-marks", label: i18n.KeyCycleMarks, keys: []shortcut{plain("M")}, group: keysBoard, run: (*ui).cycleMarks},
		{id: "pick-marks", label: i18n.KeyPickMarks, group: keysBoard, keyRun: (*ui).pickMarks,
			keys: []shortcut{{name: "Z", arg: int(model.MarkDigit)}, {name: "X", arg: int(model.MarkCorner)}, {name: "C", arg: int(model.MarkCentre)}, {name: "V", arg: int(model.MarkColour)}}},
		{id: "step", label: i18n.KeyStep, group: keysBoard, keyRun: (*ui).stepKey,
			keys: []shortcut{{name: "+", optional: key.ModShift, arg: 1}, {name: "=", optional: key.ModShift, arg: 1}, {name: "-", arg: -1}}},

		{id: "new", label: i18n.New, keysLabel: i18n.NewGameHead, icon: widgets.IconNew, place: inHeader,
			keys: []shortcut{ctrl("N")}, group: keysGame, enabled: enabledBy(model.ActNew), run: (*ui).newGame},
		{id: "open", label: i18n.Open, icon: widgets.IconOpen, place: inHeader,
			keys: []shortcut{ctrl("O")}, group: keysGame, enabled: enabledBy(model.ActOpen), run: (*ui).openFile},
		{id: "save", label: i18n.Save, icon: widgets.IconSave, place: inHeader,
			keys: []shortcut{ctrl("S")}, group: keysGame, enabled: enabledBy(model.ActSave), run: (*ui).quickSave},
		{id: "undo", label: i18n.Undo, icon: widgets.IconUndo, place: inHeader,
			keys: []shortcut{ctrl("Z"), plain("U")}, group: keysGame, enabled: enabledBy(model.ActUndo), run: doing(model.ActUndo)},
		{id: "redo", label: i18n.Redo, icon: widgets.IconRedo, place: inHeader,
			keys: []shortcut{ctrlShift("Z"), ctrl("Y"), plain("R")}, group: keysGame, enabled: enabledBy(model.ActRedo), run: doing(model.ActRedo)},

		{id: "restart", label: i18n.Restart, place: inMenuGame,
			keys: []shortcut{ctrl("R")}, group: keysGame, enabled: enabledBy(model.ActRestart), run: doing(model.ActRestart)},
		{id: "check", label: i18n.Check, place: inMenuGame, enabled: enabledBy(model.ActCheck), run: (*ui).check},
		// Hint climbs the ladder; outside play H says what to do instead
		// (hint.go), so only Create mode greys it.
		{id: "hint", label: i18n.Hint, place: inMenuGame, keys: []shortcut{plain("H")}, group: keysGame,
			enabled: func(u *ui) bool { return u.game.State() != model.Editing }, run: (*ui).hint},
		{id: "close-hint", label: i18n.Close, keysLabel: i18n.KeyEscapeBoard, keys: []shortcut{plain(key.NameEscape)}, group: keysGame,
			enabled: func(u *ui) bool { _, _, ok := u.game.Hint(); return ok }, run: (*ui).escapeKey},
		{id: "fill-notes", label: i18n.FillNotes, place: inMenuGame, enabled: enabledBy(model.ActFillNotes), run: doing(model.ActFillNotes)},
		{id: "mark-position", label: i18n.MarkPosition, place: inMenuGame, keys: []shortcut{plain("B")}, group: keysGame,
			enabled: func(u *ui) bool { return u.game.State() == model.Playing }, run: (*ui).markPosition},
		{id: "marked-positions", label: i18n.MarkedPositions, place: inMenuGame,
			enabled: func(u *ui) bool { return u.game.State() == model.Playing && len(u.game.Bookmarks()) > 0 }, run: (*ui).showBookmarks},
		{id: "back-to-correct", label: i18n.BackToCorrect, place: inMenuGame, enabled: func(u *ui) bool { return u.game.CanBackToCorrect() },
			run: (*ui).backToCorrect},
		{id: "give-up", label: i18n.GiveUp, place: inMenuGame, enabled: enabledBy(model.ActGiveUp), run: doing(model.ActGiveUp)},

		{id: "create", label: i18n.Create, place: inMenuGrid, enabled: func(u *ui) bool {
			return u.game.State() != model.Editing && u.game.Enabled(model.ActEdit)
		}, run: (*ui).create},
		{id: "collection", label: i18n.Collection, place: inMenuGrid,
			enabled: func(u *ui) bool { return len(u.collections) > 0 }, run: (*ui).chooseCollection},
		{id: "open-saved", label: i18n.OpenSaved, place: inMenuGrid, enabled: enabledBy(model.ActOpen), run: (*ui).openSaved},
		{id: "save-as", label: i18n.SaveAs, place: inMenuGrid,
			keys: []shortcut{ctrlShift("S")}, group: keysGame, enabled: enabledBy(model.ActSave), run: (*ui).saveAs},
		{id: "copy", label: i18n.Copy, place: inMenuGrid,
			keys: []shortcut{ctrl("C")}, group: keysGame, enabled: enabledBy(model.ActSave), run: (*ui).copyGrid},
		{id: "copy-progress", label: i18n.CopyProgress, place: inMenuGrid,
			keys: []shortcut{ctrlShift("C")}, group: keysGame, enabled: enabledBy(model.ActSave), run: (*ui).copyProgress},
		{id: "paste", label: i18n.Paste, place: inMenuGrid,
			keys: []shortcut{ctrl("V")}, group: keysGame, enabled: enabledBy(model.ActOpen), run: (*ui).pasteRequest},
		// Printing (print_window.go).
		{id: "print", label: i18n.PrintCmd, place: inMenuGrid,
			keys: []shortcut{ctrl("P")}, group: keysGame, enabled: canPrintBoard, run: (*ui).printBoard},
		{id: "print-several", label: i18n.PrintSeveralCmd, place: inMenuGrid, run: (*ui).printSeveral},
		{id: "export-pdf", label: i18n.ExportPDFCmd, place: inMenuGrid,
			keys: []shortcut{ctrlShift("P")}, group: keysGame, enabled: canPrintBoard, run: (*ui).exportBoard},

		// Pause is hidden while a grid is built, as the clock is: nothing
		// runs to pause (P and Space then say so).
		{id: "pause", label: i18n.Pause, keysLabel: i18n.KeyPause, face: pauseFace, place: inHeaderEnd,
			shown: func(u *ui) bool { return u.game.State() != model.Editing },
			keys:  []shortcut{plain("P"), plain(key.NameSpace)}, group: keysGame, enabled: func(u *ui) bool {
				return u.game.Enabled(model.ActPause) || u.game.Enabled(model.ActResume)
			}, run: (*ui).pause},
		{id: "start-stop", label: i18n.Start, keysLabel: i18n.KeyStartStop, face: startFace, place: inHeader,
			shown: func(u *ui) bool { return u.game.State() != model.Editing },
			keys:  []shortcut{plain(key.NameReturn), {name: key.NameEnter, hidden: true}}, group: keysGame,
			enabled: func(u *ui) bool {
				if u.game.State().InGame() {
					return u.game.Enabled(model.ActStop)
				}
				return u.game.Enabled(model.ActStart)
			}, run: (*ui).startStop, keyRun: func(u *ui, _ shortcut) { u.returnKey() }},

		{id: "full-screen", label: i18n.FullScreen, keys: []shortcut{plain(key.NameF11)}, group: keysWindow, run: (*ui).toggleFullscreen},
		{id: "menu", label: i18n.Menu, keysLabel: i18n.KeyMenu, keys: []shortcut{plain(key.NameF10)}, group: keysWindow,
			run: func(u *ui) { u.menu.SetOpen(true) }},
		{id: "settings", label: i18n.Settings, place: inMenuWindow, run: (*ui).openSettings},
		{id: "statistics", label: i18n.Statistics, place: inMenuWindow, run: (*ui).showStatistics},
		{id: "guide", label: i18n.GuideTitle, place: inMenuWindow, run: func(u *ui) { u.showGuide(0) }},
		{id: "shortcuts", label: i18n.Shortcuts, place: inMenuWindow,
			keys: []shortcut{plain(key.NameF1), {name: "?", optional: key.ModShift}}, group: keysWindow, run: (*ui).showShortcuts},
		{id: "about", label: i18n.About, place: inMenuWindow, run: (*ui).showAbout},
		{id: "quit", label: i18n.Quit, place: inMenuQuit, keys: []shortcut{ctrl("Q")}, group: keysWindow, run: (*ui).quitAsked},

		// Create mode's row.
		{id: "clear", label: i18n.Clear, icon: widgets.IconErase, place: inEditBar, enabled: enabledBy(model.ActClear), run: doing(model.ActClear)},
		{id: "generate", label: i18n.Generate, icon: widgets.IconNew, place: inEditBar, enabled: enabledBy(model.ActGenerate), run: (*ui).generateEdit},
		{id: "check-grid", label: i18n.CheckGrid, icon: widgets.IconCheck, place: inEditBar, enabled: enabledBy(model.ActCheckGrid), run: (*ui).checkGrid},
		{id: "play", label: i18n.Play, icon: widgets.IconStart, place: inEditBar, enabled: enabledBy(model.ActPlay), run: doing(model.ActPlay)},
		{id: "stop-edit", label: i18n.Stop, icon: widgets.IconStop, place: inEditBar, enabled: enabledBy(model.ActStop), run: doing(model.ActStop)},
	}
}

// startFace is Start/Stop's look: Stop while a game is in progress.
func startFace(u *ui) (widgets.Icon, *i18n.Message) {
	if u.game.State().InGame() {
		return widgets.IconStop, i18n.Stop
	}
	return widgets.IconStart, i18n.Start
}

// pauseFace is Pause's look: Resume while paused.
func pauseFace(u *ui) (widgets.Icon, *i18n.Message) {
	if u.game.State() == model.Paused {
		return widgets.IconStart, i18n.Resume
	}
	return widgets.IconPause, i18n.Pause
}

// isEnabled reports whether c's button and menu item are enabled now.
func (c *command) isEnabled(u *ui) bool { return c.enabled == nil || c.enabled(u) }

// look returns c's icon and label now.
func (c *command) look(u *ui) (widgets.Icon, string) {
	icon, label := c.icon, c.label
	if c.face != nil {
		icon, label = c.face(u)
	}
	return icon, u.cat.T(label)
}

// matches reports whether key event e is shortcut s.
func (s shortcut) matches(e key.Event) bool {
	return e.Name == s.name && e.Modifiers&^s.optional == s.mods
}

// filter is s as a key filter.
func (s shortcut) filter() key.Filter {
	return key.Filter{Name: s.name, Required: s.mods, Optional: s.optional}
}

// label writes s the way the menu, the shortcuts panel and the status line
// show it, with the key names of the player's language ("Ctrl+Shift+Z",
// "Ctrl+Maj+Z"), in words where Gio names a key by a symbol ("⎋", "⇱").
func (s shortcut) label(cat *i18n.Catalog) string {
	var b strings.Builder
	if s.mods.Contain(key.ModCtrl) {
		b.WriteString(cat.T(i18n.KeyCtrl) + "+")
	}
	if s.mods.Contain(key.ModCommand) {
		b.WriteString("Cmd+")
	}
	if s.mods.Contain(key.ModShift) {
		b.WriteString(cat.T(i18n.KeyShift) + "+")
	}
	if s.mods.Contain(key.ModAlt) {
		b.WriteString(cat.T(i18n.KeyAlt) + "+")
	}
	switch s.name {
	case key.NameReturn:
		b.WriteString(cat.T(i18n.KeyReturn))
	case key.NameEnter:
		b.WriteString(cat.T(i18n.KeyEnter))
	case key.NameSpace:
		b.WriteString(cat.T(i18n.KeySpace))
	case key.NameEscape:
		b.WriteString(cat.T(i18n.KeyEscape))
	case key.NameDeleteBackward:
		b.WriteString(cat.T(i18n.KeyBackspace))
	case key.NameDeleteForward:
		b.WriteString(cat.T(i18n.KeyDelete))
	case key.NameHome:
		b.WriteString(cat.T(i18n.KeyHome))
	case key.NameEnd:
		b.WriteString(cat.T(i18n.KeyEnd))
	case key.NamePageUp:
		b.WriteString(cat.T(i18n.KeyPageUp))
	case key.NamePageDown:
		b.WriteString(cat.T(i18n.KeyPageDown))
	default:
		b.WriteString(string(s.name))
	}
	return b.String()
}

// keysText lists c's shortcuts for the shortcuts panel ("Ctrl+Z, U"),
// shortly where keys come in sets: 1 to 9 ("1 … 9", or "Shift+digit" with
// modifiers), the four arrows ("← → ↑ ↓", or "Ctrl+arrow"), and three or
// more plain one-character keys ("W A S D", "+ = -").
func (c *command) keysText(cat *i18n.Catalog) string {
	var shown []shortcut
	for _, s := range c.keys {
		if !s.hidden {
			shown = append(shown, s)
		}
	}
	var names []string
	for i := 0; i < len(shown); {
		s := shown[i]
		prefix := shortcut{mods: s.mods}.label(cat)
		switch {
		case runOf(shown[i:], isDigitKey) == 9:
			if s.mods == 0 {
				names = append(names, "1 … 9")
			} else {
				names = append(names, prefix+cat.T(i18n.KeyDigitName))
			}
			i += 9
		case runOf(shown[i:], isArrowKey) == 4:
			if s.mods == 0 {
				names = append(names, "← → ↑ ↓")
			} else {
				names = append(names, prefix+cat.T(i18n.KeyArrow))
			}
			i += 4
		case s.mods == 0 && runOf(shown[i:], isCharKey) >= 3:
			n := runOf(shown[i:], isCharKey)
			var chars []string
			for _, k := range shown[i : i+n] {
				chars = append(chars, string(k.name))
			}
			names = append(names, strings.Join(chars, " "))
			i += n
		default:
			names = append(names, s.label(cat))
			i++
		}
	}
	return strings.Join(names, ", ")
}

// runOf counts the shortcuts at the start of keys that are of a kind and
// have the first one's modifiers (at most 9).
func runOf(keys []shortcut, kind func(key.Name) bool) int {
	n := 0
	for n < len(keys) && n < 9 && keys[n].mods == keys[0].mods && kind(keys[n].name) {
		n++
	}
	return n
}

func isDigitKey(n key.Name) bool { return len(n) == 1 && n[0] >= '1' && n[0] <= '9' }
func isCharKey(n key.Name) bool  { return len(n) == 1 } // one ASCII character: Gio names other keys by symbols (⌫)
func isArrowKey(n key.Name) bool {
	return n == key.NameLeftArrow || n == key.NameRightArrow || n == key.NameUpArrow || n == key.NameDownArrow
}

// menuShortcut is the shortcut the menu shows beside c: its first.
func (c *command) menuShortcut(cat *i18n.Catalog) string {
	if len(c.keys) == 0 {
		return ""
	}
	return c.keys[0].label(cat)
}

// shortcutFilters are the key filters of every command's shortcuts.
var shortcutFilters = func() []event.Filter {
	var fs []event.Filter
	for _, c := range commandTable() {
		for _, s := range c.keys {
			fs = append(fs, s.filter())
		}
	}
	// Last, every other key (Tab and Shift+Tab stay focus moves): no key
	// is dropped without a word (ui.shortcuts).
	all := key.ModCtrl | key.ModShift | key.ModAlt | key.ModSuper | key.ModCommand
	return append(fs, key.Filter{Optional: all})
}()

// commandByID returns the command named id, nil when there is none.
func commandByID(id string) *command {
	for i := range commands {
		if commands[i].id == id {
			return &commands[i]
		}
	}
	return nil
}

// commandFor returns the command whose shortcut e is, and that shortcut.
func commandFor(e key.Event) (*command, shortcut) {
	for i := range commands {
		for _, s := range commands[i].keys {
			if s.matches(e) {
				return &commands[i], s
			}
		}
	}
	return nil, shortcut{}
}

// runCommand runs c, if it does anything.
func (u *ui) runCommand(c *command) {
	if c != nil && c.run != nil {
		c.run(u)
	}
}

// tools returns the buttons of the commands at place p, enabled or not
// from the game; their clicks are read by commandClicks.
func (u *ui) tools(p place) []widgets.Tool {
	var row []widgets.Tool
	for i := range commands {
		c := &commands[i]
		if c.place != p || (c.shown != nil && !c.shown(u)) {
			continue
		}
		icon, label := c.look(u)
		row = append(row, widgets.Tool{Button: &u.cmdButtons[i], Icon: icon, Label: label, Enabled: c.isEnabled(u)})
	}
	return row
}

// menuCommands returns the indexes in commands of the menu's items, in
// order.
func menuCommands() []int {
	var idx []int
	for i, c := range commands {
		if c.place >= menuFirst && c.place <= menuLast {
			idx = append(idx, i)
		}
	}
	return idx
}

// menuItems lists the menu, enabled or not from the game, with a line
// above each section but the first.
func (u *ui) menuItems() []widgets.MenuItem {
	idx := menuCommands()
	items := make([]widgets.MenuItem, len(idx))
	for n, i := range idx {
		c := &commands[i]
		_, label := c.look(u)
		items[n] = widgets.MenuItem{Label: label, Shortcut: c.menuShortcut(u.cat), Enabled: c.isEnabled(u),
			Separator: n > 0 && commands[idx[n-1]].place != c.place}
	}
	return items
}

// commandClicks runs the commands whose buttons were clicked.
func (u *ui) commandClicks(gtx layout.Context) {
	for i := range commands {
		for u.cmdButtons[i].Clicked(gtx) {
			u.runCommand(&commands[i])
		}
	}
}

// menuEvents runs the menu item chosen.
func (u *ui) menuEvents(gtx layout.Context) {
	for {
		n, ok := u.menu.Update(gtx)
		if !ok {
			return
		}
		idx := menuCommands()
		if n >= 0 && n < len(idx) && commands[idx[n]].isEnabled(u) {
			u.runCommand(&commands[idx[n]])
		}
	}
}

// keysRows lists the shortcuts of group g for the shortcuts panel: the
// command's name and its keys.
func (u *ui) keysRows(g keyGroup) [][]string {
	var rows [][]string
	for i := range commands {
		c := &commands[i]
		if c.group != g || len(c.keys) == 0 {
			continue
		}
		label := c.label
		if c.keysLabel != nil {
			label = c.keysLabel
		}
		rows = append(rows, []string{u.cat.T(label), c.keysText(u.cat)})
	}
	return rows
}
