package window

// The game's folders, and what the player is told about saving; the saves
// themselves run in package control, off the UI goroutine.

import (
	"errors"
	"os"
	"os/user"
	"path/filepath"

	"github.com/adrg/xdg"

	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
)

// systemDirs returns the game's folders from the XDG base directories and
// the working directory. With HOME unset (a service, `env -i`) the XDG
// defaults would land at the root of the file system (/.local/state):
// the account's home from the password database serves instead, and with
// none the game refuses to start rather than write anywhere else.
func systemDirs() (model.Dirs, error) {
	if err := settleHome(os.Getenv, lookupHome, os.Setenv); err != nil {
		return model.Dirs{}, err
	}
	xdg.Reload()
	d := model.Dirs{Config: xdg.ConfigHome, Data: xdg.DataHome, State: xdg.StateHome}
	if wd, err := os.Getwd(); err == nil {
		d.Work = wd
	}
	return d, nil
}

// lookupHome returns the home folder of the account running the game, from
// the password database.
func lookupHome() string {
	u, err := user.Current()
	if err != nil {
		return ""
	}
	return u.HomeDir
}

// settleHome makes sure HOME names a home folder, or that the three XDG
// folders are given: it sets HOME from lookup when it is unset, and
// returns an error naming the variables when neither can be had.
func settleHome(getenv func(string) string, lookup func() string, setenv func(string, string) error) error {
	if h := getenv("HOME"); filepath.IsAbs(h) && h != "/" {
		return nil
	}
	if h := lookup(); filepath.IsAbs(h) && h != "/" {
		return setenv("HOME", h)
	}
	given := true
	for _, v := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"} {
		given = given && filepath.IsAbs(getenv(v))
	}
	if given {
		return nil
	}
	return errors.New("HOME is not set and the password database gives this account no home folder: " +
		"set HOME (or XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_STATE_HOME) to say where the game keeps its files")
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
