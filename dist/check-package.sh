#!/bin/sh
# check-package.sh DEB TARBALL: the package checks of `make test`
# on the files `make package` built. It runs every check, then fails if any
# failed:
#
#  - lintian: no error and no warning (overrides live in the package, each
#    with a comment saying why); info and pedantic tags are shown;
#  - desktop-file-validate, appstreamcli validate --no-net --pedantic
#    --strict and validate-tree, the manual page (man --warnings, and every
#    command and option of `sudoku --help` documented);
#  - the MIME types: a scratch MIME database with our types gives our
#    sample puzzle files our types, and a Scheme .ss file stays Scheme;
#  - the version: the Makefile's VERSION in the .deb's control file, the
#    metainfo, the manual page, the file names and `sudoku --version`, whose
#    second line names the engines as the release build made them (its
#    GOEXPERIMENT, in the environment variable goexperiment);
#  - on emulated CPUs (qemu-x86_64: AVX2 without AVX-512, AVX without AVX2,
#    x86-64 without AVX), the binaries of both packages start, name the
#    engines that CPU runs in --version, and solve and count right
#    (check_emulated, checks.sh);
#  - the contents: both packages hold every file the assets MANIFEST lists,
#    the icons, desktop entry, metainfo, MIME types and manual page, with
#    the same share/ tree; the copyright file lists every module the
#    binary links (tools/licensecheck); the tarball's README names no file
#    the tarball lacks (check_readme);
#  - apt-get install -s: the .deb's dependencies resolve (never installed
#    for real here);
#  - under Xvfb, for the binary of the .deb (dpkg-deb -x) and of the
#    tarball: --selftest from an unrelated folder, again with the assets
#    moved elsewhere and SUDOKU_ASSETS_DIR pointing at them, and a bogus
#    SUDOKU_ASSETS_DIR failing with a message that names it (checks.sh);
#    and the desktop entry's Exec line starting the packaged game.
# shellcheck source=dist/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=dist/checks.sh
. "$dist/checks.sh"

[ $# -eq 2 ] || { echo "usage: $0 DEB TARBALL" >&2; exit 2; }
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
tarball=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
[ -f "$deb" ] || { echo "$0: $deb: no such file (make package)" >&2; exit 2; }
[ -f "$tarball" ] || { echo "$0: $tarball: no such file (make package)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-package-check.XXXXXX")
finished=no
cleanup() {
	status=$?
	stop_xvfb
	rm -rf "$work"
	if [ $finished = no ]; then
		echo "package checks: STOPPED EARLY (status $status): a command above failed"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
started=$(date +%s)

echo "== unpacking"
debroot=$work/deb
mkdir -p "$debroot" "$work/tar"
dpkg-deb -x "$deb" "$debroot"
tar -C "$work/tar" -xzf "$tarball"
tarroot=$work/tar/$tar_dir
[ -d "$tarroot" ] || failed "the tarball has no $tar_dir/ folder"
ok "unpacked $(basename "$deb") and $(basename "$tarball")"

echo "== file names and version $VERSION"
[ "$(basename "$deb")" = "$deb_file" ] || failed "the .deb is $(basename "$deb"), want $deb_file"
[ "$(basename "$tarball")" = "$tar_file" ] || failed "the tarball is $(basename "$tarball"), want $tar_file"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = gio-sudoku ] || failed "Package: $(field Package), want gio-sudoku"
[ "$(field Version)" = "$VERSION" ] || failed "Version: $(field Version), want $VERSION"
[ "$(field Section)" = games ] || failed "Section: $(field Section), want games"
[ "$(field Architecture)" = amd64 ] || failed "Architecture: $(field Architecture), want amd64"
[ "$(field Conflicts)" = sudoku ] || failed "Conflicts: $(field Conflicts), want sudoku"
[ "$(field Replaces)" = sudoku ] || failed "Replaces: $(field Replaces), want sudoku"
depends=$(field Depends)
for lib in libc6 libgtk-3-0 libx11-6 libegl1 libgles2 libegl-mesa0 libgl1-mesa-dri; do
	case ", $depends," in
	*", $lib "* | *", $lib,"*) ;;
	*) failed "Depends lacks $lib: $depends" ;;
	esac
done
grep -q "version=\"$VERSION\"" "$debroot/usr/share/metainfo/$APP_ID.metainfo.xml" ||
	failed "the metainfo has no release $VERSION"
zcat "$debroot/usr/share/man/man6/sudoku.6.gz" | grep -q "^\.TH SUDOKU 6 .*\"sudoku $VERSION\"" ||
	failed "the manual page does not say sudoku $VERSION"
