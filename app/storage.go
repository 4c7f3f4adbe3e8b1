package main

// The game's folders, and what the player is told about saving; the saves
// themselves run in package control, off the UI goroutine.

import (
	"os"

	"github.com/adrg/xdg"

	"github.com/giosudoku/sudoku/app/i18n"
	"github.com/giosudoku/sudoku/model"
)

// systemDirs returns the game's folders from the XDG base directories and
// the working directory.
func systemDirs() model.Dirs {
	d := model.Dirs{Config: xdg.ConfigHome, Data: xdg.DataHome, State: xdg.StateHome}
	if wd, err := os.Getwd(); err == nil {
		d.Work = wd
	}
	return d
}

// saveFailed tells the player that the game, the statistics or the
// settings could not be saved; the game goes on.
// The status line has room for the start of the reason only: the first
// failure after a good save also opens a panel with the whole reason.
func (u *ui) saveFailed(err error) {
	u.say(u.cat.T(i18n.SaveFailed, u.cat.Error(err)))
	if !u.saveFailTold {
		u.saveFailTold = true
		u.warn(u.cat.T(i18n.QuitUnsavedTitle), u.cat.T(i18n.SaveFailed, u.cat.Error(err)))
	}
}

// saveRecovered tells the player that the game is saved again.
func (u *ui) saveRecovered() {
	u.saveFailTold = false
	u.say(u.cat.T(i18n.SavedAgain))
}

// saveSettings writes the settings after the player changed them.
func (u *ui) saveSettings() { u.ctl.SaveSettings() }
