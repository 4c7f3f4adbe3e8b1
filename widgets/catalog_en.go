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
}
