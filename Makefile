# Sudoku — build, test, benchmark and package.
#
#   make run     build and start the game
#   make test    everything a change must pass (what CI runs)
#   make bench   speed figures beside their baselines, as one table
#   make package the .deb and the tarball, in build-package/
#   make install PREFIX=~/.local   (or /usr/local, the default; make uninstall):
#                what make build built; never builds (sudo make install
#                would build as root)
#
# Missing Debian packages are installed by `make deps` (apt-get, with sudo
# when not root); the targets above depend on it. It also checks that the Go
# found first on PATH is the one go.mod asks for.

# The version, in one place: linked into the binary and written into the
# packages.
VERSION := 0.1.0
APP_ID  := io.github.giosudoku.Sudoku

# Go from go.dev/dl, unpacked in /usr/local/go, comes first: Debian's own
# golang-go (1.19 in Debian 12, /usr/bin/go) is too old for go.mod.
export PATH := /usr/local/go/bin:$(PATH)
GO      ?= go
BUILD   := build
BIN     := $(BUILD)/sudoku
LDFLAGS := -X main.version=$(VERSION) -X gioui.org/app.ID=$(APP_ID)

# The hardened build of the packages (docs/architecture.md, Build tools, assets and packaging), which `make build` uses too
# so the cold build of Gio and GTK's cgo code happens once for both:
# position-independent (-buildmode=pie), linked by the system linker with
# RELRO and BIND_NOW, the C parts built with FORTIFY_SOURCE and the stack
# protector, and no build paths in the binary (-trimpath). The release
# binary adds only link flags: stripped (-s -w), without .comment.
export CGO_CFLAGS  := -g -O2 -D_FORTIFY_SOURCE=2 -fstack-protector-strong -fstack-clash-protection
export CGO_LDFLAGS := -Wl,-z,relro,-z,now
GOBUILD   := $(GO) build -trimpath -buildmode=pie
LINKFLAGS := $(LDFLAGS) -linkmode=external -extldflags '-Wl,-z,relro,-z,now'

# Packaging (docs/architecture.md, Build tools, assets and packaging; dist/ has the scripts and files). export: the
# scripts read VERSION and APP_ID from here, never from anywhere else.
export VERSION APP_ID
PKG_DIR     := build-package
RELEASE_BIN := $(PKG_DIR)/sudoku
DEB         := $(PKG_DIR)/gio-sudoku_$(VERSION)_amd64.deb
TARBALL     := $(PKG_DIR)/sudoku-$(VERSION)-linux-x86_64.tar.gz
PREFIX      ?= /usr/local

# Debian packages: what building and running needs, what the tests need
# (qemu-user: the engines' tests and the packaged binary on emulated CPUs
# without AVX-512 or AVX2, docs/architecture.md, "The engines and their
# choice"), and the peers the benchmarks compare against (QQWing for
# generation, GNOME Sudoku for the window's memory).
DEPS_BUILD := ca-certificates gcc libc6-dev pkg-config libgtk-3-dev libwayland-dev libx11-dev \
	libx11-xcb-dev libxkbcommon-x11-dev libxcursor-dev libxfixes-dev libegl-dev \
	libvulkan-dev libgles2 libegl-mesa0 libgl1-mesa-dri gettext
DEPS_TEST  := xvfb xauth xdotool imagemagick mesa-vulkan-drivers lintian \
	desktop-file-utils appstream dpkg-dev librsvg2-bin shared-mime-info \
	libglib2.0-bin man-db shellcheck weston wl-clipboard poppler-utils fonts-urw-base35 \
	dbus-daemon at-spi2-core python3-pyatspi qemu-user
DEPS_PACKAGE := dpkg-dev binutils
DEPS_BENCH := qqwing gnome-sudoku

.PHONY: all build run test check unit bench bench-window tdokubench fuzz deps deps-test deps-bench clean go-version \
	deps-package release package package-check install uninstall pot

all: build

# apt-install installs the packages named in $(1) that are not installed yet,
# and says nothing when none is missing.
define apt-install
	@missing=""; for p in $(1); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; \
		$$sudo apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endef

