package i18n

import "strings"

// LocaleLanguage returns the language of the desktop's locale as gettext
// finds it for messages: the first of LC_ALL, LC_MESSAGES and LANG that is
// set, reduced to its language ("fr_FR.UTF-8" → "fr"). It returns "en" for
// the C and POSIX locales and for a language the game has no texts for.
// getenv is os.Getenv, or a map's lookup in tests.
func LocaleLanguage(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		loc := getenv(v)
		if loc == "" {
			continue
		}
		lang, _, _ := strings.Cut(loc, ".")
		lang, _, _ = strings.Cut(lang, "@")
		lang, _, _ = strings.Cut(lang, "_")
		lang = strings.ToLower(lang)
		for _, l := range Languages() {
			if l == lang {
				return l
			}
		}
		return "en"
	}
	return "en"
}
