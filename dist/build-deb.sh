#!/bin/sh
# build-deb.sh BINARY OUTDIR: writes OUTDIR/gio-sudoku_VERSION_amd64.deb
# from the release binary (made by `make package`, which runs this script).
#
# The package is named gio-sudoku because Debian already has an unrelated
# console game in a package named sudoku, which owns /usr/games/sudoku: a
# package of the same name would be "upgraded" to it by apt. Ours conflicts
# with and replaces it; the command is still /usr/games/sudoku.
#
# It is a native package (version VERSION, no Debian revision: the packaging
# lives in the project), so its changelog is /usr/share/doc/gio-sudoku/
# changelog.gz. The control file comes from dist/debian/control through
# dpkg-gencontrol, with Depends from dpkg-shlibdeps plus the libraries Gio
# opens with dlopen (libGLESv2, Mesa's EGL and DRI drivers), which
# dpkg-shlibdeps cannot see. Vulkan is only Suggested: Gio v0.10 draws with
# EGL and OpenGL ES on X11 and on Wayland, and tries Vulkan only when EGL
# fails.
# shellcheck source=dist/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 2 ] || { echo "usage: $0 BINARY OUTDIR" >&2; exit 2; }
binary=$1
out=$2
for tool in dpkg-shlibdeps dpkg-gencontrol dpkg-deb; do
	command -v $tool >/dev/null || { echo "$0: $tool is missing (apt-get install dpkg-dev)" >&2; exit 1; }
done

work=$out/deb-work
rm -rf "$work"
mkdir -p "$work/debian"
pkg=$work/debian/$deb_name # where dpkg-shlibdeps expects the files of the package

install_binary "$binary" "$pkg/usr/games/sudoku"
stage_share "$pkg/usr/share"
doc=$pkg/usr/share/doc/$deb_name
install -D -m 0644 "$dist/debian/copyright" "$doc/copyright"
subst "$dist/debian/changelog.in" "$date_rfc" >"$work/debian/changelog"
gzip -9nc "$work/debian/changelog" >"$doc/changelog.gz"
chmod 0644 "$doc/changelog.gz"
if grep -q '^[^#]' "$dist/debian/lintian-overrides"; then
	install -D -m 0644 "$dist/debian/lintian-overrides" "$pkg/usr/share/lintian/overrides/$deb_name"
fi

# The control file: dpkg-shlibdeps and dpkg-gencontrol read debian/control
# and debian/changelog from the working folder.
cp "$dist/debian/control" "$work/debian/control"
(
	cd "$work"
	mkdir -p "debian/$deb_name/DEBIAN" # how dpkg-shlibdeps tells the package's root
	dpkg-shlibdeps -Tdebian/substvars "debian/$deb_name/usr/games/sudoku"
	dpkg-gencontrol -p"$deb_name" -P"debian/$deb_name" -Tdebian/substvars -fdebian/files
	cd "debian/$deb_name"
	find . -path ./DEBIAN -prune -o -type f -print | sed 's|^\./||' | LC_ALL=C sort |
		xargs md5sum >DEBIAN/md5sums
	chmod 0644 DEBIAN/control DEBIAN/md5sums
)
grep -q "^Version: $VERSION\$" "$pkg/DEBIAN/control" || {
	echo "$0: the control file's version is not $VERSION" >&2
	exit 1
}

clamp_times "$pkg"
rm -f "$out/$deb_file"
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$out/$deb_file" >/dev/null
echo "$out/$deb_file"