zcat "$debroot/usr/share/doc/gio-sudoku/changelog.gz" | head -n 1 | grep -q "^gio-sudoku ($VERSION)" ||
	failed "the changelog's first entry is not $VERSION"
for bin in "$debroot/usr/games/sudoku" "$tarroot/bin/sudoku"; do
	v=$("$bin" --version 2>&1 || true)
	[ "$(printf '%s\n' "$v" | head -n 1)" = "sudoku $VERSION" ] || failed "$bin --version says '$v', want 'sudoku $VERSION' first"
	# The second line names the solver's engines: the release build's
	# decision on GOEXPERIMENT=simd (the Makefile's RELEASE_GOEXPERIMENT, as
	# the release target wrote it to goexperiment.txt).
	engine=$(printf '%s\n' "$v" | sed -n 2p)
	case ${goexperiment:-} in
	*simd*) case $engine in "" | *"built without GOEXPERIMENT=simd"*) failed "$bin --version says '$engine': built without the experiment the release build used" ;; esac ;;
	*) [ "$engine" = "band engine: scalar (built without GOEXPERIMENT=simd)" ] || failed "$bin --version says '$engine', want the band engine built without GOEXPERIMENT=simd" ;;
	esac
done
ok "Package gio-sudoku $(field Version), Section games, Conflicts/Replaces sudoku; Depends: $depends; $engine"

echo "== on emulated CPUs without AVX-512 or AVX2 (qemu-x86_64)"
mkdir -p "$work/emulated-deb" "$work/emulated-tar"
check_emulated .deb "$debroot/usr/games/sudoku" "${goexperiment:-}" "$work/emulated-deb"
check_emulated tarball "$tarroot/bin/sudoku" "${goexperiment:-}" "$work/emulated-tar"

echo "== contents"
# Every file of the assets MANIFEST, the icons in every size, and the
# desktop files, in both packages.
expect_share() {
	root=$1
	what=$2
	missing=0
	for f in MANIFEST $(grep -v '^#' "$top/assets/MANIFEST" | grep .); do
		[ -f "$root/sudoku/$f" ] || { failed "$what: sudoku/$f is missing"; missing=1; }
	done
	for f in applications/$APP_ID.desktop metainfo/$APP_ID.metainfo.xml mime/packages/$APP_ID.xml \
		man/man6/sudoku.6.gz icons/hicolor/scalable/apps/$APP_ID.svg \
		icons/hicolor/48x48/apps/$APP_ID.png icons/hicolor/64x64/apps/$APP_ID.png \
		icons/hicolor/128x128/apps/$APP_ID.png icons/hicolor/256x256/apps/$APP_ID.png; do
		[ -f "$root/$f" ] || { failed "$what: $f is missing"; missing=1; }
	done
	[ $missing -eq 0 ] && ok "$what: the assets, icons, desktop entry, metainfo, MIME types and manual page are there"
}
expect_share "$debroot/usr/share" ".deb /usr/share"
expect_share "$tarroot/share" "tarball share"
for f in usr/games/sudoku usr/share/doc/gio-sudoku/copyright usr/share/doc/gio-sudoku/changelog.gz; do
	[ -f "$debroot/$f" ] || failed ".deb: /$f is missing"
done
for f in bin/sudoku README.md LICENSE THIRD-PARTY-NOTICES.txt; do
	[ -f "$tarroot/$f" ] || failed "tarball: $f is missing"
done
check_readme tarball "$tarroot/README.md" "$tarroot"
if diff -r "$debroot/usr/share" "$tarroot/share" -x doc -x lintian >"$work/share.diff"; then
	ok "the .deb's /usr/share and the tarball's share/ hold the same files"
else
	failed "the .deb's /usr/share and the tarball's share/ differ"
	show "$work/share.diff"
fi
owners=$(dpkg-deb -c "$deb" | awk '{print $2}' | sort -u)
[ "$owners" = root/root ] || failed ".deb files owned by $owners, want root/root"
if (cd "$top" && go run ./tools/licensecheck -binary "$debroot/usr/games/sudoku" \
	-copyright "$debroot/usr/share/doc/gio-sudoku/copyright" \
	${packages_list:+-packages "$packages_list"}) >"$work/licence.out" 2>&1; then
	ok "$(tail -n 1 "$work/licence.out")"
	grep warning "$work/licence.out" || true
else
	failed "the .deb's copyright file does not list what its binary links"
	show "$work/licence.out"