# go-version stops with what to do when the go command is missing or older
# than go.mod's go line.
GO_WANT = $(shell sed -n 's/^go //p' go.mod)
go-version:
	@want="$(GO_WANT)"; \
	if ! command -v $(GO) >/dev/null 2>&1; then \
		echo "No go command. Go $$want or newer is needed: unpack the archive of https://go.dev/dl/ in /usr/local (/usr/local/go/bin comes first on the Makefile's PATH), or run make GO=/path/to/bin/go."; exit 1; \
	fi; \
	have=$$($(GO) version | sed -n 's/^go version go\([0-9][0-9.]*\).*/\1/p'); \
	if [ -z "$$have" ] || [ "$$(printf '%s\n%s\n' "$$want" "$$have" | sort -V | head -n1)" != "$$want" ]; then \
		echo "$$(command -v $(GO)) is Go $${have:-of an unknown version}; go.mod needs Go $$want or newer."; \
		echo "Unpack the archive of https://go.dev/dl/ in /usr/local (the Makefile puts /usr/local/go/bin before the rest of PATH), or run make GO=/path/to/bin/go. Debian 12's golang-go package is 1.19."; \
		exit 1; \
	fi

deps: go-version
	$(call apt-install,$(DEPS_BUILD))

deps-test: deps
	$(call apt-install,$(DEPS_TEST))

deps-bench: deps
	$(call apt-install,$(DEPS_BENCH))

deps-package: deps
	$(call apt-install,$(DEPS_PACKAGE))

# RELEASE_GOEXPERIMENT is the decision of the builds (make build and make
# release) on Go's SIMD experiment (docs/architecture.md, "The
# engines and their choice"): simd, so that solving and counting run on the
# vector engine (from the start on AVX-512, handed over to from the band
# engine on AVX2), 0.58-0.98 times the band engine's time, and on AVX-512
# the generator's uniqueness checks too (docs/performance.md, "The vector
# engine from the start", "The hand-over", "The uniqueness checks on the
# vector engine"). Every
# vector instruction is behind a CPU check made at start-up: the binary runs
# on any amd64 CPU. A Go without the experiment (GOEXPERIMENT=simd cannot
# build simd/archsimd) builds without it and says so; the experiment used is
# written to $(PKG_DIR)/goexperiment.txt, and package-check checks that the
# second line of --version agrees with it. `make release
# RELEASE_GOEXPERIMENT=` builds without it. goexperiment sets exp to the
# experiment a build takes.
RELEASE_GOEXPERIMENT := simd
define goexperiment
exp='$(RELEASE_GOEXPERIMENT)'; \
	if [ "$$exp" = simd ] && ! GOEXPERIMENT=simd $(GO) list simd/archsimd >/dev/null 2>&1; then \
		echo "$$($(GO) env GOVERSION) has no GOEXPERIMENT=simd: the binary is built without it"; exp=; fi; \
	echo "GOEXPERIMENT=$$exp"
endef

build: deps
	@$(goexperiment); GOEXPERIMENT=$$exp $(GOBUILD) -ldflags "$(LINKFLAGS)" -o $(BIN) ./app

run: build
	./$(BIN)

# pot: po/sudoku.pot from the game's messages (i18n/messages.go, through
# tools/mkpot) and the strings of the desktop entry and the metainfo
# (xgettext), then merged into every translation of po/LINGUAS. A
# translator runs it, then edits po/LANG.po (po/README.md). The merge makes
# no fuzzy guesses (--no-fuzzy-matching): gettext readers, the game's
# among them, serve a fuzzy entry as if it were translated, so a new or
# changed message arrives empty instead, and `go test ./po` names it.
POT_TMP := $(BUILD)/pot
pot: deps
	mkdir -p $(POT_TMP)
	$(GO) run ./tools/mkpot >$(POT_TMP)/game.pot
	xgettext --language=Desktop -k -kName -kGenericName -kComment -kKeywords --no-wrap --omit-header \
		-o $(POT_TMP)/desktop.pot dist/$(APP_ID).desktop
	cp dist/$(APP_ID).metainfo.xml.in $(POT_TMP)/$(APP_ID).metainfo.xml
	xgettext --no-wrap --omit-header -o $(POT_TMP)/metainfo.pot $(POT_TMP)/$(APP_ID).metainfo.xml
	msgcat --no-wrap --use-first --no-location $(POT_TMP)/game.pot $(POT_TMP)/desktop.pot $(POT_TMP)/metainfo.pot -o po/sudoku.pot
	for l in $$(grep -v '^#' po/LINGUAS); do msgmerge --quiet --no-wrap --no-location --no-fuzzy-matching --backup=none -U po/$$l.po po/sudoku.pot; done
	@go_test_po=$$($(GO) test -count=1 ./po 2>&1) || { echo "$$go_test_po" | grep -E "fuzzy|not translated|no msgstr" || echo "$$go_test_po"; echo "make pot: translate the entries above in po/LANG.po (po/README.md)"; }

