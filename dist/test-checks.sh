#!/bin/sh
# test-checks.sh: proves that the package checks can fail. It runs the
# run-time checks of checks.sh on stand-ins for the game that each break one
# rule (they are shell scripts: no window needed), and expects each to be
# caught with the right message; a stand-in that keeps every rule must
# pass. It runs the emulated CPUs' check (check_emulated) on stand-ins in C
# that keep or break the rule that no instruction the CPU lacks runs. Then
# it runs tools/licensecheck on the release binary with a
# copyright file that lacks one linked module, and expects it to fail naming
# that module. `make package-check` runs it before check-package.sh.
# shellcheck source=dist/lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=dist/checks.sh
. "$dist/checks.sh"

work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-test-checks.XXXXXX")
trap 'rm -rf "$work"' EXIT
run_timeout=5
problems=0
problem() {
	echo "TEST FAILED: $*"
	problems=$((problems + 1))
}

# fake MODE DIR: a tree DIR/bin/sudoku + DIR/share/sudoku whose sudoku is a
# stand-in that behaves as MODE says.
#
#   good           keeps the contract: SUDOKU_ASSETS_DIR when set (an error
#                  naming it when the folder has no MANIFEST), else
#                  ../share/sudoku beside itself
#   ignores-var    never reads SUDOKU_ASSETS_DIR
#   finds-anyway   falls back to a copy of the assets elsewhere
#   no-selftest    an older binary, without --selftest
#   vague-error    fails on a bogus SUDOKU_ASSETS_DIR without naming it
#   hangs          --selftest never returns
fake() {
	mode=$1
	d=$2
	mkdir -p "$d/bin" "$d/share"
	cp -R "$top/assets" "$d/share/sudoku"
	mkdir -p "$work/stash"
	[ -d "$work/stash/assets" ] || cp -R "$top/assets" "$work/stash/assets"
	cat >"$d/bin/sudoku" <<EOF
#!/bin/sh
mode=$mode
stash=$work/stash/assets
EOF
	cat >>"$d/bin/sudoku" <<'EOF'
self=$(readlink -f "$0")
dir=${SUDOKU_ASSETS_DIR:-}
[ $mode = ignores-var ] && dir=
if [ -n "$dir" ]; then
	if [ ! -f "$dir/MANIFEST" ]; then
		if [ $mode = vague-error ]; then echo "sudoku: no assets" >&2; else
			echo "sudoku: \$SUDOKU_ASSETS_DIR is $dir, which is not a Sudoku assets folder: MANIFEST is missing" >&2; fi
		exit 1
	fi
else
	dir=$(dirname "$(dirname "$self")")/share/sudoku
	[ -f "$dir/MANIFEST" ] || { [ $mode = finds-anyway ] && dir=$stash; }
	[ -f "$dir/MANIFEST" ] || { echo "sudoku: no Sudoku assets folder found" >&2; exit 1; }
fi
case $1 in
--assets) echo "$dir" ;;
--selftest)
	[ $mode = no-selftest ] && { echo "sudoku: unknown option --selftest" >&2; exit 2; }
	[ $mode = hangs ] && sleep 60
	exit 0 ;;
*) exit 2 ;;
esac
EOF
	chmod +x "$d/bin/sudoku"
}

# expect MODE PHRASE: check_tree on the stand-in MODE fails (or, with PHRASE
# "", passes) and its output holds PHRASE.
expect() {
	mode=$1
	phrase=$2
	fake "$mode" "$work/$mode"
	before=$failures
	out=$work/$mode.log
	if check_tree "$mode" "$work/$mode/bin/sudoku" "$work/$mode/share/sudoku" "$work/runs" >"$out" 2>&1; then
		passed=yes
	else
		passed=no
	fi
	verdict "the run-time checks" "a game that keeps every rule" "a game that $mode" "$phrase" "$out" $passed
}