fi

echo "== lintian"
lintian --version
if lintian --fail-on error,warning --display-info --pedantic --show-overrides "$deb" >"$work/lintian.out" 2>&1; then
	ok "lintian: no error, no warning"
else
	failed "lintian found errors or warnings"
fi
grep -v 'running with root privileges' "$work/lintian.out" | sed 's/^/  /' || true

echo "== desktop entry, AppStream, manual page"
for d in "$debroot/usr/share/applications/$APP_ID.desktop" "$tarroot/share/applications/$APP_ID.desktop"; do
	if desktop-file-validate "$d" >"$work/dfv.out" 2>&1 && [ ! -s "$work/dfv.out" ]; then
		ok "desktop-file-validate ${d#"$work"/}"
	else
		failed "desktop-file-validate ${d#"$work"/}"
		show "$work/dfv.out"
	fi
done
# The translations of po/ reach both files (msgfmt at package time).
for l in $(grep -v '^#' "$top/po/LINGUAS"); do
	grep -q "^Comment\[$l\]=" "$debroot/usr/share/applications/$APP_ID.desktop" ||
		failed "the desktop entry has no Comment[$l] (po/$l.po)"
	grep -q "<summary xml:lang=\"$l\">" "$debroot/usr/share/metainfo/$APP_ID.metainfo.xml" ||
		failed "the metainfo has no summary in $l (po/$l.po)"
done
if appstreamcli validate --no-net --pedantic --strict "$debroot/usr/share/metainfo/$APP_ID.metainfo.xml" >"$work/as.out" 2>&1; then
	ok "appstreamcli validate --no-net --pedantic --strict: $(tail -n 1 "$work/as.out")"
else
	failed "appstreamcli validate --no-net --pedantic --strict"
fi
sed 's/^/  /' "$work/as.out"
if appstreamcli validate-tree --no-net "$debroot" >"$work/astree.out" 2>&1; then
	ok "appstreamcli validate-tree --no-net: $(tail -n 1 "$work/astree.out")"
else
	failed "appstreamcli validate-tree --no-net"
	show "$work/astree.out"
fi
zcat "$debroot/usr/share/man/man6/sudoku.6.gz" >"$work/sudoku.6"
if LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$work/sudoku.6" 2>"$work/man.err" >"$work/man.txt" && [ ! -s "$work/man.err" ]; then
	ok "man --warnings: the manual page renders without a warning"
else
	failed "man --warnings sudoku.6"
	show "$work/man.err"
fi
# Every command and option of the usage text is in the manual page.
"$debroot/usr/games/sudoku" --help >"$work/help.txt" 2>&1 || true
# The synopsis of each line, up to the two spaces before its description.
words=$(sed -n 's/^ *sudoku //p' "$work/help.txt" | sed 's/  .*//' | tr ' |[]' '\n\n\n\n' |
	grep -E '^(-{1,2}[a-z]+|[a-z]+)$' | sort -u)
undocumented=
for w in $words; do
	grep -q -e "$w" "$work/man.txt" || undocumented="$undocumented $w"
done
if [ -z "$words" ]; then
	failed "could not read the commands from sudoku --help"
elif [ -n "$undocumented" ]; then
	failed "sudoku --help shows, but the manual page does not document:$undocumented"
else
	ok "the manual page documents every command and option of sudoku --help ($(echo $words))"
fi

