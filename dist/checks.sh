# The package checks (docs/architecture.md, Build tools, assets and packaging), as functions: sourced by check-package.sh,
# which runs them on the built .deb and tarball, and by test-checks.sh,
# which runs them on broken packages to prove they fail.
#
# Every check prints "ok: …" or "FAIL: …"; failed() counts failures in
# $failures (and returns 0, so a script under set -e goes on), so a caller
# runs every check and reports them all.

failures=0

ok() { echo "ok: $*"; }
failed() {
	echo "FAIL: $*"
	failures=$((failures + 1))
}

# show FILE...: prints files (captured output) indented, for a failure.
show() {
	for f; do
		[ -s "$f" ] || continue
		echo "  --- $(basename "$f"):"
		sed -n '1,12s/^/    /p' "$f"
	done
}

# start_xvfb WORKDIR: starts Xvfb on a free display (-displayfd) and exports
# DISPLAY; stop_xvfb stops it. Screen as the end-to-end tests use it.
xvfb_pid=
start_xvfb() {
	command -v Xvfb >/dev/null || { failed "Xvfb is missing (apt-get install xvfb)"; return 1; }
	: >"$1/xvfb.display"
	Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -noreset 3>"$1/xvfb.display" 2>"$1/xvfb.log" &
	xvfb_pid=$!
	n=0
	while ! grep -q '[0-9]' "$1/xvfb.display"; do
		n=$((n + 1))
		if [ $n -gt 100 ] || ! kill -0 $xvfb_pid 2>/dev/null; then
			failed "Xvfb did not start"
			show "$1/xvfb.log"
			return 1
		fi
		sleep 0.1
	done
	DISPLAY=:$(tr -dc 0-9 <"$1/xvfb.display")
	export DISPLAY
}
stop_xvfb() {
	if [ -n "$xvfb_pid" ]; then
		kill "$xvfb_pid" 2>/dev/null || true
		wait "$xvfb_pid" 2>/dev/null || true
		xvfb_pid=
	fi
}

# run_game HOMEDIR OUTPREFIX [VAR=VALUE...] -- BINARY ARGS...: runs the game
# with a clean environment (a fresh home, XDG folders inside it, no XDG data
# dirs that could hold a stray sudoku/ assets folder, the display), in the
# current folder, for at most $run_timeout (120) seconds. Output goes to OUTPREFIX.out and
# OUTPREFIX.err; the exit status is the game's.
run_game() {
	h=$1
	o=$2
	shift 2
	mkdir -p "$h/data" "$h/config" "$h/state" "$h/cache" "$h/runtime" "$h/nodatadirs"
	chmod 0700 "$h/runtime"
	vars=
	while [ "$1" != -- ]; do
		vars="$vars $1"
		shift
	done
	shift
	# shellcheck disable=SC2086 # vars are VAR=VALUE words without spaces
	env -i HOME="$h" PATH="${run_path:-/usr/bin:/bin}" DISPLAY="${DISPLAY:-}" LANG=C.UTF-8 \
		XDG_DATA_HOME="$h/data" XDG_CONFIG_HOME="$h/config" XDG_STATE_HOME="$h/state" \
		XDG_CACHE_HOME="$h/cache" XDG_RUNTIME_DIR="$h/runtime" XDG_DATA_DIRS="$h/nodatadirs" \
		GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 $vars \
		timeout -k 5 "${run_timeout:-120}" "$@" >"$o.out" 2>"$o.err"
}

