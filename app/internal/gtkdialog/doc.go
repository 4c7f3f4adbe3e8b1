// Package gtkdialog holds the GTK dialogs, which run in a child process of
// the same program: the file chooser (sqweek/dialog, picker.go) and the
// print dialog (cgo, printdialog_gtk.go). The child side is RunFileDialog
// and RunPrintDialog, which main runs for the hidden --file-dialog and
// --print-dialog commands; the window's side is HelperPicker and
// HelperPrinter, which start the child (with nogtk.HelperEnv set, so GTK
// starts there) and read its answer, and KillChildren, which ends the ones
// still open when the window closes. Exit statuses between them: 0 done,
// 2 misuse, 3 cancelled, 4 no GTK.
package gtkdialog
