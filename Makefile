# Sudoku — build, test, benchmark and package.
#
#   make run     build and start the game
#   make test    everything a change must pass (what CI runs)
#   make bench   speed figures beside their baselines, as one table
#
# Missing Debian packages are installed by `make deps` (apt-get, with sudo
# when not root); the targets above depend on it.

# The version, in one place: linked into the binary and written into the
# packages.
VERSION := 0.1.0
APP_ID  := io.github.giosudoku.Sudoku

export PATH := $(PATH):/usr/local/go/bin
GO      ?= go
BUILD   := build
BIN     := $(BUILD)/sudoku
LDFLAGS := -X main.version=$(VERSION) -X gioui.org/app.ID=$(APP_ID)

# Debian packages: what building and running needs, what the tests need, and
# the peers the benchmarks compare against (QQWing for generation, GNOME
# Sudoku for the window's memory).
DEPS_BUILD := gcc libc6-dev pkg-config libgtk-3-dev libwayland-dev libx11-dev \
	libx11-xcb-dev libxkbcommon-x11-dev libxcursor-dev libxfixes-dev libegl-dev \
	libvulkan-dev libgles2 libegl-mesa0 libgl1-mesa-dri
DEPS_TEST  := xvfb xauth xdotool imagemagick mesa-vulkan-drivers lintian \
	desktop-file-utils appstream dpkg-dev librsvg2-bin
DEPS_BENCH := qqwing gnome-sudoku

.PHONY: all build run test check unit bench bench-window deps deps-test deps-bench clean

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

deps:
	$(call apt-install,$(DEPS_BUILD))

deps-test: deps
	$(call apt-install,$(DEPS_TEST))

deps-bench: deps
	$(call apt-install,$(DEPS_BENCH))

build: deps
	$(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./app

run: build
	./$(BIN)

# check: formatting and static analysis.
check: deps
	@bad=$$(gofmt -s -l $$($(GO) list -f '{{.Dir}}' ./...)); \
	if [ -n "$$bad" ]; then echo "gofmt -s would change:"; echo "$$bad"; exit 1; fi
	$(GO) vet ./...
	$(GO) tool staticcheck ./...

# unit: every package's tests (fuzz seed corpora included) with the race
# detector. The render tests must not skip for want of a headless GPU here
# (deps installs Mesa's EGL), and SUDOKU_E2E=1 makes the end-to-end test of
# the window (Xvfb, xdotool) a failure rather than a skip when its tools are
# missing; its screenshots go to $(BUILD)/e2e-shots.
unit: deps-test
	SUDOKU_REQUIRE_GPU=1 SUDOKU_E2E=1 SUDOKU_E2E_SHOTS=$(CURDIR)/$(BUILD)/e2e-shots $(GO) test -race -timeout 30m ./...

test: check unit

bench: deps-bench bench-window
	$(GO) test ./solver -run '^TestBenchTable$$' -benchtable -v -count=1 -timeout 30m

# bench-window: the window's figures beside their budgets (SPEC 9): launch
# to first frame and resident memory under Xvfb, CPU time of a board frame.
bench-window: deps-test deps-bench
	SUDOKU_E2E=1 $(GO) test ./app -run '^TestWindowFigures$$' -windowfigures -count=1 -timeout 10m -v

clean:
	rm -rf $(BUILD) build-package