# check_tree NAME BINARY ASSETS WORKDIR: the run-time checks on
# one unpacked package, whose BINARY finds ASSETS by its own location. Needs
# DISPLAY (start_xvfb). ASSETS is moved away and back.
#
#  1. from an unrelated working folder: --assets names ASSETS, --selftest
#     exits 0;
#  2. with ASSETS moved elsewhere: without SUDOKU_ASSETS_DIR the game finds
#     no assets (so it did not find them some other way), with
#     SUDOKU_ASSETS_DIR pointing at them --assets names them and --selftest
#     exits 0;
#  3. with a bogus SUDOKU_ASSETS_DIR (a missing folder, and a folder without
#     a MANIFEST), --assets and --selftest exit non-zero with a message that
#     names the variable.
check_tree() {
	name=$1
	bin=$2
	assets=$3
	w=$4/$name
	mkdir -p "$w/cwd" "$w/elsewhere" "$w/home" "$w/not-assets"
	echo "just a file" >"$w/not-assets/readme.txt"
	before=$failures
	assets_real=$(cd "$assets" && pwd -P)
	cd "$w/cwd" || return 1

	# 1. As installed.
	if run_game "$w/home" "$w/1-assets" -- "$bin" --assets &&
		[ "$(head -n 1 "$w/1-assets.out")" = "$assets_real" ]; then
		ok "$name: --assets finds $assets from an unrelated folder"
	else
		failed "$name: --assets from an unrelated folder: exit $?, want 0 and first line $assets_real"
		show "$w/1-assets.out" "$w/1-assets.err"
	fi
	if run_game "$w/home" "$w/1-selftest" -- "$bin" --selftest; then
		ok "$name: --selftest passes from an unrelated folder"
	else
		st=$?
		if grep -q 'unknown option --selftest' "$w/1-selftest.err"; then
			failed "$name: --selftest: this binary has no --selftest (exit $st): it is not a build of the window"
		else
			failed "$name: --selftest from an unrelated folder: exit $st, want 0"
		fi
		show "$w/1-selftest.out" "$w/1-selftest.err"
	fi

	# 2. Assets moved elsewhere.
	moved=$w/elsewhere/assets-moved
	mv "$assets" "$moved"
	if run_game "$w/home" "$w/2-none" -- "$bin" --assets; then
		failed "$name: with the assets moved away and no SUDOKU_ASSETS_DIR, --assets still found some: $(head -n 1 "$w/2-none.out")"
	else
		ok "$name: with the assets moved away, the game finds none"
	fi
	if run_game "$w/home" "$w/2-assets" SUDOKU_ASSETS_DIR="$moved" -- "$bin" --assets &&
		[ "$(head -n 1 "$w/2-assets.out")" = "$moved" ]; then
		ok "$name: SUDOKU_ASSETS_DIR=$moved: --assets names it"
	else
		failed "$name: SUDOKU_ASSETS_DIR=$moved: --assets: want exit 0 and first line $moved"
		show "$w/2-assets.out" "$w/2-assets.err"
	fi
	if run_game "$w/home" "$w/2-selftest" SUDOKU_ASSETS_DIR="$moved" -- "$bin" --selftest; then
		ok "$name: SUDOKU_ASSETS_DIR=$moved: --selftest passes"
	else
		failed "$name: SUDOKU_ASSETS_DIR=$moved: --selftest: exit $?, want 0"
		show "$w/2-selftest.out" "$w/2-selftest.err"
	fi
	mv "$moved" "$assets"

	# 3. Bogus SUDOKU_ASSETS_DIR.
	for bogus in "$w/no-such-folder" "$w/not-assets"; do
		for arg in --assets --selftest; do
			o=$w/3-$(basename "$bogus")$arg
			if run_game "$w/home" "$o" SUDOKU_ASSETS_DIR="$bogus" -- "$bin" "$arg"; then
				failed "$name: SUDOKU_ASSETS_DIR=$bogus: $arg exited 0, want an error"
				show "$o.out" "$o.err"
			elif [ $? -ge 124 ]; then
				failed "$name: SUDOKU_ASSETS_DIR=$bogus: $arg timed out or crashed"
				show "$o.out" "$o.err"
			elif ! grep -q 'SUDOKU_ASSETS_DIR' "$o.err"; then
				failed "$name: SUDOKU_ASSETS_DIR=$bogus: $arg failed without naming SUDOKU_ASSETS_DIR on stderr"
				show "$o.out" "$o.err"
			else
				ok "$name: SUDOKU_ASSETS_DIR=$bogus: $arg fails and says: $(head -n 1 "$o.err" | cut -c1-150)"
			fi
		done
	done
	cd "$w" || return 1
	[ $failures -eq $before ]
}

