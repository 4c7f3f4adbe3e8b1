#!/bin/sh
# try-install-chroot.sh DEB [CHROOT]: installs the .deb for real into a bare
# Debian 12 (debootstrap --variant=minbase) and runs the installed game
# there: the check that the package pulls every library it needs, which a
# simulated install on a full machine cannot show. Not part of `make test`
# (it downloads about 100 MB and takes a few minutes); run it by hand, as
# root, with debootstrap installed, before a release:
#
#   sudo dist/try-install-chroot.sh build-package/gio-sudoku_VERSION_amd64.deb
#
# In the chroot it checks that apt installs the package and its
# dependencies, that the desktop entry, icons, metainfo and MIME types are
# where the desktop looks and the MIME database knows our types (dpkg's
# triggers ran), and, on the host's Xvfb, that /usr/games/sudoku --selftest
# passes from / and from the Exec line with PATH=/usr/games, and that
# `sudoku --assets` finds /usr/share/sudoku. CHROOT (default: a temporary
# folder) is kept when given, so a second run skips debootstrap.
# shellcheck source=dist/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=dist/checks.sh
. "$dist/checks.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 DEB [CHROOT]" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "$0: run as root (debootstrap, chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "$0: apt-get install debootstrap" >&2; exit 2; }
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
keep=${2:+yes}
root=${2:-$(mktemp -d "${TMPDIR:-/tmp}/sudoku-chroot.XXXXXX")}
work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-chroot-work.XXXXXX")
mirror=${MIRROR:-http://deb.debian.org/debian}

mounted=
cleanup() {
	stop_xvfb
	for m in $mounted; do umount -l "$root$m" 2>/dev/null || true; done
	rm -rf "$work"
	[ -n "$keep" ] || rm -rf "$root"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
t0=$(date +%s)

if [ ! -x "$root/usr/bin/apt-get" ]; then
	echo "== debootstrap --variant=minbase bookworm $root"
	debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
		{ tail -20 "$work/debootstrap.log"; exit 1; }
fi
t1=$(date +%s)
for m in /proc /dev /tmp/.X11-unix; do
	mkdir -p "$root$m"
	mount --bind "$m" "$root$m"
	mounted="$m $mounted"
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp "$deb" "$root/tmp/"
chroot_run() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

echo "== apt-get install ./$(basename "$deb") (in the chroot)"
before=$(chroot_run dpkg-query -W -f '.\n' | wc -l)
size_before=$(du -smx "$root" | cut -f1)
chroot_run apt-get update -qq
if chroot_run sh -c "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./tmp/$(basename "$deb")" >"$work/apt.log" 2>&1; then
	after=$(chroot_run dpkg-query -W -f '.\n' | wc -l)
	ok "installed with $((after - before - 1)) dependencies, $(($(du -smx "$root" | cut -f1) - size_before)) MB more on disk, in $(($(date +%s) - t1)) s"
else
	failed "apt-get install in the chroot"
	tail -20 "$work/apt.log"
fi
t2=$(date +%s)

echo "== the installed files"
for f in /usr/games/sudoku /usr/share/applications/$APP_ID.desktop /usr/share/icons/hicolor/256x256/apps/$APP_ID.png \
	/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg /usr/share/metainfo/$APP_ID.metainfo.xml \
	/usr/share/man/man6/sudoku.6.gz /usr/share/doc/gio-sudoku/copyright /usr/share/sudoku/MANIFEST \
	/usr/share/mime/application/x-sudoku-sdm.xml; do
	[ -e "$root$f" ] && ok "$f" || failed "$f is missing"
done
grep -q 'application/x-sudoku-ss' "$root/usr/share/mime/globs2" 2>/dev/null &&
	ok "the MIME database of the chroot knows our types (update-mime-database ran)" ||
	failed "the chroot's MIME database lacks our types"
missing=$(chroot_run ldd /usr/games/sudoku | grep 'not found' || true)
[ -z "$missing" ] && ok "ldd: every library found" || failed "ldd: $missing"
for lib in libGLESv2.so.2 libEGL_mesa.so.0; do
	chroot_run sh -c "ldconfig -p | grep -q $lib" && ok "$lib is installed (opened with dlopen)" || failed "$lib is missing"
done
[ -n "$(find "$root/usr/lib" -name swrast_dri.so 2>/dev/null)" ] && ok "Mesa's DRI drivers are installed" || failed "swrast_dri.so is missing"

echo "== running it (host Xvfb)"
if start_xvfb "$work"; then
	mkdir -p "$root/tmp/h/runtime" && chmod 0700 "$root/tmp/h/runtime"
	game() {
		chroot "$root" env -i HOME=/tmp/h PATH=/usr/games:/usr/bin:/bin DISPLAY="$DISPLAY" LANG=C.UTF-8 \
			XDG_RUNTIME_DIR=/tmp/h/runtime GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 \
			sh -c "cd / && timeout 120 $*"
	}
	out=$(game sudoku --assets 2>&1) && [ "$(echo "$out" | head -n 1)" = /usr/share/sudoku ] &&
		ok "sudoku --assets: /usr/share/sudoku" || failed "sudoku --assets: $out"
	exec_line=$(sed -n 's/^Exec=//p' "$root/usr/share/applications/$APP_ID.desktop")
	if out=$(game "${exec_line%% *}" --selftest 2>&1); then
		ok "the Exec line's ${exec_line%% *} --selftest: $(echo "$out" | tail -n 1)"
	else
		failed "${exec_line%% *} --selftest in the chroot"
		echo "$out" | tail -20
	fi
	stop_xvfb
fi

echo "== debootstrap $((t1 - t0)) s, install $((t2 - t1)) s"
[ $failures -eq 0 ] || { echo "chroot install: $failures FAILED"; exit 1; }
echo "chroot install: all passed"
