package printing

import "strings"

// letterTerritories are the countries whose locales print on US Letter
// (glibc's LC_PAPER says so for these); every other one prints on A4.
var letterTerritories = map[string]bool{
	"US": true, "CA": true, "MX": true, "PH": true, "PR": true, "CL": true,
	"CO": true, "CR": true, "GT": true, "NI": true, "PA": true, "SV": true,
	"VE": true, "DO": true,
}

// PaperForLocale returns the paper size of a locale name such as
// "en_US.UTF-8" or "fr_CA@euro": Letter for the territories that use it, A4
// for any other territory and for a locale without one (C, POSIX, "fr").
func PaperForLocale(loc string) Paper {
	loc, _, _ = strings.Cut(loc, ".")
	loc, _, _ = strings.Cut(loc, "@")
	if _, territory, ok := strings.Cut(loc, "_"); ok && letterTerritories[strings.ToUpper(territory)] {
		return Letter
	}
	return A4
}

// PaperFromEnv returns the paper size of the desktop's locale: the first of
// LC_ALL, LC_PAPER and LANG that is set, as the C library reads them (LC_ALL
// overrides every category). getenv is os.Getenv, or a map's lookup in tests.
func PaperFromEnv(getenv func(string) string) Paper {
	for _, v := range []string{"LC_ALL", "LC_PAPER", "LANG"} {
		if loc := getenv(v); loc != "" {
			return PaperForLocale(loc)
		}
	}
	return A4
}

// ParsePaper reads a paper setting: "a4", "letter", or "auto" (or "") for
// the locale's, which auto gives.
func ParsePaper(s string, auto Paper) (Paper, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4":
		return A4, true
	case "letter":
		return Letter, true
	case "", "auto":
		return auto, true
	}
	return Paper{}, false
}