# check_exec_line NAME DESKTOPFILE BINDIR WORKDIR: the desktop entry's Exec
# line names a program that, looked up in BINDIR as the session would find
# it on its PATH, is the packaged game: it runs --selftest from an unrelated
# folder.
check_exec_line() {
	name=$1
	desktop=$2
	bindir=$3
	w=$4/$name-exec
	mkdir -p "$w/cwd" "$w/home"
	exec_line=$(sed -n 's/^Exec=//p' "$desktop")
	prog=${exec_line%% *}
	case $exec_line in
	"$prog %f" | "$prog %F") ;;
	*) failed "$name: Exec=$exec_line: want PROGRAM %f"; return 1 ;;
	esac
	case $prog in
	/*) resolved=$prog ;;
	*) resolved=$bindir/$prog ;;
	esac
	if [ ! -x "$resolved" ]; then
		failed "$name: Exec=$exec_line: $prog is not in $bindir"
		return 1
	fi
	cd "$w/cwd" || return 1
	if run_path="$bindir:/usr/bin:/bin" run_game "$w/home" "$w/selftest" -- "$prog" --selftest; then
		ok "$name: the desktop entry's Exec=$exec_line starts the packaged game (--selftest via PATH=$bindir)"
	else
		failed "$name: Exec=$exec_line: $prog --selftest via PATH=$bindir: exit $?"
		show "$w/selftest.out" "$w/selftest.err"
	fi
	cd "$4" || return 1
}

# check_readme WHAT README ROOT: the README of an unpacked package names
# only files the package holds: each relative link target of its Markdown
# links, and each bin/… or share/… path it quotes in backquotes, must exist
# under ROOT (the repository's README, with its build steps and links to
# docs/, does not belong in the tarball).
check_readme() {
	what=$1
	readme=$2
	root=$3
	[ -f "$readme" ] || { failed "$what: no README"; return 0; }
	lacks=
	for f in $(grep -o '\](\([^)]*\))' "$readme" | sed 's/^](//; s/)$//; s/#.*//' | grep -v -e '^[a-z]*:' -e '^$') \
		$(grep -o '`\(bin\|share\)/[^` ]*' "$readme" | sed 's/^`//; s/[.,:;]$//'); do
		case $f in
		*'*'*) set -- "$root"/$f; [ -e "$1" ] || lacks="$lacks $f" ;;
		*) [ -e "$root/$f" ] || lacks="$lacks $f" ;;
		esac
	done
	grep -q -e 'make build' -e 'make test' "$readme" && lacks="$lacks (the repository's build steps: make build/make test)"
	if [ -n "$lacks" ]; then
		failed "$what: the README names what the package does not hold:$lacks"
	else
		ok "$what: the README names only files the package holds"
	fi
}

# emulated_cpus: the CPU models of qemu-x86_64 check_emulated runs the
# binary on: AVX2 without AVX-512, AVX without AVX2, and x86-64 without AVX.
# The puzzles it solves, with QQWing's solutions (solver/testdata/search.txt):
# one the band engine hands over to the vector engine, and a 17-clue one.
emulated_cpus="Haswell SandyBridge qemu64"
hard=8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
hard_solution=812753649943682175675491283154237896369845721287169534521974368438526917796318452
clues17=................12..3.45.........3...1.6.7...5.....4.....1...8...4.......6.2....7
clues17_solution=695812743748396512123745698872451369419637825536928471957163284284579136361284957

# check_emulated NAME BINARY EXPERIMENT WORKDIR: the binary on CPUs this machine is
# not, emulated by qemu-x86_64 (Debian's qemu-user; docs/architecture.md,
# "The engines and their choice"). On each of $emulated_cpus, --version's
# second line names the engines the CPU runs (with EXPERIMENT simd: the AVX2
# vector engine on Haswell, the band engine's scalar path where there is no
# AVX2; without it, the band engine built without the experiment), and
# `solve` and `count` give the answers QQWing gives (solver/testdata/search.txt),
# on a puzzle the band engine hands over to the vector engine and a 17-clue
# one. An instruction the CPU model lacks, run anywhere (start-up included),
# ends the binary with SIGILL and fails the check. Emulation is 10-50 times
# slower: these runs say nothing of speed. The runs start in WORKDIR, where
# qemu-x86_64 leaves a core file when a crash ends them and the core limit
# allows one.
check_emulated() {
	name=$1
	bin=$2
	experiment=$3
	dir=$4
	command -v qemu-x86_64 >/dev/null || { failed "$name: qemu-x86_64 is missing (apt-get install qemu-user; make deps-test)"; return 1; }
	for cpu in $emulated_cpus; do
		# qemu-x86_64 warns on the model's features it does not emulate
		# (TSX, x2APIC, ...), which neither Go nor the solver uses.
		vout=$(cd "$dir" && st=0 && { qemu-x86_64 -cpu "$cpu" "$bin" --version 2>&1 || st=$?; } && echo "exit $st")
		vout=$(printf '%s\n' "$vout" | grep -v "^qemu-x86_64: warning: TCG doesn't support requested feature")
		engine=$(printf '%s\n' "$vout" | sed -n 2p)
		status=$(printf '%s\n' "$vout" | sed -n '$s/^exit //p')
		if [ "$status" != 0 ]; then
			why=
			case $status in 132) why=" (SIGILL: an instruction this CPU lacks ran)" ;; esac
			case $vout in *SIGILL* | *"Illegal instruction"*) why=" (SIGILL: an instruction this CPU lacks ran)" ;; esac
			failed "$name on -cpu $cpu: --version exited $status$why: $(printf '%s\n' "$vout" | head -n 3 | tr '\n' ' ')"
			continue
		fi
		want=
		case $experiment:$cpu in
		*simd*:Haswell) case $engine in "band engine: AVX2 vector path (GOEXPERIMENT=simd)"*"vector engine: AVX2 "*) case $engine in *AVX-512*) want="the AVX2 engines and no AVX-512" ;; esac ;; *) want="the AVX2 engines" ;; esac ;;
		*simd*:*) case $engine in "band engine: scalar (the vector path is built, but this CPU has no AVX2); vector engine: off (this CPU has no AVX-512"*) ;; *) want="the band engine's scalar path, for want of AVX2" ;; esac ;;
		*) [ "$engine" = "band engine: scalar (built without GOEXPERIMENT=simd)" ] || want="the band engine built without GOEXPERIMENT=simd" ;;
		esac
		# a wrong engine line fails the check, and solve and count run
		# anyway: an engine the CPU lacks shows there by SIGILL
		[ -z "$want" ] || failed "$name on -cpu $cpu: --version says '$engine', want $want"
		# stdout only: count says on stderr why a grid is not unique
		solved=$( (cd "$dir" && printf '%s\n%s\n' "$hard" "$clues17" | qemu-x86_64 -cpu "$cpu" "$bin" solve) 2>"$dir/solve.err" | tr '\n' ' ') || true
		counted=$( (cd "$dir" && printf '%81s\n' '' | tr ' ' . | qemu-x86_64 -cpu "$cpu" "$bin" count) 2>"$dir/count.err") || true
		if [ "$solved" != "$hard_solution $clues17_solution " ]; then
			why=
			grep -q -e SIGILL -e "Illegal instruction" "$dir/solve.err" && why=" (SIGILL: an instruction this CPU lacks ran)"
			failed "$name on -cpu $cpu: solve printed '$solved', want the two solutions QQWing gives$why"
			grep -v "^qemu-x86_64: warning: TCG doesn't support requested feature" "$dir/solve.err" | sed -n '1,5s/^/    /p'
		elif [ "$counted" != "2+" ]; then
			failed "$name on -cpu $cpu: count of the empty grid printed '$counted', want 2+"
			grep -v "^qemu-x86_64: warning: TCG doesn't support requested feature" "$dir/count.err" | sed -n '1,5s/^/    /p'
		elif [ -z "$want" ]; then
			ok "$name on -cpu $cpu: $engine; solve and count agree with QQWing"
		fi
	done
}