# verdict CHECKS GOOD BAD PHRASE OUT PASSED: with PHRASE "", CHECKS must
# have passed the stand-in GOOD without a new failure; else they must have
# failed the stand-in BAD with PHRASE in a FAIL line of OUT. It says which,
# and takes back the checks' own failures (they were the point).
verdict() {
	if [ -z "$4" ]; then
		if [ "$6" = yes ] && [ $failures -eq $before ]; then
			echo "ok: $1 pass $2"
		else
			problem "$1 fail $2:"
			sed 's/^/    /' "$5"
		fi
	elif [ "$6" = no ] && [ $failures -gt $before ] && grep -q "^FAIL: .*$4" "$5"; then
		echo "ok: $1 catch $3: $(grep -m1 "^FAIL: .*$4" "$5" | cut -c1-150)"
	else
		problem "$1 miss $3 (want a FAIL line with \"$4\"):"
		sed 's/^/    /' "$5"
	fi
	failures=$before
}

expect good ""
expect ignores-var "SUDOKU_ASSETS_DIR=.*exited 0, want an error"
expect finds-anyway "with the assets moved away and no SUDOKU_ASSETS_DIR, --assets still found some"
expect no-selftest "this binary has no --selftest"
expect vague-error "failed without naming SUDOKU_ASSETS_DIR"
expect hangs "selftest from an unrelated folder: exit 124"

# The desktop entry's Exec line.
fake good "$work/exec"
before=$failures
if check_exec_line exec-good "$top/dist/$APP_ID.desktop" "$work/exec/bin" "$work/runs" >"$work/exec.log" 2>&1 &&
	[ $failures -eq $before ]; then
	echo "ok: the Exec line check passes Exec=sudoku %f with bin/sudoku"
else
	problem "the Exec line check fails a good desktop entry:"
	sed 's/^/    /' "$work/exec.log"
fi
sed 's/^Exec=sudoku /Exec=gnome-sudoku /' "$top/dist/$APP_ID.desktop" >"$work/other.desktop"
if check_exec_line exec-other "$work/other.desktop" "$work/exec/bin" "$work/runs" >"$work/exec.log" 2>&1; then
	problem "the Exec line check passes Exec=gnome-sudoku %f, which the package does not hold"
else
	echo "ok: the Exec line check catches $(grep -m1 FAIL "$work/exec.log" | cut -c7-120)"
fi
failures=$before

# The tarball's README: ours passes on a tree with what it names, the
# repository's (build steps, links to docs/) fails.
mkdir -p "$work/readme/bin" "$work/readme/share/sudoku" "$work/readme/share/man/man6" \
	"$work/readme/share/applications"
: >"$work/readme/bin/sudoku"
: >"$work/readme/share/man/man6/sudoku.6.gz"
: >"$work/readme/share/applications/$APP_ID.desktop"
subst "$dist/README-tarball.md.in" "" >"$work/readme/README.md"
before=$failures
if check_readme readme-good "$work/readme/README.md" "$work/readme" >"$work/readme.log" 2>&1 && [ $failures -eq $before ]; then
	echo "ok: the README check passes the tarball's README"
else
	problem "the README check fails the tarball's README:"
	sed 's/^/    /' "$work/readme.log"
fi
check_readme readme-repo "$top/README.md" "$work/readme" >"$work/readme.log" 2>&1
if [ $failures -gt $before ] && grep -q "docs/README.md" "$work/readme.log"; then
	echo "ok: the README check catches $(grep -m1 FAIL "$work/readme.log" | cut -c7-140)…"
else
	problem "the README check passes the repository's README in the tarball:"
	sed 's/^/    /' "$work/readme.log"
fi
failures=$before

# The emulated CPUs' check (check_emulated), on stand-ins built from C
# (gcc: make deps installs it) that answer as the game does: one that
# checks the CPU before it uses AVX2, as the game must, passes; one that
# runs an AVX-512 instruction at start-up, before any check, must be caught
# by SIGILL; one that names the AVX2 engines whatever the CPU must be
# caught by its --version.
cat >"$work/standin.c" <<EOF
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
	char line[256];
	int avx2 = __builtin_cpu_supports("avx2");
#ifdef UNGUARDED
	__asm__ volatile("vpxord %%zmm0, %%zmm0, %%zmm0" ::: "xmm0");
#endif
#ifdef CLAIMS_AVX2
	avx2 = 1;