# check: formatting and static analysis; and no package that starts a
# goroutine is left out of the race detector's run (RACE_PKGS, unit).
check: deps
	@bad=$$(gofmt -s -l $$($(GO) list -f '{{.Dir}}' ./...)); \
	if [ -n "$$bad" ]; then echo "gofmt -s would change:"; echo "$$bad"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	@if GOEXPERIMENT=simd $(GO) list simd/archsimd >/dev/null 2>&1; then \
		echo "vet and staticcheck of ./solver with GOEXPERIMENT=simd (the band engine's vector path)"; \
		GOEXPERIMENT=simd $(GO) vet ./solver && GOEXPERIMENT=simd $(GO) tool staticcheck ./solver; fi
	@race=$$($(GO) list -f '{{.Dir}}' $(RACE_PKGS)); \
	$(GO) list -f '{{.Dir}}{{range .GoFiles}} {{.}}{{end}}{{range .CgoFiles}} {{.}}{{end}}' ./... | while read -r d files; do \
		echo "$$race" | grep -qxF "$$d" && continue; \
		for f in $$files; do \
			if grep -qE '^[[:space:]]*go [A-Za-z_(]' "$$d/$$f"; then \
				echo "$$d/$$f starts a goroutine: add its package to RACE_PKGS (Makefile, unit)"; exit 1; \
			fi; \
		done; \
	done

# unit: every package's tests (fuzz seed corpora included), in two runs.
# The race detector slows code five to ten times, so it runs where
# goroutines meet: the window and its helpers (app/...: the hint worker, the
# control socket, the single-instance server, the GTK children), the
# accessibility provider (a11y: its events go to the bus from a goroutine), the model
# the window's goroutines share, and the tools that start goroutines
# (RACE_PKGS). The other packages run once without it: the solver's
# CPU-bound property tests, the widgets' render tests, the catalogue, whose
# tests start no goroutine (the race detector sees only races that a test
# makes happen; the app's tests drive the solver and the catalogue from its
# goroutines under it). A package that starts a goroutine belongs in
# RACE_PKGS. The render tests must not skip for want of a headless GPU here
# (deps installs Mesa's EGL), and SUDOKU_E2E=1 makes the end-to-end tests of
# the window (Xvfb, xdotool; weston, wl-clipboard for Wayland) a failure
# rather than a skip when their tools are missing; their screenshots go to
# $(BUILD)/e2e-shots. tools/testprogress.awk prints each package's result,
# each test that takes a second or more and what a failing test printed, as
# they come, instead of minutes of silence.
RACE_PKGS := ./app/... ./a11y/... ./desktop/... ./internal/... ./model/... ./tools/bareframe ./tools/mkassets
UNIT_ENV  := SUDOKU_REQUIRE_GPU=1 SUDOKU_REQUIRE_POPPLER=1 SUDOKU_E2E=1 SUDOKU_E2E_SHOTS=$(CURDIR)/$(BUILD)/e2e-shots
# go-test runs go test -v $(1) through tools/testprogress.awk, keeping go
# test's exit status (a pipe would lose it).
define go-test
	@mkdir -p $(BUILD); { $(UNIT_ENV) $(GO) test -v -timeout 30m $(1) 2>&1; echo $$? >$(BUILD)/unit.rc; } | \
		awk -f tools/testprogress.awk; exit $$(cat $(BUILD)/unit.rc)
