// Command licensecheck checks that a Debian copyright file names every Go
// module a binary links, with the licence the module's own LICENSE file
// grants, and writes the third-party licence notes that ship beside the
// binary in the tarball.
//
// A Go binary embeds every module it links: the .deb's copyright file must
// therefore list Gio, sqweek/dialog, adrg/xdg, golang.org/x/… and the Go
// standard library beside our own code (docs/architecture.md, Build tools, assets and
// packaging). Writing that list by
// hand is easy; keeping it true when go.mod changes is not, so this command
// reads the truth from the binary and fails the package checks when the
// file falls behind:
//
//	licensecheck -binary build-package/sudoku -copyright dist/debian/copyright \
//	    -packages build-package/packages.txt -notes build-package/THIRD-PARTY-NOTICES.txt
//
// What is linked comes from three places:
//
//   - the module list the Go linker writes into the binary (debug/buildinfo,
//     what `go version -m` prints): every module and its version;
//   - the source file table of the binary's pclntab, which survives
//     stripping: which folders of each module have code in the binary;
//   - optionally, `go list -deps` output (-packages), for packages that hold
//     data only (fonts, icons) and so leave no file in the pclntab.
//
// The copyright file follows the machine-readable format (DEP-5). Its Files
// paragraphs name modules by module path: "Files: gioui.org/*" covers the
// module gioui.org, "Files: github.com/go-text/typesetting/harfbuzz/*" a
// folder of a module that carries its own licence, "Files: *" our own code
// and "Files: golang.org/toolchain/*" the Go standard library and runtime
// (golang.org/toolchain is the module path the Go toolchain itself is
// published under). For every linked module, and for every linked folder of
// it that holds its own LICENSE, the check requires a paragraph whose
// License names exactly the licences that LICENSE file grants (recognised
// by their wording, see licence.go), and every licence named must have its
// text in the file. A Comment that names a linked module with a version
// ("gioui.org v0.10.3") must name the version linked, so the versions the
// file shows stay true. Paragraphs for modules the binary does not link are
// reported as warnings: they are harmless but stale.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command with its arguments and streams; it returns the exit
// status: 0 when the copyright file is complete, 1 when it is not, 2 for
// misuse.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("licensecheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	binary := fs.String("binary", "", "the Go binary to check (required)")
	copyrightPath := fs.String("copyright", "", "the Debian copyright file (DEP-5) that must list what the binary links (required)")
	packages := fs.String("packages", "", "optional output of go list -deps -f '{{with .Module}}{{.Path}}@{{.Version}}{{end}} {{.ImportPath}}' for the binary's main package")
	modcache := fs.String("modcache", "", "the Go module cache (default: go env GOMODCACHE)")
	goroot := fs.String("goroot", "", "the Go installation the binary was built with (default: go env GOROOT)")
	mainLicense := fs.String("main-license", "LICENSE", "the main module's licence file")
	notes := fs.String("notes", "", "write the third-party licence notes (every linked module's licence texts) to this file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *binary == "" || *copyrightPath == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: licensecheck -binary FILE -copyright FILE [-packages FILE] [-modcache DIR] [-goroot DIR] [-main-license FILE] [-notes FILE]")
		return 2
	}
	for _, v := range []struct {
		dst  *string
		name string
	}{{modcache, "GOMODCACHE"}, {goroot, "GOROOT"}} {
		if *v.dst != "" {
			continue
		}
		out, err := exec.Command("go", "env", v.name).Output()
		if err != nil {
			fmt.Fprintf(stderr, "licensecheck: go env %s: %v (pass -%s)\n", v.name, err, strings.ToLower(strings.TrimPrefix(v.name, "GO")))
			return 2
		}
		*v.dst = strings.TrimSpace(string(out))
	}

	bin, err := readBinary(*binary)
	if err != nil {
		fmt.Fprintf(stderr, "licensecheck: %v\n", err)
		return 1
	}
	if *packages != "" {
		data, err := os.ReadFile(*packages)
		if err != nil {
			fmt.Fprintf(stderr, "licensecheck: %v\n", err)
			return 1
		}
		if err := bin.addPackages(string(data)); err != nil {
			fmt.Fprintf(stderr, "licensecheck: %s: %v\n", *packages, err)
			return 1
		}
	}
	crText, err := os.ReadFile(*copyrightPath)
	if err != nil {
		fmt.Fprintf(stderr, "licensecheck: %v\n", err)
		return 1
	}
	cr, err := parseCopyright(string(crText))
	if err != nil {
		fmt.Fprintf(stderr, "licensecheck: %s: %v\n", *copyrightPath, err)
		return 1
	}
	src := sources{modcache: *modcache, goroot: *goroot, mainLicense: *mainLicense}
	items, err := src.licenceFiles(bin)
	report := check(bin, cr, items)
	if err != nil {
		report.errs = append([]error{err}, report.errs...)
	}
	for _, w := range report.warnings {
		fmt.Fprintf(stderr, "licensecheck: warning: %s: %s\n", *copyrightPath, w)
	}
	if len(report.errs) > 0 {
		for _, e := range report.errs {
			fmt.Fprintf(stderr, "licensecheck: %s: %v\n", *copyrightPath, e)
		}
		fmt.Fprintf(stderr, "licensecheck: FAIL: %s does not match what %s links (%d problems)\n", *copyrightPath, *binary, len(report.errs))
		return 1
	}
	if *notes != "" {
		if err := writeNotes(*notes, bin, items); err != nil {
			fmt.Fprintf(stderr, "licensecheck: %v\n", err)
			return 1
		}
	}
	fmt.Fprintf(stdout, "licensecheck: ok: %s lists the %d modules %s links (and the Go standard library)\n",
		*copyrightPath, len(bin.deps), *binary)
	return 0
}

// errorList joins errors for a test's message.
func errorList(errs []error) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString("\n\t")
		b.WriteString(e.Error())
	}
	return b.String()
}

var errNoLicence = errors.New("no licence file")