#endif
	if (argc < 2) return 2;
	if (strcmp(argv[1], "--version") == 0) {
		puts("sudoku $VERSION");
		puts(avx2 ? "band engine: AVX2 vector path (GOEXPERIMENT=simd), then vector engine: AVX2 at the first guess from 50 unsolved cells, else after 3 guesses, for solving and counting (from the start past 2 solutions)"
		          : "band engine: scalar (the vector path is built, but this CPU has no AVX2); vector engine: off (this CPU has no AVX-512 BW, VL and BITALG, no AVX2)");
	} else if (strcmp(argv[1], "solve") == 0) {
		while (fgets(line, sizeof line, stdin))
			puts(strncmp(line, "$hard", 81) == 0 ? "$hard_solution" : "$clues17_solution");
	} else if (strcmp(argv[1], "count") == 0) {
		puts("2+");
	}
	return 0;
}
EOF
# expect_emulated DEFINE PHRASE: check_emulated on the stand-in built with
# -DDEFINE fails with PHRASE in a FAIL line (or, with PHRASE "", passes).
expect_emulated() {
	define=$1
	phrase=$2
	before=$failures
	out=$work/emulated-$define.log
	mkdir -p "$work/emulated-$define"
	if ! gcc -O1 -D"$define" -o "$work/emulated-$define/sudoku" "$work/standin.c" >"$out" 2>&1; then
		problem "gcc could not build the stand-in $define:"
		sed 's/^/    /' "$out"
		return
	fi
	# check_emulated's status is not its verdict (failed returns 0): its
	# failures are
	check_emulated "$define" "$work/emulated-$define/sudoku" simd "$work/emulated-$define" >"$out" 2>&1 || true
	passed=yes
	[ $failures -eq $before ] || passed=no
	verdict "the emulated CPUs' checks" "a binary that checks the CPU before it uses AVX2" "$define" "$phrase" "$out" $passed
}
expect_emulated GUARDED ""
expect_emulated UNGUARDED "on -cpu Haswell: --version exited 132 (SIGILL"
expect_emulated CLAIMS_AVX2 "on -cpu SandyBridge: --version says .*want the band engine's scalar path"

# The copyright check, on the release binary: drop the paragraph of a module
# it links (the first one `go version -m` lists, or the standard library
# when it links none) and expect the check to name it.
binary=$top/build-package/sudoku
if [ -x "$binary" ]; then
	module=$(go version -m "$binary" | awk '$1 == "dep" { print $2; exit }')
	pattern="${module:-golang.org/toolchain}/*"
	awk -v pat="$pattern" '
		/^Files:/ { files = 1 }
		files && /^(Files:| )/ {
			line = $0; sub(/^Files:/, "", line)
			n = split(line, w, " "); out = ""
			for (i = 1; i <= n; i++) if (w[i] != pat) out = out " " w[i]
			if ($0 ~ /^Files:/) { print "Files:" (out == "" ? " placeholder.invalid/*" : out); next }
			if (out == "") next
			print out; next
		}
		{ files = 0; print }' "$dist/debian/copyright" >"$work/copyright"
	if grep -q -F " $pattern" "$work/copyright"; then
		problem "could not remove $pattern from the copyright file for the test"
	elif (cd "$top" && go run ./tools/licensecheck -binary "$binary" -copyright "$work/copyright") >"$work/lc.log" 2>&1; then
		problem "licensecheck passes a copyright file without $pattern, which the binary links"
		sed 's/^/    /' "$work/lc.log"
	elif grep -q -F "no Files paragraph lists \"$pattern\"" "$work/lc.log"; then
		echo "ok: licensecheck fails when the copyright file lacks $pattern: $(grep -m1 'no Files paragraph' "$work/lc.log" | cut -c1-160)"
	else
		problem "licensecheck failed without naming $pattern:"
		sed 's/^/    /' "$work/lc.log"
	fi
else
	problem "no release binary $binary to test the copyright check on (make release)"
fi

if [ $problems -gt 0 ]; then
	echo "test-checks: $problems FAILED: the package checks would miss a broken package"
	exit 1
fi
echo "test-checks: the package checks catch every broken package tried"
