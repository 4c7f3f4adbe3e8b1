package main

// Finding the licence files of what a binary links, telling which licences
// they grant, and checking the copyright file against them.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
)

// licenceRule recognises a licence by phrases its text always holds.
type licenceRule struct {
	name    string
	all     []string // every phrase must appear
	without []string // none of these may appear
}

// licenceRules recognise the licences of the modules Go programs commonly
// link. Phrases are compared lower case with white space collapsed, so line
// breaks and indentation do not matter.
var licenceRules = []licenceRule{
	{name: "Expat", all: []string{"permission is hereby granted, free of charge, to any person obtaining a copy"}},
	{name: "Unlicense", all: []string{"this is free and unencumbered software released into the public domain"}},
	{name: "ISC", all: []string{"permission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby granted"}},
	{name: "BSD-3-Clause", all: []string{"redistribution and use in source and binary forms", "neither the name of"}, without: []string{"advertising materials"}},
	{name: "BSD-2-Clause", all: []string{"redistribution and use in source and binary forms"}, without: []string{"neither the name of", "advertising materials"}},
	{name: "Apache-2.0", all: []string{"apache license", "version 2.0, january 2004"}},
}

// normalise lower-cases text and collapses white space to single spaces.
func normalise(text string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(text), unicode.IsSpace), " ")
}

// detectLicences returns the licences a licence file grants, sorted; none
// when it recognises none.
func detectLicences(text string) []string {
	t := normalise(text)
	var out []string
rules:
	for _, r := range licenceRules {
		for _, p := range r.all {
			if !strings.Contains(t, p) {
				continue rules
			}
		}
		for _, p := range r.without {
			if strings.Contains(t, p) {
				continue rules
			}
		}
		out = append(out, r.name)
	}
	sort.Strings(out)
	return out
}

// isLicenceFile reports whether a file name is a licence text.
func isLicenceFile(name string) bool {
	n := strings.ToUpper(name)
	for _, p := range []string{"LICENSE", "LICENCE", "COPYING", "UNLICENSE"} {
		if n == p || strings.HasPrefix(n, p+".") || strings.HasPrefix(n, p+"-") {
			return true
		}
	}
	return false
}

// isNoticeFile reports whether a file name is a notice that travels with a
// licence (the Go project's patent grant, Apache NOTICE files). Notices go
// into the notes but do not decide the licence.
func isNoticeFile(name string) bool {
	n := strings.ToUpper(name)
	return n == "PATENTS" || n == "NOTICE" || strings.HasPrefix(n, "NOTICE.")
}

// textFile is a licence or notice file read from disk.
type textFile struct {
	path string
	text string
}

// licenceItem is code in the binary that a copyright paragraph must cover:
// a module, or a folder of a module that carries its own licence.
type licenceItem struct {
	module   string // module path, or stdModule
	version  string
	sub      string // "" for the module root, else the folder
	pattern  string // the Files pattern that must cover it
	licences []textFile
	notices  []textFile
	granted  []string // what the licence files grant, sorted
}

// sources says where licence files are found.
type sources struct {
	modcache    string // the Go module cache
	goroot      string // the Go installation
	mainLicense string // the main module's licence file
}

// escapeModulePath escapes a module path or version as the module cache
// does: an upper-case letter becomes '!' and the letter in lower case.
func escapeModulePath(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsUpper(r) {
			b.WriteByte('!')
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// moduleDir is where a linked module's source lies.
func (s sources) moduleDir(m module) string {
	if m.Dir != "" {
		return m.Dir
	}
	return filepath.Join(s.modcache, filepath.FromSlash(escapeModulePath(m.Path)+"@"+escapeModulePath(m.Version)))
}

// readTexts reads the licence and notice files directly in dir.
func readTexts(dir string) (licences, notices []textFile, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		lic, notice := isLicenceFile(e.Name()), isNoticeFile(e.Name())
		if !lic && !notice {
			continue
		}
		p := filepath.Join(dir, e.Name())
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, nil, err
		}
		tf := textFile{path: p, text: string(data)}
		if lic {
			licences = append(licences, tf)
		} else {
			notices = append(notices, tf)
		}
	}
	return licences, notices, nil
}

// newItem makes the item of the licence files in dir.
func newItem(mod, version, sub, pattern string, licences, notices []textFile) licenceItem {
	it := licenceItem{module: mod, version: version, sub: sub, pattern: pattern, licences: licences, notices: notices}
	seen := make(map[string]bool)
	for _, l := range licences {
		for _, name := range detectLicences(l.text) {
			if !seen[name] {
				seen[name] = true
				it.granted = append(it.granted, name)
			}
		}
	}
	sort.Strings(it.granted)
	return it
}

