#!/bin/sh
# build-tarball.sh BINARY NOTES OUTDIR: writes
# OUTDIR/sudoku-VERSION-linux-x86_64.tar.gz from the release binary and the
# third-party licence notes (both made by `make package`, which runs this
# script).
#
# The tarball runs where it is unpacked, with no install step: bin/sudoku
# finds its assets in ../share/sudoku. Its share/ has the layout of
# PREFIX/share, so copying bin/ and share/ into ~/.local gives the same
# tree as `make install PREFIX=~/.local`:
#
#   sudoku-VERSION-linux-x86_64/
#     bin/sudoku
#     share/sudoku/                   assets
#     share/applications/APP_ID.desktop
#     share/icons/hicolor/*/apps/APP_ID.{png,svg}
#     share/metainfo/APP_ID.metainfo.xml
#     share/mime/packages/APP_ID.xml
#     share/man/man6/sudoku.6.gz
#     README.md  LICENSE  THIRD-PARTY-NOTICES.txt
#
# Its README.md is dist/README-tarball.md.in, written for someone who has
# the tarball and not the source (the repository's README is about
# building); the package checks (check-package.sh) check that it links to
# no file the tarball lacks.
# shellcheck source=dist/lib.sh
. "$(dirname "$0")/lib.sh"

[ $# -eq 3 ] || { echo "usage: $0 BINARY NOTES OUTDIR" >&2; exit 2; }
binary=$1
notes=$2
out=$3

work=$out/tar-work
rm -rf "$work"
root=$work/$tar_dir
install_binary "$binary" "$root/bin/sudoku"
stage_share "$root/share"
subst "$dist/README-tarball.md.in" "" >"$root/README.md"
chmod 0644 "$root/README.md"
install -m 0644 "$top/LICENSE" "$root/"
install -m 0644 "$notes" "$root/THIRD-PARTY-NOTICES.txt"

clamp_times "$root"
rm -f "$out/$tar_file"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
	-C "$work" -cf - "$tar_dir" | gzip -9n >"$out/$tar_file"
echo "$out/$tar_file"
