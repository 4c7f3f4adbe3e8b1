// Package model is the game of Sudoku without a window: the game flow,
// moves, notes, undo and redo, the clock, scoring, statistics, settings and
// the files that keep them. It imports no Gio; the window (package app,
// through package widgets) reads the model and calls its methods, and never
// edits model data in place.
//
// # The game flow
//
// A Game is a state machine (docs/behaviour.md, The game's states), with a typed State:
//
//	IdleUnsolved ──Start──▶ Playing ──(grid full and valid)──▶ IdleSolved
//	     ▲  ▲                │  ▲ │                                 │
//	     │  └──Stop, GiveUp──┘  │ └─Pause─▶ Paused ─Resume─┐         │
//	     │                      └──────────────────────────┘         │
//	     └──────Setup (Idle only) ◀──────────────────────────────────┘
//	Edit (from any state) ──▶ Editing ──Play──▶ Playing; Editing ──Stop──▶ IdleUnsolved
//	Load (any state) = leave, Setup, Start; Preview (any state) = leave, Setup
//
// Every event is a method (Setup, Start, Stop, Place, Erase, Tap, TapBack,
// ToggleNote, FillNotes, Undo, Redo, Restart, GiveUp, Check, Pause, Resume,
// Focus, Edit, ClearEdit, FillEdit, CheckEdit, Play, and the conveniences
// Load and Preview). An event that does not apply is refused with an error
// — a *RefusedError with a typed Reason (and the cell, digit or error it
// concerns), or a *ClashError naming the cells that hold the digit, the
// first to flash — and changes nothing. The model holds no sentence for
// players: the window's catalogue (i18n) words these values, the
// states, the questions (Confirm) and the file errors (FileError's Reason
// with its figures); their Error and String methods give English for logs
// and tests. Entering Playing (Start,
// Load, Play) resets the board to the givens, empties the history and starts
// the clock from zero. While Paused the board is hidden: Cell returns blank
// cells. Hints are the subject of a later issue: the game already keeps a
// hint count, scored like checks, and saves it.
//
// The window reads the model through Cell (what to draw in a cell: digit,
// given, notes, clash, wrong, revealed), Counts (the number pad), State (the
// status line), Puzzle (its level and grade), Elapsed and ClockTick (the
// clock and when to redraw it), Result (the score panel) and Stats.
//
// # Actions, enabled or not, and questions
//
// Buttons and menu items are Actions. Enabled(a) says whether one can be
// used now, so the window greys it out for free; for the model's own
// actions Do(a) is refused exactly when Enabled(a) is false (the fuzz test
// checks it after every event). NeedsConfirm(a) says
// whether it would lose progress (or play a grid that is not a puzzle) and
// returns the question to ask, as the action and whether a grid is being
// built. The question waiting for an answer is model
// state: Ask(a) either lets the action run or records it as pending;
// Pending returns the question; Answer(yes) closes it and hands back the
// action to run. While a question is pending every event is refused, as the
// dialog disables the board underneath.
//
// # Positions and history
//
// A position (snapshot) is a small value: the 81 cells and the 81 note
// masks, 243 bytes. Undo is a stack of positions before each change and
// Redo a stack of positions undone; a change pushes the current position,
// drops the redo stack and replaces the position. Every change is one entry
// (a placed digit with the notes it removed from the peers, an erasure, a
// note, all the notes FillNotes writes), except that taps on the same cell
// in a row make one entry, so tapping through digits neither floods the
// history nor strips the peers' notes of every digit passed. Restart pushes
// a position too, and the next move forgets the positions before it: a
// restart can be undone until the next move (docs/behaviour.md, Undo and redo). Changes that change
// nothing are not recorded.
//
// # Mistakes
//
// The mistakes setting (docs/behaviour.md, Mistakes) decides what Place and Tap do with a digit
// that repeats one in its row, column or box: refuse it (the default: the
// event returns a *ClashError, and a tap moves on to the next digit that
// fits), place it and mark every clash (show), or place it and mark nothing
// until the grid is full (off). Clashes are always marked in Editing. The
// game ends the moment the grid is full and valid.
//
// # Clock, score, statistics
//
// The Clock counts Playing time only; it is given the present time on every
// call, from the time source passed to New, so tests drive it with a fake
// clock. The time it reports never goes back. Score and Stars follow the
// formulas of docs/behaviour.md, Scoring and stars, to the letter; Result gathers them for the score panel. Stats keeps
// per level: started, solved, given up, best time (solves without assists),
// best score, current and longest streak. A game left unsolved (given up,
// stopped, or left for another game) ends its level's streak; a grid that is
// not a puzzle has no level and is not counted. The statistics file of the
// four earlier levels (version 1) is read with its Expert kept apart, as it
// was (Stats.EarlierExpert), since most of those puzzles are Master today.
//
// # Files
//
// Store reads and writes the game's files in the folders of Dirs, which the
// app fills from the XDG base directories (tests use temporary folders):
//
//	./grille.sdm or DATA/sudoku/grille.sdm   quick save, one 81-character line
//	STATE/sudoku/game.json                    the game in progress
//	CONFIG/sudoku/settings.json               the settings
//	DATA/sudoku/stats.json                    the statistics
//
// Store.Restore loads all three JSON files at start and returns a game to
// play whatever happened to them, with the warnings to show.
//
// Every write is atomic (WriteFileAtomic: a temporary file in the same
// folder, fsync, rename; a failure leaves the old file and names the path).
// Each JSON file carries "version"; a file that cannot be read at start —
// corrupt JSON, a newer version, values out of range — is renamed
// NAME.broken-YYYYMMDD-HHMMSS, never deleted, and reported as a
// *BrokenFileError while the game goes on with defaults. Saver coalesces
// the automatic saves of the game in progress to at most one a second, with
// a final forced write on exit.
//
// The game file (version 1) holds the state, the puzzle (givens, solution,
// uniqueness, grade, source), the board and every position of the undo and
// redo stacks — cells as 81 characters with '0' for empty, notes as
// "r1c3:137 r2c5:29" — the restart mark, the tap run, the clock as a Go
// duration string, the assists, the cells marked wrong by Check, whether
// the solution is shown, the result of a solve, and the grid an editing
// session began with. Loading checks that the file describes a game that
// can happen and restores a game saved while Playing in Paused. A grade
// saved before the five levels (without "exact") is made again on loading.
package model