echo "== MIME types"
if command -v update-mime-database >/dev/null && command -v gio >/dev/null; then
	m=$work/mime
	mkdir -p "$m/mime/packages" "$m/samples"
	cp "$debroot/usr/share/mime/packages/$APP_ID.xml" "$m/mime/packages/"
	update-mime-database "$m/mime" 2>"$m/umd.err"
	s=$m/samples
	printf '*-----------*\n|...|...|...|\n' >"$s/simple.ss"
	printf '(define (square x) (* x x))\n' >"$s/scheme.ss"
	head -n 3 "$top/assets/puzzles/easy.sdm" >"$s/grids.sdm"
	printf '#A somebody\n..3......\n' >"$s/grid.sdk"
	head -c 36 /dev/zero >"$s/grid.gri"
	printf '<?xml version="1.0"?>\n<opensudoku version="2"><folder name="f"></folder></opensudoku>\n' >"$s/games.opensudoku"
	bad=
	for pair in simple.ss=application/x-sudoku-ss scheme.ss=text/x-scheme grids.sdm=application/x-sudoku-sdm \
		grid.sdk=application/x-sudoku-sdk grid.gri=application/x-sudoku-gri games.opensudoku=application/x-opensudoku; do
		f=${pair%%=*}
		want=${pair#*=}
		got=$(env XDG_DATA_HOME="$m" XDG_DATA_DIRS=/usr/share gio info -a standard::content-type "$s/$f" | sed -n 's/.*content-type: //p')
		[ "$got" = "$want" ] || bad="$bad $f=$got(want $want)"
	done
	if [ -z "$bad" ]; then
		ok "MIME: .sdm .sdk .ss .gri .opensudoku are ours; a Scheme .ss stays text/x-scheme"
	else
		failed "MIME types:$bad"
		show "$m/umd.err"
	fi
	for t in $(grep -o '<mime-type type="[^"]*"' "$m/mime/packages/$APP_ID.xml" | cut -d'"' -f2); do
		grep -q "MimeType=.*$t;" "$debroot/usr/share/applications/$APP_ID.desktop" || failed "the desktop entry does not list $t"
	done
else
	failed "update-mime-database or gio is missing (apt-get install shared-mime-info libglib2.0-bin)"
fi

echo "== make install / make uninstall (dist/install.sh)"
prefix=$work/prefix/.local
if "$dist/install.sh" install "$tarroot/bin/sudoku" "$prefix" >"$work/install.out" 2>&1; then
	(cd "$prefix" && find . -type f | sed 's|^\./||' | LC_ALL=C sort) >"$work/installed.txt"
	(cd "$tarroot" && find bin share -type f | LC_ALL=C sort) >"$work/tarball-files.txt"
	if missing=$(LC_ALL=C comm -13 "$work/installed.txt" "$work/tarball-files.txt") && [ -z "$missing" ]; then
		ok "make install PREFIX=…/.local installs the tarball's bin/ and share/ tree"
	else
		failed "make install did not install:" $missing
	fi
	grep -q "^Exec=$prefix/bin/sudoku %f\$" "$prefix/share/applications/$APP_ID.desktop" ||
		failed "the installed desktop entry does not run $prefix/bin/sudoku"
	(cd "$work" && env -u SUDOKU_ASSETS_DIR "$prefix/bin/sudoku" --assets >"$work/inst-assets.out" 2>&1) &&
		[ "$(head -n 1 "$work/inst-assets.out")" = "$prefix/share/sudoku" ] ||
		failed "the installed sudoku does not find $prefix/share/sudoku: $(head -n 2 "$work/inst-assets.out")"
	"$dist/install.sh" uninstall "$prefix" >>"$work/install.out" 2>&1 || failed "make uninstall failed"
	left=$(cd "$prefix" && LC_ALL=C comm -12 "$work/tarball-files.txt" "$work/installed.txt" |
		while read -r f; do if [ -e "$f" ]; then echo "$f"; fi; done)
	if [ -z "$left" ]; then
		ok "make uninstall removes every file make install wrote"
	else
		failed "make uninstall left:" $left
	fi
else
	failed "dist/install.sh install"
	show "$work/install.out"
fi

echo "== apt-get install -s"
if apt-get install -s "$deb" >"$work/apt.out" 2>&1 && grep -q '^Inst gio-sudoku ' "$work/apt.out"; then
	ok "apt-get install -s resolves: $(grep -c '^Inst ' "$work/apt.out") packages to install ($(grep '^Inst ' "$work/apt.out" | cut -d' ' -f2 | tr '\n' ' ' | cut -c1-200)…)"
	grep '^Remv ' "$work/apt.out" | sed 's/^/  would remove: /' || true
else
	failed "apt-get install -s $deb"
	show "$work/apt.out"
fi

echo "== under Xvfb"
if start_xvfb "$work"; then
	ok "Xvfb on DISPLAY=$DISPLAY"
	check_tree deb "$debroot/usr/games/sudoku" "$debroot/usr/share/sudoku" "$work" || true
	check_tree tarball "$tarroot/bin/sudoku" "$tarroot/share/sudoku" "$work" || true
	check_exec_line deb "$debroot/usr/share/applications/$APP_ID.desktop" "$debroot/usr/games" "$work" || true
	check_exec_line tarball "$tarroot/share/applications/$APP_ID.desktop" "$tarroot/bin" "$work" || true
	stop_xvfb
fi

finished=yes
echo "== $(($(date +%s) - started)) s"
if [ $failures -gt 0 ]; then
	echo "package checks: $failures FAILED"
	exit 1
fi
echo "package checks: all passed"
