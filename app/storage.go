package main

// Saving the game, the statistics and the settings (SPEC 5.5, 5.6) without
// blocking the UI goroutine: the model is encoded on the UI goroutine and
// written by another one; the result comes back through ui.post. On exit
// every write is synchronous.

import (
	"github.com/giosudoku/sudoku/app/i18n"

	"fmt"
	"os"
	"sync"

	"github.com/adrg/xdg"

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

// backgroundFile serialises the writes of one file made off the UI
// goroutine, and drops a write older than one already done, so the file
// always ends with the newest state.
type backgroundFile struct {
	mu      sync.Mutex
	written uint64 // sequence number of the newest write done
}

// write runs fn unless a newer write (a higher seq) is already done.
func (b *backgroundFile) write(seq uint64, fn func() error) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if seq <= b.written {
		return nil
	}
	if err := fn(); err != nil {
		return err
	}
	b.written = seq
	return nil
}

// background runs fn on another goroutine, writing file f, and reports a
// failure with failed (on the UI goroutine) or success with done.
func (u *ui) background(f *backgroundFile, fn func() error, failed func(error), done func()) {
	u.seq++
	seq := u.seq
	if u.exiting {
		if err := f.write(seq, fn); err != nil {
			failed(err)
		} else if done != nil {
			done()
		}
		return
	}
	u.bg.Add(1)
	go func() {
		defer u.bg.Done()
		err := f.write(seq, fn)
		u.post(func() {
			if err != nil {
				failed(err)
			} else if done != nil {
				done()
			}
		})
	}()
}

// saveGame is the Saver's write: the game is encoded now and written in
// the background (at once when exiting). A failed write shows in the
// status line and is tried again at the next save.
func (u *ui) saveGame() error {
	data, err := u.game.MarshalJSON()
	if err != nil {
		return fmt.Errorf("save %s: %w", u.store.Dirs.GamePath(), err)
	}
	if u.exiting {
		seq := u.seq + 1
		u.seq = seq
		return u.gameFile.write(seq, func() error { return u.store.WriteGame(data) })
	}
	u.background(&u.gameFile, func() error { return u.store.WriteGame(data) },
		func(err error) {
			u.saveFailed(err)
			u.saver.Mark() // try again at the next interval
		},
		func() {
			if u.saveErr != nil {
				u.saveErr = nil
				u.say(u.cat.T(i18n.SavedAgain))
			}
		})
	return nil
}

// saveFailed tells the player that the game could not be saved; the game
// goes on.
func (u *ui) saveFailed(err error) {
	u.saveErr = err
	u.say(u.cat.T(i18n.SaveFailed, u.cat.Error(err)))
}

// saveStatsAsync writes the statistics after they changed.
func (u *ui) saveStatsAsync() {
	u.savedStats = u.game.StatsRevision()
	st := u.game.Stats()
	u.background(&u.statsFile, func() error { return u.store.SaveStats(st) },
		func(err error) { u.saveFailed(err) }, nil)
}

// saveStats writes the statistics now (on exit).
func (u *ui) saveStats() error {
	if u.game.StatsRevision() == u.savedStats {
		return nil
	}
	u.savedStats = u.game.StatsRevision()
	return u.store.SaveStats(u.game.Stats())
}

// saveSettings writes the settings after the player changed them.
func (u *ui) saveSettings() {
	if !u.cfg.Persist {
		return
	}
	st := u.game.Settings()
	u.background(&u.settingFile, func() error { return u.store.SaveSettings(st) },
		func(err error) { u.saveFailed(err) }, nil)
}
