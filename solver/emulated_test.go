//go:build goexperiment.simd && amd64 && linux

package solver

import (
	"bytes"
	"context"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// emulatedCPUs are the CPUs TestEngineEmulatedCPU runs the engines' tests
// on, as qemu-x86_64's CPU models (qemu-user's TCG emulates AVX2, not
// AVX-512, and an instruction the model lacks raises SIGILL): what the
// engines' choice must find there.
var emulatedCPUs = []struct {
	model  string // qemu-x86_64 -cpu
	what   string // for the messages
	avx2   bool   // the band engine's AVX2 path and the AVX2 vector engine run
	vector string // the vector engine that takes the work, "" for none
}{
	{"Haswell", "AVX2 without AVX-512", true, "AVX2"},
	{"SandyBridge", "AVX without AVX2", false, ""},
	{"qemu64", "x86-64 without AVX (SSE2, as GOAMD64=v1 asks)", false, ""},
}

// emulatedTests are the tests the test binary runs again under each
// emulated CPU, besides TestEngineEmulatedCPU's own child: the choice under
// every mode, the AVX2 form's agreement with the band engine and its clashes
// (skipped without AVX2), the uniqueness checks, the hand-over and the
// generator on every engine the CPU runs. A few, as emulation is 10-50
// times slower.
var emulatedTests = []string{"TestEngineChoice", "TestVec2Agrees", "TestVec2Clashes", "TestEngineOtherSolution",
	"TestEngineHandOver", "TestEngineGeneratesTheSamePuzzles"}

// emulatedSeed is the seed of the puzzle the child generates, which must be
// the one this CPU generates (docs/architecture.md: a seed gives the same
// puzzle on every engine and every CPU).
const emulatedSeed = 28

// TestEngineEmulatedCPU runs this test binary again under qemu-x86_64 with
// CPU models this machine is not (emulatedCPUs): its start-up, the engines'
// choice and the tests of emulatedTests must run without an instruction the
// CPU lacks (which would end it with SIGILL), the choice must be the
// expected one, and the answers QQWing's (engineEmulatedChild). A GODEBUG
// override (TestEngineWithoutVectorCPU) hides features from the checks but
// still runs on this CPU: only an emulated one proves that nothing before
// the checks, or outside them, needs what it hides. It skips when
// qemu-x86_64 is missing (Debian's qemu-user; make deps-test installs it),
// and fails then when SUDOKU_REQUIRE_QEMU=1, as make test sets.
func TestEngineEmulatedCPU(t *testing.T) {
	if model := os.Getenv("SUDOKU_TEST_EMULATED_CPU"); model != "" {
		engineEmulatedChild(t, model)
		return
	}
	if testing.Short() {
		t.Skip("-short: emulation is 10-50 times slower")
	}
	qemu, err := exec.LookPath("qemu-x86_64")
	if err != nil {
		if os.Getenv("SUDOKU_REQUIRE_QEMU") == "1" {
			t.Fatal("qemu-x86_64 is missing and SUDOKU_REQUIRE_QEMU=1: install Debian's qemu-user (make deps-test)")
		}
		t.Skip("qemu-x86_64 is missing (Debian's qemu-user; make deps-test installs it): the engines are not tried on CPUs without AVX-512 or AVX2; SUDOKU_REQUIRE_QEMU=1 makes this a failure")
	}
	// its version, for the failures: QEMU before 7.2 emulates no AVX2
	version, _ := exec.Command(qemu, "--version").Output()
	version, _, _ = bytes.Cut(version, []byte("\n"))
	want, err := Generate(context.Background(), Hard, rand.New(rand.NewSource(emulatedSeed)))
	if err != nil {
		t.Fatal(err)
	}
	run := "^(TestEngineEmulatedCPU|" + strings.Join(emulatedTests, "|") + ")$"
	for _, cpu := range emulatedCPUs {
		t.Run(cpu.model, func(t *testing.T) {
			cmd := exec.Command(qemu, "-cpu", cpu.model, os.Args[0], "-test.run", run, "-test.count=1", "-test.v")
			cmd.Env = append(os.Environ(), "SUDOKU_TEST_EMULATED_CPU="+cpu.model, "SUDOKU_TEST_EMULATED_PUZZLE="+want.String())
			out, err := cmd.CombinedOutput()
			text := qemuOutput(out)
			if err != nil {
				why := ""
				if strings.Contains(text, "SIGILL") || strings.Contains(text, "Illegal instruction") {
					why = " (SIGILL: an instruction this CPU lacks ran)"
				}
				t.Fatalf("qemu-x86_64 -cpu %s (%s; %s): %v%s\n%s", cpu.model, cpu.what, version, err, why, text)
			}
			for _, name := range append([]string{"TestEngineEmulatedCPU"}, emulatedTests...) {
				skips := !cpu.avx2 && strings.HasPrefix(name, "TestVec2") // the AVX2 form's own tests
				if !strings.Contains(text, "--- PASS: "+name+" ") && !(skips && strings.Contains(text, "--- SKIP: "+name+" ")) {
					t.Errorf("qemu-x86_64 -cpu %s: %s did not pass", cpu.model, name)
				}
			}
			if t.Failed() {
				t.Logf("%s", text)
			}
			for _, line := range strings.Split(text, "\n") {
				if strings.Contains(line, "Engine() = ") {
					t.Logf("%s: %s", cpu.model, strings.TrimSpace(line))
				}
			}
		})
	}
}

// qemuOutput is the output of a run under qemu-x86_64 without its warnings
// on the features of the CPU model that it does not emulate (TSX, x2APIC,
// ...), which neither Go nor the solver uses.
func qemuOutput(out []byte) string {
	var keep []string
	for _, line := range strings.Split(string(out), "\n") {
		if !strings.HasPrefix(line, "qemu-x86_64: warning: TCG doesn't support requested feature") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}

// engineEmulatedChild is TestEngineEmulatedCPU's child, under qemu-x86_64
// -cpu model: the CPU checks find what the model has, Engine names the
// engines chosen for it, and the default choice, and every vector engine
// forced, give QQWing's answers on testdata/search.txt, hand a hard puzzle
// over to the vector engine, count and generate the parent's puzzle.
func engineEmulatedChild(t *testing.T, model string) {
	i := 0
	for i < len(emulatedCPUs) && emulatedCPUs[i].model != model {
		i++
	}
	if i == len(emulatedCPUs) {
		t.Fatalf("SUDOKU_TEST_EMULATED_CPU=%s: not a CPU model of emulatedCPUs", model)
	}
	cpu := emulatedCPUs[i]
	if vecCPU || simdCPU != cpu.avx2 || vec2CPU != cpu.avx2 {
		t.Fatalf("-cpu %s (%s): AVX-512 BW, VL and BITALG found %v, AVX2 %v (vector engine %v), want false, %v",
			model, cpu.what, vecCPU, simdCPU, vec2CPU, cpu.avx2)
	}
	var use [workKinds]vectorUse // the default switch for the CPU's vector engine (vectorFor)
	for _, v := range vectorEngines {
		if v.name == cpu.vector {
			use = vectorFor[v.id]
		}
	}
	e := Engine()
	t.Logf("Engine() = %q", e)
	switch {
	case cpu.avx2:
		if !strings.HasPrefix(e, "band engine: AVX2 vector path (GOEXPERIMENT=simd)") || strings.Contains(e, "AVX-512") {
			t.Errorf("-cpu %s: Engine() = %q, want the band engine's AVX2 path and no AVX-512", model, e)
		}
		on := use != [workKinds]vectorUse{}
		if on && !strings.Contains(e, "vector engine: "+cpu.vector+" ") || !on && !strings.Contains(e, "vector engine: off ("+cpu.vector+" built") {
			t.Errorf("-cpu %s: Engine() = %q, want the %s vector engine named", model, e, cpu.vector)
		}
	default:
		want := "band engine: scalar (the vector path is built, but this CPU has no AVX2); vector engine: off (this CPU has no AVX-512 BW, VL and BITALG, no AVX2)"
		if e != want {
			t.Errorf("-cpu %s: Engine() = %q, want %q", model, e, want)
		}
	}
	for k, v := range engines.vector {
		if got, want := v != nil, cpu.vector != "" && use[k] != vectorOff; got != want || v != nil && v.name != cpu.vector {
			t.Errorf("-cpu %s: %s on %+v, want the %q vector engine: %v", model, workNames[k], v, cpu.vector, want)
		}
	}

	// QQWing's answers, on the default choice and on each vector engine
	// the CPU runs for everything
	fixtures := readFixtures(t)
	check := func(how string) {
		for _, fx := range fixtures {
			r := Search(fx.grid, 2)
			if r.Solutions != min(fx.count, 2) || fx.count == 1 && r.First != fx.solution {
				t.Fatalf("-cpu %s, %s: search.txt:%d: %d solutions, first %s; QQWing: %d, %s", model, how, fx.line, r.Solutions, r.First, fx.count, fx.solution)
			}
		}
		if n := CountSolutions(Grid{}, 50); n != 50 {
			t.Fatalf("-cpu %s, %s: CountSolutions of the empty grid up to 50: %d", model, how, n)
		}
	}
	check("default engines")
	for i := range vectorEngines {
		if v := &vectorEngines[i]; v.cpu {
			func() {
				defer setEngines(engineDefault)
				forceVector(v)
				check("the " + v.name + " vector engine for everything")
			}()
		}
	}

	// the hand-over runs the vector engine on a hard puzzle
	if v := engines.vector[workSolve]; v != nil && engines.after[workSolve] > 0 {
		hard, _ := Parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
		n, first, _, handed := handOverSolve(v.id, &hard, 2, engines.after[workSolve], engines.open[workSolve])
		if !handed || n != 1 || first != want(t, hard) {
			t.Errorf("-cpu %s: hand-over to the %s vector engine: handed over %v, %d solutions, %s", model, v.name, handed, n, first)
		}
	}

	// the parent's puzzle from the same seed
	p, err := Generate(context.Background(), Hard, rand.New(rand.NewSource(emulatedSeed)))
	if err != nil {
		t.Fatal(err)
	}
	if wantP := os.Getenv("SUDOKU_TEST_EMULATED_PUZZLE"); p.String() != wantP {
		t.Errorf("-cpu %s: seed %s generates %s, the CPU that runs the tests %s", model, strconv.Itoa(emulatedSeed), p, wantP)
	}
}
