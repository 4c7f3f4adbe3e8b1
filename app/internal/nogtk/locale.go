package nogtk

// #cgo pkg-config: gtk+-3.0
// #include <gtk/gtk.h>
import "C"

// keepLocale stops GTK from setting the process's locale when it starts.
// gtk_init_check, which sqweek/dialog's initialisation calls in every
// process, would otherwise call setlocale and, when the locale the
// environment names is not installed, print "Locale not supported by C
// library" on stderr, even for `sudoku solve`. The game's process shows no
// GTK window and Go reads no C locale; the dialogs' child processes, where
// GTK's own texts follow the locale, leave it to GTK.
func keepLocale() { C.gtk_disable_setlocale() }