endef
# SIMD_TESTS: the solver's tests that run the band engine (its searches,
# counts, fills and uniqueness checks, and the vector path's agreement with
# the scalar one) and the vector engine's agreement with the band engine
# (solver/vec_test.go, built only with the experiment), run again by unit
# with GOEXPERIMENT=simd; the Search, Count, Generate and Engine tests run
# under every choice of engine (solver/engine_test.go: the vector engine for
# all work, the band engine, its scalar path, a CPU without AVX2 or
# AVX-512, the band engine handing over to the vector engine), and
# TestEngineEmulatedCPU runs the engines' tests again under qemu-x86_64 on
# CPU models without AVX-512 and without AVX2 (solver/emulated_test.go;
# SUDOKU_REQUIRE_QEMU=1 makes a missing qemu-x86_64 a failure).
SIMD_TESTS := Band|Search|Solve|Count|Fill|Unique|Engine|Generate|Vec
# NORACE_TESTS: tests of ./model that start no goroutine and take minutes
# under the race detector (model/race_test.go): they skip there and run
# here without it.
NORACE_TESTS := TestGeneratedVariantsUniqueIndependently
unit: deps-test
	@echo "unit 1/3: tests with the race detector, where goroutines meet: $(RACE_PKGS)"
	@echo "  (the window's end-to-end tests run a few minutes; each test of a second or more is listed)"
	$(call go-test,-race $(RACE_PKGS))
	@echo "unit 2/3: the other packages, without the race detector: the solver's property tests, the render tests"
	$(call go-test,$$($(GO) list ./... | grep -vxF "$$($(GO) list $(RACE_PKGS))"))
	@echo "unit 2/3, continued: the CPU-bound tests of the race run's packages that skip under it: $(NORACE_TESTS)"
	$(call go-test,./model -run '$(NORACE_TESTS)')
	@if GOEXPERIMENT=simd $(GO) list simd/archsimd >/dev/null 2>&1; then \
		echo "unit 3/3: the engines' tests again with GOEXPERIMENT=simd: the band engine's AVX2 path, the vector engine and their choice (docs/architecture.md)"; \
	else echo "unit 3/3: skipped: $$($(GO) env GOVERSION) has no GOEXPERIMENT=simd, so the band engine's vector path is not built"; fi
	@if GOEXPERIMENT=simd $(GO) list simd/archsimd >/dev/null 2>&1; then \
		SUDOKU_REQUIRE_QEMU=1 GOEXPERIMENT=simd $(GO) test -count=1 -timeout 30m ./solver -run '$(SIMD_TESTS)'; fi

# The packages of every step are installed first, so that sudo asks for its
# password at the start rather than minutes in.
test: deps-test deps-package check unit package-check

# The solver's table runs on the band engine's vector path (GOEXPERIMENT=simd)
# where this Go has it, and measures the scalar path beside it.
bench: deps-bench bench-window fuzz tdokubench
	@simd=""; GOEXPERIMENT=simd $(GO) list simd/archsimd >/dev/null 2>&1 && simd=simd; \
	GOEXPERIMENT=$$simd $(GO) test ./solver -run '^TestBenchTable$$' -benchtable -v -count=1 -timeout 30m "$$(cat $(BUILD)/tdokubench.flags)"

# tdokubench: the bench table's tdoku column (docs/performance.md, Side by
# side with tdoku). TDOKU_SRC names a tdoku source tree the user provides
# (a clone of its public repository: src/solver_dpll_triad_simd.cc and
# include/tdoku.h are what is used); the Makefile never downloads it. Its
# solver is built as its own build does (-O3 -march=native) with our driver,
# solver/testdata/tdoku/tdokubench.cc. Without TDOKU_SRC or a C++ compiler
# the table says why it has no tdoku column.
TDOKU_SRC ?=
CXX ?= g++
tdokubench:
	@mkdir -p $(BUILD); rm -f $(BUILD)/tdokubench; \
	why=""; \
	if [ -z "$(TDOKU_SRC)" ]; then why="TDOKU_SRC is not set (make bench TDOKU_SRC=/path/to/tdoku)"; \
	elif [ ! -f "$(TDOKU_SRC)/src/solver_dpll_triad_simd.cc" ] || [ ! -f "$(TDOKU_SRC)/include/tdoku.h" ]; then why="$(TDOKU_SRC) has no src/solver_dpll_triad_simd.cc or include/tdoku.h"; \
	elif ! command -v $(CXX) >/dev/null 2>&1; then why="no C++ compiler ($(CXX))"; \
	elif ! $(CXX) -O3 -march=native -std=c++14 -fno-exceptions -fno-rtti -I"$(TDOKU_SRC)/include" -I"$(TDOKU_SRC)/src" \
		-o $(BUILD)/tdokubench solver/testdata/tdoku/tdokubench.cc "$(TDOKU_SRC)/src/solver_dpll_triad_simd.cc" "$(TDOKU_SRC)/src/util.cc" 2>$(BUILD)/tdokubench.log; then \
		why="$(CXX) failed on $(TDOKU_SRC) (see $(BUILD)/tdokubench.log)"; fi; \
	if [ -z "$$why" ]; then echo "-tdoku=$(CURDIR)/$(BUILD)/tdokubench" >$(BUILD)/tdokubench.flags; echo "tdokubench: built from $(TDOKU_SRC)"; \
	else printf '%s\n' "-tdokuwhy=$$why" >$(BUILD)/tdokubench.flags; echo "tdoku not built: $$why"; fi

