package widgets

// Message IDs used by the widgets and, for the window's fixed labels, by the
// app. A new language is a map over these IDs (see NewCatalog).
const (
	// Dialog buttons.
	MsgYes    Msg = "dialog.yes"
	MsgNo     Msg = "dialog.no"
	MsgOK     Msg = "dialog.ok"
	MsgCancel Msg = "dialog.cancel"
	MsgClose  Msg = "dialog.close"

	// Game states for the status line (SPEC 4.1).
	MsgStatePlaying  Msg = "state.playing"
	MsgStateSolved   Msg = "state.solved"
	MsgStateUnsolved Msg = "state.unsolved"
	MsgStatePaused   Msg = "state.paused"
	MsgStateEditing  Msg = "state.editing"

	// Levels and the extra choice of the New dialog.
	MsgLevelEasy   Msg = "level.easy"
	MsgLevelMedium Msg = "level.medium"
	MsgLevelHard   Msg = "level.hard"
	MsgLevelExpert Msg = "level.expert"
	MsgLevelNone   Msg = "level.none"
	MsgBlankGrid   Msg = "level.blank"

	// Header buttons and menu items (SPEC 4.1).
	MsgNew         Msg = "action.new"
	MsgOpen        Msg = "action.open"
	MsgSave        Msg = "action.save"
	MsgSaveAs      Msg = "action.save_as"
	MsgUndo        Msg = "action.undo"
	MsgRedo        Msg = "action.redo"
	MsgStart       Msg = "action.start"
	MsgStop        Msg = "action.stop"
	MsgPause       Msg = "action.pause"
	MsgResume      Msg = "action.resume"
	MsgMenu        Msg = "action.menu"
	MsgRestart     Msg = "action.restart"
	MsgCheck       Msg = "action.check"
	MsgHint        Msg = "action.hint"
	MsgGiveUp      Msg = "action.give_up"
	MsgCreate      Msg = "action.create"
	MsgCollection  Msg = "action.collection"
	MsgSettings    Msg = "action.settings"
	MsgStatistics  Msg = "action.statistics"
	MsgShortcuts   Msg = "action.shortcuts"
	MsgAbout       Msg = "action.about"
	MsgQuit        Msg = "action.quit"
	MsgFillNotes   Msg = "action.fill_notes"
	MsgPlay        Msg = "action.play"
	MsgClear       Msg = "action.clear"
	MsgGenerate    Msg = "action.generate"
	MsgFullScreen  Msg = "action.full_screen"
	MsgOpenSaved   Msg = "action.open_saved"
	MsgCopy        Msg = "action.copy"
	MsgPaste       Msg = "action.paste"
	MsgNewGameHead Msg = "new.title"

	// Number pad.
	MsgErase     Msg = "pad.erase"
	MsgNotes     Msg = "pad.notes"
	MsgRemaining Msg = "pad.remaining"

	// Board overlays.
	MsgPausedTitle Msg = "board.paused"
	MsgPausedHint  Msg = "board.paused_hint"

	// Score panel (SPEC 4.8).
	MsgSolvedTitle  Msg = "score.title"
	MsgScoreLevel   Msg = "score.level"
	MsgScoreRating  Msg = "score.rating"
	MsgScoreComplex Msg = "score.complexity"
	MsgScoreTime    Msg = "score.time"
	MsgScoreExpect  Msg = "score.expected"
	MsgScorePoints  Msg = "score.points"
	MsgScoreBest    Msg = "score.best"
	MsgScoreNewBest Msg = "score.new_best"
	MsgScoreNoBest  Msg = "score.no_best"
	MsgScoreAssists Msg = "score.assists"
	MsgNotAPuzzle   Msg = "score.not_a_puzzle"

	// In-window file picker (SPEC 4.6).
	MsgPickerOpenTitle Msg = "picker.open_title"
	MsgPickerSaveTitle Msg = "picker.save_title"
	MsgPickerParent    Msg = "picker.parent"
	MsgPickerPath      Msg = "picker.path"
	MsgPickerEmpty     Msg = "picker.empty"
	MsgPickerFolder    Msg = "picker.folder"

	// Settings (SPEC 4.10).
	MsgSetInputMode    Msg = "settings.input_mode"
	MsgSetCellFirst    Msg = "settings.cell_first"
	MsgSetDigitFirst   Msg = "settings.digit_first"
	MsgSetTap          Msg = "settings.tap"
	MsgSetMistakes     Msg = "settings.mistakes"
	MsgSetRefuse       Msg = "settings.refuse"
	MsgSetShow         Msg = "settings.show"
	MsgSetOff          Msg = "settings.off"
	MsgSetHighlightRow Msg = "settings.highlight_units"
	MsgSetHighlightDig Msg = "settings.highlight_same"
	MsgSetAutoNotes    Msg = "settings.remove_notes"
	MsgSetShowClock    Msg = "settings.show_clock"
	MsgSetPauseUnfocus Msg = "settings.pause_unfocused"
	MsgSetTheme        Msg = "settings.theme"
	MsgSetLight        Msg = "settings.light"
	MsgSetDark         Msg = "settings.dark"
	MsgSetLanguage     Msg = "settings.language"

	// Confirmations the app asks (SPEC 4.5).
	MsgConfirmNew     Msg = "confirm.new"
	MsgConfirmOpen    Msg = "confirm.open"
	MsgConfirmRestart Msg = "confirm.restart"
	MsgConfirmGiveUp  Msg = "confirm.give_up"
	MsgConfirmStop    Msg = "confirm.stop"
	MsgConfirmQuit    Msg = "confirm.quit"
	MsgLoseProgress   Msg = "confirm.lose_progress"

	// Status line details.
	MsgDifficulty Msg = "status.difficulty"
	MsgAppTitle   Msg = "app.title"

	// The window's panels and messages (package app).
	MsgSetOn             Msg = "settings.on"
	MsgLanguageEnglish   Msg = "settings.lang_en"
	MsgChooserOf         Msg = "chooser.of"
	MsgChooserKeys       Msg = "chooser.keys"
	MsgChooserRandom     Msg = "chooser.random"
	MsgCheckGrid         Msg = "action.check_grid"
	MsgGenerateHead      Msg = "generate.title"
	MsgCollectionHead    Msg = "collection.title"
	MsgChooseGrid        Msg = "collection.choose_grid"
	MsgGridNamed         Msg = "collection.grid_named"
	MsgGridClues         Msg = "collection.grid_clues"
	MsgClipboard         Msg = "collection.clipboard"
	MsgAssetsTitle       Msg = "error.assets"
	MsgRestoreTitle      Msg = "error.restore"
	MsgRefused           Msg = "status.refused"
	MsgClash             Msg = "status.clash"
	MsgSaveFailed        Msg = "status.save_failed"
	MsgSavedAgain        Msg = "status.saved_again"
	MsgSavedTo           Msg = "status.saved_to"
	MsgCopied            Msg = "status.copied"
	MsgCancelled         Msg = "status.cancelled"
	MsgSomeBad           Msg = "status.some_bad"
	MsgConfirmCreate     Msg = "confirm.create"
	MsgConfirmStopEdit   Msg = "confirm.stop_edit"
	MsgConfirmPlay       Msg = "confirm.play"
	MsgStopMessage       Msg = "confirm.stop_message"
	MsgQuitMessage       Msg = "confirm.quit_message"
	MsgQuitEditMessage   Msg = "confirm.quit_edit_message"
	MsgRestartMessage    Msg = "confirm.restart_message"
	MsgGiveUpMessage     Msg = "confirm.give_up_message"
	MsgPlayMessage       Msg = "confirm.play_message"
	MsgLoseGrid          Msg = "confirm.lose_grid"
	MsgGeneratingTitle   Msg = "busy.generating_title"
	MsgGenerating        Msg = "busy.generating"
	MsgReadingTitle      Msg = "busy.reading_title"
	MsgReading           Msg = "busy.reading"
	MsgGradingTitle      Msg = "busy.grading_title"
	MsgGrading           Msg = "busy.grading"
	MsgDialogOpenTitle   Msg = "busy.dialog_open_title"
	MsgDialogSaveTitle   Msg = "busy.dialog_save_title"
	MsgDialogOpen        Msg = "busy.dialog_open"
	MsgGenerateFailed    Msg = "error.generate"
	MsgOpenFailed        Msg = "error.open"
	MsgPasteFailed       Msg = "error.paste"
	MsgSaveFailedTitle   Msg = "error.save"
	MsgCannotWrite       Msg = "error.cannot_write"
	MsgNoGrid            Msg = "error.no_grid"
	MsgNotAPuzzleTitle   Msg = "warning.not_a_puzzle_title"
	MsgNotAPuzzleWarning Msg = "warning.not_a_puzzle"
	MsgCheckTitle        Msg = "check.title"
	MsgCheckOneRight     Msg = "check.one_right"
	MsgCheckAllRight     Msg = "check.all_right"
	MsgCheckOneWrong     Msg = "check.one_wrong"
	MsgCheckSomeWrong    Msg = "check.some_wrong"
	MsgCheckGridTitle    Msg = "edit.check_title"
	MsgGridClash         Msg = "edit.clash"
	MsgGridNoSolution    Msg = "edit.no_solution"
	MsgGridSeveral       Msg = "edit.several"
	MsgGridUnique        Msg = "edit.unique"
	MsgStatStarted       Msg = "stats.started"
	MsgStatSolved        Msg = "stats.solved"
	MsgStatGivenUp       Msg = "stats.given_up"
	MsgStatBestTime      Msg = "stats.best_time"
	MsgStatBestScore     Msg = "stats.best_score"
	MsgStatStreak        Msg = "stats.streak"
	MsgStatLongest       Msg = "stats.longest"
	MsgStatNote          Msg = "stats.note"
	MsgKeysBoard         Msg = "keys.board"
	MsgKeysGame          Msg = "keys.game"
	MsgKeysWindow        Msg = "keys.window"
	MsgKeyMove           Msg = "keys.move"
	MsgKeyJump           Msg = "keys.jump"
	MsgKeyDigit          Msg = "keys.digit"
	MsgKeyErase          Msg = "keys.erase"
	MsgKeyNote           Msg = "keys.note"
	MsgKeyNotesMode      Msg = "keys.notes_mode"
	MsgKeyStep           Msg = "keys.step"
	MsgKeyStartStop      Msg = "keys.start_stop"
	MsgKeyPause          Msg = "keys.pause"
	MsgKeyMenu           Msg = "keys.menu"
	MsgKeyDialogs        Msg = "keys.dialogs"
	MsgHintLater         Msg = "keys.hint_later"
	MsgAboutText         Msg = "about.text"
	MsgAboutVersion      Msg = "about.version"
	MsgAboutLicence      Msg = "about.licence"
	MsgAboutModules      Msg = "about.modules"
	MsgAboutFiles        Msg = "about.files"
)

