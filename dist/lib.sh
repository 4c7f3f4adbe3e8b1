# Shared by the packaging scripts of dist/ (sourced, not run).
# shellcheck shell=sh disable=SC2034 # the variables are for the scripts that source this file
#
# The version and the application ID come from the Makefile only: the
# Makefile exports VERSION and APP_ID to the scripts, and a script run by
# hand reads the same two lines of the Makefile.
#
# Dates: SOURCE_DATE_EPOCH (https://reproducible-builds.org/specs/source-date-epoch/)
# when set, else the time of the last commit, else now. It dates the
# release in the metainfo, the changelog and the man page, and every file's
# time in the packages, so the same commit gives the same packages.

set -eu
umask 022
export LC_ALL=C.UTF-8 TZ=UTC

top=$(cd "$(dirname "$0")/.." && pwd)
dist=$top/dist

if [ -z "${VERSION:-}" ]; then
	VERSION=$(sed -n 's/^VERSION *:= *//p' "$top/Makefile")
fi
if [ -z "${APP_ID:-}" ]; then
	APP_ID=$(sed -n 's/^APP_ID *:= *//p' "$top/Makefile")
fi
case $VERSION in
'' | *[!0-9A-Za-z.+~-]*) echo "$0: bad VERSION '$VERSION' (set it in the Makefile)" >&2; exit 2 ;;
esac
[ -n "$APP_ID" ] || { echo "$0: no APP_ID in the Makefile" >&2; exit 2; }

# Without git history (a source tarball), the newest modification time of
# the sources: `git archive` and GitHub's tarballs date every file with the
# commit, so two builds of one tarball agree; the clock is never used.
source_mtime() {
	find "$top/Makefile" "$top/go.mod" "$top/go.sum" "$top/app" "$top/model" "$top/solver" \
		"$top/widgets" "$top/tools" "$top/assets" "$top/dist" "$top/po" -type f -printf '%T@\n' 2>/dev/null |
		sort -n | tail -n 1 | cut -d. -f1
}
if [ -z "${SOURCE_DATE_EPOCH:-}" ]; then
	SOURCE_DATE_EPOCH=$(git -C "$top" log -1 --format=%ct 2>/dev/null || source_mtime)
fi
if [ -z "$SOURCE_DATE_EPOCH" ]; then
	echo "$0: no date for the packages: no git history and no sources found; set SOURCE_DATE_EPOCH" >&2
	exit 2
fi
export SOURCE_DATE_EPOCH
date_iso=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)
date_rfc=$(date -u -d "@$SOURCE_DATE_EPOCH" -R)
maintainer=$(sed -n 's/^Maintainer: *//p' "$dist/debian/control")

# Package and file names (docs/architecture.md, Build tools, assets and packaging).
deb_name=gio-sudoku
deb_file=${deb_name}_${VERSION}_amd64.deb
tar_dir=sudoku-${VERSION}-linux-x86_64
tar_file=$tar_dir.tar.gz

# subst FILE DATE: FILE with @VERSION@, @DATE@ and @MAINTAINER@ filled in.
subst() {
	sed -e "s|@VERSION@|$VERSION|g" -e "s|@DATE@|$2|g" -e "s|@MAINTAINER@|$maintainer|g" "$1"
}

# stage_share DATADIR: writes the shared data tree, the same in the .deb
# (/usr/share), the tarball (share/) and make install (PREFIX/share):
#
#   sudoku/                         the assets folder (MANIFEST, images, icons, puzzles)
#   applications/APP_ID.desktop     the desktop entry
#   icons/hicolor/*/apps/APP_ID.*   the icon, SVG and PNG
#   metainfo/APP_ID.metainfo.xml    AppStream metadata
#   mime/packages/APP_ID.xml        the puzzle file types
#   man/man6/sudoku.6.gz            the manual page
stage_share() {
	d=$1
	(cd "$top/assets" && find . -type f | LC_ALL=C sort) | while read -r f; do
		install -D -m 0644 "$top/assets/$f" "$d/sudoku/$f"
	done
	(cd "$top/assets/icons" && find . -type f -name "$APP_ID.*" | LC_ALL=C sort) | while read -r f; do
		install -D -m 0644 "$top/assets/icons/$f" "$d/icons/hicolor/$f"
	done
	# The desktop entry and the metainfo get their translations from the
	# game's own catalogues (po/LINGUAS, po/LANG.po), as Name[fr]= lines and
	# xml:lang="fr" elements.
	install -d "$d/applications" "$d/metainfo" "$d/mime/packages" "$d/man/man6"
	msgfmt --desktop --template="$dist/$APP_ID.desktop" -d "$top/po" -o "$d/applications/$APP_ID.desktop"
	tmpl=$(mktemp -d)
	subst "$dist/$APP_ID.metainfo.xml.in" "$date_iso" >"$tmpl/$APP_ID.metainfo.xml"
	msgfmt --xml --template="$tmpl/$APP_ID.metainfo.xml" -d "$top/po" -o "$d/metainfo/$APP_ID.metainfo.xml"
	rm -r "$tmpl"
	chmod 0644 "$d/applications/$APP_ID.desktop"
	install -m 0644 "$dist/$APP_ID.mime.xml" "$d/mime/packages/$APP_ID.xml"
	subst "$dist/sudoku.6.in" "$date_iso" | gzip -9n >"$d/man/man6/sudoku.6.gz"
	chmod 0644 "$d/metainfo/$APP_ID.metainfo.xml" "$d/man/man6/sudoku.6.gz"
}

# install_binary SRC DST: installs the release binary.
install_binary() {
	install -D -m 0755 "$1" "$2"
}

# clamp_times DIR: every file and folder of DIR dated SOURCE_DATE_EPOCH.
clamp_times() {
	find "$1" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
}
