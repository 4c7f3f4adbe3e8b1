package gtkdialog

// The desktop's print dialog, GTK's GtkPrintUnixDialog, shown by the child
// process `sudoku --print-dialog FILE.pdf PAPER TITLE` (printdialog.go
// starts it; the game's own process never starts GTK, see package nogtk).
// The dialog lists the printers of CUPS and GTK's "Print to File". The PDF
// the game made is handed as it is to a GtkPrintJob
// (gtk_print_job_set_source_file): a CUPS printer takes PDF, and "Print to
// File" copies the bytes to the file chosen, so that file is the PDF that
// Export PDF writes. The dialog is told that the job is a PDF
// (GTK_PRINT_CAPABILITY_GENERATE_PDF), so "Print to File" offers PDF only.

/*
#cgo pkg-config: gtk+-3.0 gtk+-unix-print-3.0
#include <gtk/gtk.h>
#include <gtk/gtkunixprint.h>
#include <stdlib.h>

typedef struct {
	int done;
	char *error;
} print_state;

static void print_done(GtkPrintJob *job, gpointer data, const GError *err) {
	print_state *st = data;
	if (err != NULL) {
		st->error = g_strdup(err->message);
	}
	st->done = 1;
	gtk_main_quit();
}

// sudoku_print_dialog shows the dialog, titled title, and prints pdf on the
// printer chosen as a job named Sudoku:
// 0 printed (or written to a file), 3 cancelled, 4 no GTK, 1 an error in
// *error (to free).
static int sudoku_print_dialog(const char *pdf, const char *title, int letter, char **error) {
	if (!gtk_init_check(NULL, NULL)) {
		return 4;
	}
	GtkWidget *dlg = gtk_print_unix_dialog_new(title, NULL);
	GtkPrintUnixDialog *pd = GTK_PRINT_UNIX_DIALOG(dlg);
	gtk_print_unix_dialog_set_manual_capabilities(pd, GTK_PRINT_CAPABILITY_GENERATE_PDF);
	GtkPageSetup *setup = gtk_page_setup_new();
	GtkPaperSize *paper = gtk_paper_size_new(letter ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);
	gtk_page_setup_set_paper_size(setup, paper);
	gtk_print_unix_dialog_set_page_setup(pd, setup);
	GtkPrintSettings *initial = gtk_print_settings_new();
	gtk_print_settings_set(initial, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT, "pdf");
	gtk_print_settings_set(initial, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, "sudoku");
	gtk_print_settings_set_paper_size(initial, paper);
	gtk_print_unix_dialog_set_settings(pd, initial);
	g_object_unref(initial);
	gtk_paper_size_free(paper);
	g_object_unref(setup);

	gint response = gtk_dialog_run(GTK_DIALOG(dlg));
	if (response != GTK_RESPONSE_OK) {
		gtk_widget_destroy(dlg);
		while (gtk_events_pending()) gtk_main_iteration();
		return 3;
	}
	GtkPrinter *printer = gtk_print_unix_dialog_get_selected_printer(pd);
	GtkPrintSettings *settings = gtk_print_unix_dialog_get_settings(pd);
	GtkPageSetup *chosen = gtk_print_unix_dialog_get_page_setup(pd);
	if (printer == NULL) {
		*error = g_strdup("no printer chosen");
		gtk_widget_destroy(dlg);
		return 1;
	}
	if (!gtk_printer_accepts_pdf(printer)) {
		*error = g_strdup_printf("the printer %s does not accept PDF", gtk_printer_get_name(printer));
		gtk_widget_destroy(dlg);
		return 1;
	}
	GtkPrintJob *job = gtk_print_job_new("Sudoku", printer, settings, chosen);
	g_object_unref(settings);
	gtk_widget_destroy(dlg);
	GError *err = NULL;
	if (!gtk_print_job_set_source_file(job, pdf, &err)) {
		*error = g_strdup(err->message);
		g_error_free(err);
		g_object_unref(job);
		return 1;
	}
	print_state st = {0, NULL};
	gtk_print_job_send(job, print_done, &st, NULL);
	if (!st.done) {
		gtk_main();
	}
	g_object_unref(job);
	if (st.error != NULL) {
		*error = st.error;
		return 1;
	}
	return 0;
}
*/
import "C"

import (
	"errors"
	"os"
	"runtime"
	"unsafe"

	"github.com/giosudoku/sudoku/app/internal/nogtk"
)

func init() {
	// GTK wants the thread that initialised it, the main one: in the
	// helper process the main goroutine stays on it.
	if os.Getenv(nogtk.HelperEnv) != "" {
		runtime.LockOSThread()
	}
}

// GTKPrintDialog shows GTK's print dialog for the PDF at path and prints it
// on the printer the player picks. It returns ErrPickCancelled when the
// player cancels and ErrNoNativePicker when GTK cannot start.
func GTKPrintDialog(path, title string, letter bool) error {
	cpath, ctitle := C.CString(path), C.CString(title)
	defer C.free(unsafe.Pointer(cpath))
	defer C.free(unsafe.Pointer(ctitle))
	var cerr *C.char
	l := C.int(0)
	if letter {
		l = 1
	}
	switch C.sudoku_print_dialog(cpath, ctitle, l, &cerr) {
	case 0:
		return nil
	case 3:
		return ErrPickCancelled
	case 4:
		return ErrNoNativePicker
	}
	msg := "printing failed"
	if cerr != nil {
		msg = C.GoString(cerr)
		C.g_free(C.gpointer(cerr))
	}
	return errors.New(msg)
}
