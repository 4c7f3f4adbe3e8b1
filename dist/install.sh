#!/bin/sh
# install.sh install BINARY PREFIX | install.sh uninstall PREFIX
#
# make install and make uninstall: the tree of the tarball, installed under
# PREFIX (/usr/local by default; ~/.local for one user):
#
#   PREFIX/bin/sudoku
#   PREFIX/share/sudoku/, applications/, icons/hicolor/, metainfo/,
#   PREFIX/share/mime/packages/, man/man6/
#
# The game finds its assets in PREFIX/share/sudoku, beside its own folder.
# The desktop entry runs PREFIX/bin/sudoku by its full path, since PREFIX/bin
# may not be on the desktop session's PATH. uninstall removes exactly the
# files install writes (it lists them by staging the same tree in a
# temporary folder) and the assets folders left empty.
#
# After either, the icon, desktop and MIME caches of PREFIX/share are
# updated with whichever of gtk-update-icon-cache, update-desktop-database
# and update-mime-database exist; a failure there is a warning, not an
# error. With DESTDIR set (staged installs) the caches are left alone.
# shellcheck source=dist/lib.sh
. "$(dirname "$0")/lib.sh"

usage() {
	echo "usage: $0 install BINARY PREFIX | $0 uninstall PREFIX" >&2
	exit 2
}
[ $# -ge 2 ] || usage
action=$1
case $action in
install) [ $# -eq 3 ] || usage; binary=$2; prefix=$3 ;;
uninstall) [ $# -eq 2 ] || usage; binary=; prefix=$2 ;;
*) usage ;;
esac
# PREFIX=~/.local reaches make unexpanded from some shells: a literal ~.
# shellcheck disable=SC2088
case $prefix in
"~") prefix=$HOME ;;
"~/"*) prefix=$HOME/${prefix#"~/"} ;;
esac
case $prefix in
/*) ;;
*) echo "$0: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;;
esac
prefix=${prefix%/}
dest=${DESTDIR:-}$prefix

# The tree, staged in a temporary folder.
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
stage_share "$stage/share"
case $prefix in
/usr | /usr/local) ;; # on every session's PATH
*) sed -i "s|^Exec=sudoku |Exec=$prefix/bin/sudoku |" "$stage/share/applications/$APP_ID.desktop" ;;
esac

update_caches() {
	[ -z "${DESTDIR:-}" ] || return 0
	share=$dest/share
	if command -v gtk-update-icon-cache >/dev/null && [ -d "$share/icons/hicolor" ]; then
		gtk-update-icon-cache -q -t -f "$share/icons/hicolor" ||
			echo "$0: warning: gtk-update-icon-cache $share/icons/hicolor failed" >&2
	fi
	if command -v update-desktop-database >/dev/null && [ -d "$share/applications" ]; then
		update-desktop-database -q "$share/applications" ||
			echo "$0: warning: update-desktop-database $share/applications failed" >&2
	fi
	if command -v update-mime-database >/dev/null && [ -d "$share/mime/packages" ]; then
		update-mime-database "$share/mime" ||
			echo "$0: warning: update-mime-database $share/mime failed" >&2
	fi
	return 0
}

files=$(cd "$stage" && find share -type f | LC_ALL=C sort)
case $action in
install)
	install -D -m 0755 "$binary" "$dest/bin/sudoku"
	for f in $files; do
		install -D -m 0644 "$stage/$f" "$dest/$f"
	done
	update_caches
	echo "installed sudoku $VERSION in $dest (bin/sudoku, share/sudoku/ and the desktop files)"
	case :$PATH: in
	*:"$prefix/bin":*) ;;
	*) echo "note: $prefix/bin is not on your PATH; the menu entry works anyway, or run $prefix/bin/sudoku" ;;
	esac
	;;
uninstall)
	rm -f "$dest/bin/sudoku"
	for f in $files; do
		rm -f "$dest/$f"
	done
	# The assets folders left empty, deepest first. Shared folders
	# (bin, share/applications, share/icons/…) stay, even when empty.
	(cd "$stage" && find share/sudoku -type d | LC_ALL=C sort -r) | while read -r d; do
		if [ -d "$dest/$d" ]; then rmdir --ignore-fail-on-non-empty "$dest/$d"; fi
	done
	update_caches
	echo "removed sudoku from $dest"
	;;
esac