# fuzz: every fuzz target of every package for FUZZTIME each (60 s by
# default, about 25 minutes in all), one after the other; the first that
# fails stops the run and leaves its input in the package's testdata/fuzz.
# A target that cannot run that long clean is no guard.
FUZZTIME ?= 60s
fuzz: deps-test
	@mkdir -p $(BUILD); for pkg in $$($(GO) list ./...); do \
		for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "fuzz: $$pkg $$t for $(FUZZTIME)"; \
			$(GO) test $$pkg -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) >$(BUILD)/fuzz.log 2>&1 || { cat $(BUILD)/fuzz.log; exit 1; }; \
			grep 'execs:' $(BUILD)/fuzz.log | tail -n 1; \
		done; \
	done

# bench-window: the window's figures beside their budgets (docs/architecture.md, Tests and their data): under
# Xvfb, launch to first paint and anonymous, proportional and resident memory of our window, of a bare Gio
# window and of GNOME Sudoku, both games resuming the same game; CPU time of a board frame.
bench-window: deps-test deps-bench
	SUDOKU_E2E=1 $(GO) test ./app -run '^TestWindowFigures$$' -windowfigures -count=1 -timeout 10m -v

# release: the binary of the packages, built as make build builds (above).
release: deps-package
	@mkdir -p $(PKG_DIR)
	@$(goexperiment); printf '%s\n' "$$exp" >$(PKG_DIR)/goexperiment.txt; \
	GOEXPERIMENT=$$exp $(GOBUILD) -ldflags "$(LINKFLAGS) -s -w" -o $(RELEASE_BIN) ./app
	objcopy --remove-section=.comment $(RELEASE_BIN)

# package: the .deb and the tarball. It fails when dist/debian/copyright
# does not list every module the binary links, with its licence.
package: release
	$(GO) list -deps -f '{{with .Module}}{{.Path}}@{{.Version}}{{end}} {{.ImportPath}}' ./app >$(PKG_DIR)/packages.txt
	$(GO) run ./tools/licensecheck -binary $(RELEASE_BIN) -copyright dist/debian/copyright \
		-packages $(PKG_DIR)/packages.txt -notes $(PKG_DIR)/THIRD-PARTY-NOTICES.txt
	dist/build-deb.sh $(RELEASE_BIN) $(PKG_DIR)
	dist/build-tarball.sh $(RELEASE_BIN) $(PKG_DIR)/THIRD-PARTY-NOTICES.txt $(PKG_DIR)
	@ls -l $(DEB) $(TARBALL)

# package-check: the package checks (docs/architecture.md; dist/check-package.sh),
# after shellcheck of the packaging scripts and the tests that prove those
# checks can fail (dist/test-checks.sh).
package-check: deps-test package
	shellcheck -s sh -x -S warning dist/*.sh
	dist/test-checks.sh
	packages_list=$(CURDIR)/$(PKG_DIR)/packages.txt goexperiment="$$(cat $(PKG_DIR)/goexperiment.txt)" dist/check-package.sh $(DEB) $(TARBALL)

# install, uninstall: the tarball's tree under $(PREFIX) (dist/install.sh),
# with the binary make build made. install builds nothing: run as root
# (sudo make install) a build would fetch the modules again into root's
# home and leave root-owned files in the tree.
install:
	@[ -x $(BIN) ] || { echo "$(BIN) is missing: run make build first, as yourself (then sudo make install for $(PREFIX))"; exit 1; }
	dist/install.sh install $(BIN) $(PREFIX)

uninstall:
	dist/install.sh uninstall $(PREFIX)

clean:
	rm -rf $(BUILD) $(PKG_DIR)