// licenceFiles finds, for the main module, the standard library and every
// linked module, the licence files at the module root and in every linked
// folder below it that has its own. The error lists modules whose source or
// licence cannot be found; the items of the others are still returned.
func (s sources) licenceFiles(bin *binaryInfo) ([]licenceItem, error) {
	var items []licenceItem
	var errs []error

	data, err := os.ReadFile(s.mainLicense)
	if err != nil {
		errs = append(errs, fmt.Errorf("the main module's licence: %w", err))
	} else {
		items = append(items, newItem(bin.main, "", "", "*", []textFile{{path: s.mainLicense, text: string(data)}}, nil))
	}

	// The standard library: its root licence only. Folders such as
	// crypto/internal/boring carry licences for object files that only
	// GOEXPERIMENT=boringcrypto links.
	lic, notices, err := readTexts(s.goroot)
	switch {
	case err != nil:
		errs = append(errs, fmt.Errorf("the Go standard library's licence: %w", err))
	case len(lic) == 0:
		errs = append(errs, fmt.Errorf("the Go standard library: %w in %s", errNoLicence, s.goroot))
	default:
		items = append(items, newItem(stdModule, bin.goVersion, "", stdModule+"/*", lic, notices))
	}

	for _, m := range bin.deps {
		root := s.moduleDir(m)
		lic, notices, err := readTexts(root)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			errs = append(errs, fmt.Errorf("module %s %s: its source is not in %s (run go mod download)", m.Path, m.Version, root))
			continue
		case err != nil:
			errs = append(errs, fmt.Errorf("module %s %s: %w", m.Path, m.Version, err))
			continue
		case len(lic) == 0:
			errs = append(errs, fmt.Errorf("module %s %s: %w in %s", m.Path, m.Version, errNoLicence, root))
			continue
		}
		items = append(items, newItem(m.Path, m.Version, "", m.Path+"/*", lic, notices))

		// Folders between the root and each linked folder that carry
		// their own licence.
		nested := make(map[string]bool)
		for sub := range bin.dirs[m.Path] {
			for d := sub; d != "" && d != "."; d = path.Dir(d) {
				nested[d] = true
			}
		}
		subs := make([]string, 0, len(nested))
		for d := range nested {
			subs = append(subs, d)
		}
		sort.Strings(subs)
		for _, d := range subs {
			lic, notices, err := readTexts(filepath.Join(root, filepath.FromSlash(d)))
			if err != nil || len(lic) == 0 {
				continue // no such folder in this module, or no licence of its own
			}
			items = append(items, newItem(m.Path, m.Version, d, m.Path+"/"+d+"/*", lic, notices))
		}
	}
	return items, errors.Join(errs...)
}

// checkReport is what check found: errors fail the check, warnings do not.
type checkReport struct {
	errs     []error
	warnings []string
}

// check compares the copyright file with the licence files of what the
// binary links.
func check(bin *binaryInfo, cr *copyrightFile, items []licenceItem) checkReport {
	var r checkReport
	required := make(map[string]bool)
	for _, it := range items {
		required[it.pattern] = true
		var what string
		switch {
		case it.module == stdModule:
			what = "the Go standard library (" + it.version + ")"
		case it.pattern == "*":
			what = "our own code (module " + it.module + ")"
		case it.sub != "":
			what = fmt.Sprintf("folder %s of module %s %s, which has its own licence,", it.sub, it.module, it.version)
		default:
			what = fmt.Sprintf("module %s %s", it.module, it.version)
		}
		if len(it.granted) == 0 {
			r.errs = append(r.errs, fmt.Errorf("%s: cannot tell the licence of %s; teach tools/licensecheck its wording", what, it.licences[0].path))
			continue
		}
		p, ok := cr.paragraphFor(it.pattern)
		if !ok {
			r.errs = append(r.errs, fmt.Errorf("%s is linked into the binary, but no Files paragraph lists %q (its licence: %s)",
				what, it.pattern, strings.Join(it.granted, " or ")))
			continue
		}
		if v, ok := p.versions[it.module]; ok && it.sub == "" && v != it.version {
			r.errs = append(r.errs, fmt.Errorf("line %d: %s: the Comment names %s %s, but the binary links %s",
				p.line, it.pattern, it.module, v, it.version))
		}
		if !equalStrings(p.licence.names, it.granted) {
			r.errs = append(r.errs, fmt.Errorf("line %d: %s: License says %q, but %s grants %s",
				p.line, it.pattern, p.licence.text, it.licences[0].path, strings.Join(it.granted, " and ")))
		}
	}
	// Every licence named needs its text somewhere in the file.
	for _, p := range cr.files {
		for _, name := range p.licence.names {
			if !cr.texts[name] && !(p.hasText && len(p.licence.names) == 1) {
				r.errs = append(r.errs, fmt.Errorf("line %d: licence %s has no text in the file (add a standalone License: %s paragraph)", p.line, name, name))
			}
		}
	}
	// Paragraphs for modules the binary does not link.
	for _, p := range cr.files {
		for _, pat := range p.patterns {
			if pat == "*" || required[pat] {
				continue
			}
			mod := strings.TrimSuffix(pat, "/*")
			if linkedUnder(bin, mod) {
				continue // a folder of a linked module, listed by hand (data, fonts)
			}
			r.warnings = append(r.warnings, fmt.Sprintf("line %d: %s: the binary links nothing under %s", p.line, pat, mod))
		}
	}
	return r
}

// linkedUnder reports whether a module path or module folder names
// something the binary links.
func linkedUnder(bin *binaryInfo, name string) bool {
	for mod, dirs := range bin.dirs {
		for sub := range dirs {
			full := mod
			if sub != "" {
				full += "/" + sub
			}
			if full == name || strings.HasPrefix(full, name+"/") {
				return true
			}
		}
	}
	for _, m := range bin.deps {
		if m.Path == name || strings.HasPrefix(name, m.Path+"/") && bin.dirs[m.Path] == nil {
			return true
		}
	}
	return false
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
