package window

// The chooser of the bundled collections (docs/architecture.md, app,
// Assets).

import (
	"context"
	"strings"

	"gioui.org/layout"

	"github.com/giosudoku/sudoku/app/internal/assets"
	"github.com/giosudoku/sudoku/app/internal/control"
	"github.com/giosudoku/sudoku/i18n"
	"github.com/giosudoku/sudoku/model"
	"github.com/giosudoku/sudoku/solver"
	"github.com/giosudoku/sudoku/widgets"
)

// chooseCollection offers the bundled collections.
func (u *ui) chooseCollection() {
	if len(u.collections) > 0 {
		u.open(&collectionPanel{})
	}
}

// collectionLabel is a collection's button: a bundled level's collection
// is named by its level and the demo grids as such, in the window's
// language (their files' titles are English); another collection by its
// title up to the colon.
func (u *ui) collectionLabel(c assets.Collection) string {
	if l, err := solver.ParseLevel(c.Name); err == nil {
		return u.cat.Level(l)
	}
	if c.Name == "demo" {
		return u.cat.T(i18n.CollectionDemo)
	}
	t, _, _ := strings.Cut(c.Title, ":")
	if t = strings.TrimSpace(t); t == "" {
		return c.Name
	}
	return t
}

// collectionPanel chooses a bundled collection.
type collectionPanel struct{ dialog widgets.Dialog }

func (p *collectionPanel) update(u *ui, gtx layout.Context) {
	if a, ok := p.dialog.Update(gtx); ok {
		p.chosen(u, a.Index)
	}
}

func (p *collectionPanel) layout(u *ui, gtx layout.Context) {
	opts := make([]string, len(u.collections))
	for i, c := range u.collections {
		opts[i] = u.collectionLabel(c)
	}
	widgets.Choose(u.th, &p.dialog, u.cat.T(i18n.CollectionHead), opts...).WithCancel(u.cat.T(i18n.Cancel)).Layout(gtx)
}

// chosen follows the Collection dialog (-1: cancelled).
func (p *collectionPanel) chosen(u *ui, i int) {
	u.closeModal()
	if i < 0 || i >= len(u.collections) {
		return
	}
	c := u.collections[i]
	u.startTask(u.cat.T(i18n.ReadingTitle), u.cat.T(i18n.Reading, u.collectionLabel(c)), control.Cancellable,
		func(ctx context.Context) func() {
			col, err := model.ReadFile(c.Path)
			return func() {
				if err != nil {
					u.warn(u.cat.T(i18n.OpenFailed), u.cat.Error(err))
					return
				}
				u.collectionRead(col, u.collectionLabel(c), purposeOpen)
			}
		})
}
