package main

// Reading a machine-readable Debian copyright file (DEP-5,
// https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/).

import (
	"fmt"
	"sort"
	"strings"
)

// paragraph is one paragraph of a DEP-5 file.
type paragraph struct {
	line   int               // where it starts, 1-based
	fields map[string]string // field name (lower case) to value; continuation lines joined with "\n"
}

// filesParagraph is a Files paragraph: some files, their copyright and their
// licence.
type filesParagraph struct {
	line     int
	patterns []string
	licence  licenceExpr
	hasText  bool // the License field carries the text itself
	// versions maps the module paths the Comment names with a version
	// ("gioui.org v0.10.3") to that version.
	versions map[string]string
}

// licenceExpr is the first line of a License field: licence short names
// joined by "or" / "and" (a comma before "and" is allowed).
type licenceExpr struct {
	text  string
	names []string // normalised short names, sorted, each once
}

// copyrightFile is a parsed DEP-5 file.
type copyrightFile struct {
	files []filesParagraph
	// texts holds the licences whose text the file carries, in a
	// standalone License paragraph or in a Files paragraph.
	texts map[string]bool
}

// parseCopyright parses a DEP-5 file. It requires the Format header and, in
// every Files paragraph, Files, Copyright and License fields.
func parseCopyright(text string) (*copyrightFile, error) {
	paras, err := splitParagraphs(text)
	if err != nil {
		return nil, err
	}
	if len(paras) == 0 || !strings.Contains(paras[0].fields["format"], "copyright-format/1.0") {
		return nil, fmt.Errorf("not a machine-readable copyright file: the first paragraph needs Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/")
	}
	cr := &copyrightFile{texts: make(map[string]bool)}
	for _, p := range paras[1:] {
		lic, ok := p.fields["license"]
		if !ok {
			return nil, fmt.Errorf("line %d: paragraph without a License field", p.line)
		}
		first, body, _ := strings.Cut(lic, "\n")
		expr, err := parseLicenceExpr(first)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", p.line, err)
		}
		hasText := strings.TrimSpace(body) != ""
		files, isFiles := p.fields["files"]
		if !isFiles {
			if !hasText {
				return nil, fmt.Errorf("line %d: standalone License paragraph %q without the licence text", p.line, first)
			}
			if len(expr.names) != 1 {
				return nil, fmt.Errorf("line %d: a standalone License paragraph names one licence, not %q", p.line, first)
			}
			cr.texts[expr.names[0]] = true
			continue
		}
		if strings.TrimSpace(p.fields["copyright"]) == "" {
			return nil, fmt.Errorf("line %d: Files paragraph without a Copyright field", p.line)
		}
		fp := filesParagraph{line: p.line, patterns: strings.Fields(files), licence: expr, hasText: hasText,
			versions: commentVersions(p.fields["comment"])}
		if len(fp.patterns) == 0 {
			return nil, fmt.Errorf("line %d: empty Files field", p.line)
		}
		if hasText && len(expr.names) == 1 {
			cr.texts[expr.names[0]] = true
		}
		cr.files = append(cr.files, fp)
	}
	return cr, nil
}

// splitParagraphs splits a DEP-5 (deb822) text into paragraphs of fields.
// Continuation lines start with a space or tab; a line " ." stands for an
// empty line inside a value.
func splitParagraphs(text string) ([]paragraph, error) {
	var out []paragraph
	var cur *paragraph
	var last string
	for n, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		switch {
		case strings.TrimSpace(line) == "":
			cur = nil
		case strings.HasPrefix(line, "#"):
			// comment line
		case line[0] == ' ' || line[0] == '\t':
			if cur == nil || last == "" {
				return nil, fmt.Errorf("line %d: continuation line outside a field", n+1)
			}
			v := strings.TrimSpace(line)
			if v == "." {
				v = ""
			}
			cur.fields[last] += "\n" + v
		default:
			name, value, ok := strings.Cut(line, ":")
			if !ok || strings.ContainsAny(name, " \t") {
				return nil, fmt.Errorf("line %d: %q is not a field", n+1, line)
			}
			if cur == nil {
				out = append(out, paragraph{line: n + 1, fields: make(map[string]string)})
				cur = &out[len(out)-1]
			}
			last = strings.ToLower(name)
			if _, dup := cur.fields[last]; dup {
				return nil, fmt.Errorf("line %d: field %s twice in one paragraph", n+1, name)
			}
			cur.fields[last] = strings.TrimSpace(value)
		}
	}
	return out, nil
}

// licenceAliases maps other names of a licence to the short name DEP-5
// uses.
var licenceAliases = map[string]string{
	"mit":          "Expat",
	"expat":        "Expat",
	"unlicense":    "Unlicense",
	"isc":          "ISC",
	"bsd-2-clause": "BSD-2-Clause",
	"bsd-3-clause": "BSD-3-Clause",
	"apache-2.0":   "Apache-2.0",
}

// parseLicenceExpr reads "Unlicense or Expat", "BSD-3-Clause", "A and B".
func parseLicenceExpr(s string) (licenceExpr, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return licenceExpr{}, fmt.Errorf("empty License field")
	}
	seen := make(map[string]bool)
	var names []string
	for _, w := range strings.Fields(strings.ReplaceAll(s, ",", " ")) {
		switch strings.ToLower(w) {
		case "or", "and":
			continue
		}
		name, ok := licenceAliases[strings.ToLower(w)]
		if !ok {
			name = w // a licence this check does not know; kept as written
		}
		if !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return licenceExpr{}, fmt.Errorf("the License field %q names no licence", s)
	}
	sort.Strings(names)
	return licenceExpr{text: s, names: names}, nil
}

// paragraphFor returns the Files paragraph that lists exactly the pattern
// (e.g. "gioui.org/*"), the last one when several do, as DEP-5 lets later
// paragraphs override earlier ones.
func (c *copyrightFile) paragraphFor(pattern string) (filesParagraph, bool) {
	var found filesParagraph
	ok := false
	for _, p := range c.files {
		for _, pat := range p.patterns {
			if pat == pattern {
				found, ok = p, true
			}
		}
	}
	return found, ok
}

// commentVersions finds "MODULE vVERSION" pairs in a Comment: a word with a
// dot before its first slash (a module path) followed by a word starting
// with "v" and a digit.
func commentVersions(comment string) map[string]string {
	words := strings.Fields(comment)
	out := make(map[string]string)
	trim := func(w string) string { return strings.TrimRight(strings.Trim(w, "(\"'`"), ",.;:)\"'`") }
	for i := 0; i+1 < len(words); i++ {
		mod, ver := trim(words[i]), trim(words[i+1])
		first, _, _ := strings.Cut(mod, "/")
		if !strings.Contains(first, ".") || len(ver) < 2 || ver[0] != 'v' || ver[1] < '0' || ver[1] > '9' {
			continue
		}
		out[mod] = ver
	}
	return out
}