// englishMessages is the English catalogue. It is never modified after
// package initialisation (Catalog.With copies).
var englishMessages = map[Msg]string{
	MsgYes:    "Yes",
	MsgNo:     "No",
	MsgOK:     "OK",
	MsgCancel: "Cancel",
	MsgClose:  "Close",

	MsgStatePlaying:  "Playing",
	MsgStateSolved:   "SOLVED!",
	MsgStateUnsolved: "Unsolved",
	MsgStatePaused:   "Paused",
	MsgStateEditing:  "Editing",

	MsgLevelEasy:   "Easy",
	MsgLevelMedium: "Medium",
	MsgLevelHard:   "Hard",
	MsgLevelExpert: "Expert",
	MsgLevelNone:   "Not a puzzle",
	MsgBlankGrid:   "Blank grid",

	MsgNew:         "New",
	MsgOpen:        "Open",
	MsgSave:        "Save",
	MsgSaveAs:      "Save as…",
	MsgUndo:        "Undo",
	MsgRedo:        "Redo",
	MsgStart:       "Start",
	MsgStop:        "Stop",
	MsgPause:       "Pause",
	MsgResume:      "Resume",
	MsgMenu:        "Menu",
	MsgRestart:     "Restart",
	MsgCheck:       "Check",
	MsgHint:        "Hint",
	MsgGiveUp:      "Give up",
	MsgCreate:      "Create",
	MsgCollection:  "Collection",
	MsgSettings:    "Settings",
	MsgStatistics:  "Statistics",
	MsgShortcuts:   "Keyboard shortcuts",
	MsgAbout:       "About",
	MsgQuit:        "Quit",
	MsgFillNotes:   "Fill notes",
	MsgPlay:        "Play",
	MsgClear:       "Clear",
	MsgGenerate:    "Generate",
	MsgFullScreen:  "Full screen",
	MsgOpenSaved:   "Open saved grid",
	MsgCopy:        "Copy grid",
	MsgPaste:       "Paste grid",
	MsgNewGameHead: "New game",

	MsgErase:     "Erase",
	MsgNotes:     "Notes",
	MsgRemaining: "%d left",

	MsgPausedTitle: "Paused",
	MsgPausedHint:  "Click or press a key to resume",

	MsgSolvedTitle:  "Solved!",
	MsgScoreLevel:   "Level",
	MsgScoreRating:  "Rating",
	MsgScoreComplex: "Complexity",
	MsgScoreTime:    "Time",
	MsgScoreExpect:  "Expected time",
	MsgScorePoints:  "Score",
	MsgScoreBest:    "Best time",
	MsgScoreNewBest: "New best time!",
	MsgScoreNoBest:  "—",
	MsgScoreAssists: "Hints and checks: %d",
	MsgNotAPuzzle:   "Not a puzzle: no score",

	MsgPickerOpenTitle: "Open a grid",
	MsgPickerSaveTitle: "Save the grid",
	MsgPickerParent:    "Parent folder",
	MsgPickerPath:      "Path",
	MsgPickerEmpty:     "No puzzle files here",
	MsgPickerFolder:    "Folder",

	MsgSetInputMode:    "Input mode",
	MsgSetCellFirst:    "Cell first",
	MsgSetDigitFirst:   "Digit first",
	MsgSetTap:          "Tap",
	MsgSetMistakes:     "Mistakes",
	MsgSetRefuse:       "Refuse",
	MsgSetShow:         "Show",
	MsgSetOff:          "Off",
	MsgSetHighlightRow: "Highlight row, column and box",
	MsgSetHighlightDig: "Highlight the same digit",
	MsgSetAutoNotes:    "Remove notes automatically",
	MsgSetShowClock:    "Show the clock",
	MsgSetPauseUnfocus: "Pause when the window loses focus",
	MsgSetTheme:        "Theme",
	MsgSetLight:        "Light",
	MsgSetDark:         "Dark",
	MsgSetLanguage:     "Language",

	MsgConfirmNew:     "Start a new game?",
	MsgConfirmOpen:    "Open another grid?",
	MsgConfirmRestart: "Restart this game?",
	MsgConfirmGiveUp:  "Give up and show the solution?",
	MsgConfirmStop:    "Stop this game?",
	MsgConfirmQuit:    "Quit Sudoku?",
	MsgLoseProgress:   "The game in progress will be lost.",

	MsgDifficulty: "%s · complexity %d",
	MsgAppTitle:   "Sudoku",

	MsgSetOn:             "On",
	MsgLanguageEnglish:   "English",
	MsgChooserOf:         "Grid %d of %d",
	MsgChooserKeys:       "← → one grid, Page Up/Down ten, or type a number",
	MsgChooserRandom:     "Random",
	MsgCheckGrid:         "Check grid",
	MsgGenerateHead:      "Generate a puzzle",
	MsgCollectionHead:    "Collection",
	MsgChooseGrid:        "Choose a grid: %s",
	MsgGridNamed:         "Grid %d: %s",
	MsgGridClues:         "Grid %d · %d clues",
	MsgClipboard:         "the clipboard",
	MsgAssetsTitle:       "Missing game files",
	MsgRestoreTitle:      "Saved files could not be read",
	MsgRefused:           "Not now: %s",
	MsgClash:             "%d is already at %s",
	MsgSaveFailed:        "The game could not be saved: %s",
	MsgSavedAgain:        "The game is saved again",
	MsgSavedTo:           "Saved to %s",
	MsgCopied:            "Grid copied to the clipboard",
	MsgCancelled:         "Cancelled",
	MsgSomeBad:           "%d grids could not be read (%s)",
	MsgConfirmCreate:     "Create a grid?",
	MsgConfirmStopEdit:   "Stop creating?",
	MsgConfirmPlay:       "Play anyway?",
	MsgStopMessage:       "The game ends unsolved; Start plays it again from the givens.",
	MsgQuitMessage:       "The game in progress is saved and comes back next time.",
	MsgQuitEditMessage:   "The grid you are building is saved and comes back next time.",
	MsgRestartMessage:    "Every digit and note goes; you can undo the restart until your next move.",
	MsgGiveUpMessage:     "The solution is shown and the game counts as not solved.",
	MsgPlayMessage:       "This grid has several solutions: it is not a puzzle and scores nothing.",
	MsgLoseGrid:          "The grid you are building will be lost.",
	MsgGeneratingTitle:   "Generating",
	MsgGenerating:        "Making a new %s puzzle…",
	MsgReadingTitle:      "Opening",
	MsgReading:           "Reading %s…",
	MsgGradingTitle:      "Opening",
	MsgGrading:           "Checking the grid…",
	MsgDialogOpenTitle:   "Open a grid",
	MsgDialogSaveTitle:   "Save the grid",
	MsgDialogOpen:        "Choose a file in the file dialog.",
	MsgGenerateFailed:    "No puzzle was generated",
	MsgOpenFailed:        "The grid could not be opened",
	MsgPasteFailed:       "Nothing to paste",
	MsgSaveFailedTitle:   "The grid could not be saved",
	MsgCannotWrite:       "%s: only .sdm, .txt, .sdk and .gri files can be written.",
	MsgNoGrid:            "%s: no grid in the file",
	MsgNotAPuzzleTitle:   "Not a puzzle",
	MsgNotAPuzzleWarning: "This grid has several solutions: it is not a puzzle and scores nothing.",
	MsgCheckTitle:        "Check",
	MsgCheckOneRight:     "The digit placed so far is right.",
	MsgCheckAllRight:     "All %d digits placed so far are right.",
	MsgCheckOneWrong:     "1 of %d digits placed is wrong: %s.",
	MsgCheckSomeWrong:    "%d of %d digits placed are wrong; they are marked.",
	MsgCheckGridTitle:    "Check grid",
	MsgGridClash:         "Clash at %s and %s: both hold %d.",
	MsgGridNoSolution:    "No solution.",
	MsgGridSeveral:       "Several solutions: this grid is not a puzzle.",
	MsgGridUnique:        "Exactly one solution. Level %s, rating %.1f, complexity %d.",
	MsgStatStarted:       "Started",
	MsgStatSolved:        "Solved",
	MsgStatGivenUp:       "Given up",
	MsgStatBestTime:      "Best time",
	MsgStatBestScore:     "Best score",
	MsgStatStreak:        "Current streak",
	MsgStatLongest:       "Longest streak",
	MsgStatNote:          "Best times count solves without checks or hints. Grids that are not puzzles are not counted.",
	MsgKeysBoard:         "On the board",
	MsgKeysGame:          "Game",
	MsgKeysWindow:        "Window",
	MsgKeyMove:           "Move the selection",
	MsgKeyJump:           "Jump to the next empty cell",
	MsgKeyDigit:          "Place a digit",
	MsgKeyErase:          "Erase the cell",
	MsgKeyNote:           "Toggle a note",
	MsgKeyNotesMode:      "Switch the pad between digits and notes",
	MsgKeyStep:           "Add or take one (tap)",
	MsgKeyStartStop:      "Start or stop",
	MsgKeyPause:          "Pause or resume",
	MsgKeyMenu:           "Open the menu",
	MsgKeyDialogs:        "In dialogs: Tab and the arrows move, Return answers, Escape closes.",
	MsgHintLater:         "Hints (H) come in a later version.",
	MsgAboutText:         "A Sudoku game for the Linux desktop: generated puzzles from Easy to Expert, notes, undo and redo, and a score for every solve.",
	MsgAboutVersion:      "Version %s",
	MsgAboutLicence:      "Licence: MIT. Copyright (c) 2026 The Gio Sudoku developers.",
	MsgAboutModules:      "Built with these modules",
	MsgAboutFiles:        "Files",
}
