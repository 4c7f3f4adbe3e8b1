package solver

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSEClassicAgreement grades, with SE_AGREE=1, the puzzles of the shared
// se-classic-*.txt files (classic Sudoku Explainer's ratings) and prints
// the agreement per band of SE's rating (exact, within 0.2, stuck), the
// mean time per puzzle and the slowest puzzles. It is a measurement, run
// by hand: go test ./solver -run TestSEClassicAgreement -v (with SE_AGREE=1,
// or SE_AGREE=all to add the puzzles of testdata/se-steps-*.txt).
func TestSEClassicAgreement(t *testing.T) {
	if os.Getenv("SE_AGREE") == "" {
		t.Skip("SE_AGREE not set")
	}
	dir := sharedDataDir()
	if dir == "" {
		skipWithoutShared(t, true, "SE_AGREE: no ../shared/data")
	}
	type rated struct {
		g    Grid
		se   float64
		file string
	}
	var ps []rated
	for _, name := range []string{"se-classic-top1465-298.txt", "se-classic-qqwing200.txt"} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			fs := strings.Fields(sc.Text())
			if len(fs) != 2 || strings.HasPrefix(fs[0], "#") {
				continue
			}
			g, err := Parse(fs[0])
			if err != nil {
				t.Fatal(err)
			}
			r, err := strconv.ParseFloat(fs[1], 64)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, rated{g, r, name})
		}
		f.Close()
	}
	// With SE_AGREE=all, also the puzzles of the reference's traces in
	// testdata (se-steps-*.txt: PUZ lines carry the puzzle and its rating).
	if os.Getenv("SE_AGREE") == "all" {
		seen := map[Grid]bool{}
		for _, p := range ps {
			seen[p.g] = true
		}
		paths, _ := filepath.Glob(filepath.Join("testdata", "se-steps-*.txt"))
		for _, path := range paths {
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 1<<20), 1<<20)
			for sc.Scan() {
				fs := strings.Split(sc.Text(), "\t")
				if len(fs) < 3 || fs[0] != "PUZ" {
					continue
				}
				g, err := Parse(fs[1])
				r, err2 := strconv.ParseFloat(fs[2], 64)
				if err != nil || err2 != nil || seen[g] {
					continue
				}
				seen[g] = true
				ps = append(ps, rated{g, r, path})
			}
			f.Close()
		}
	}
	bands := []struct {
		name   string
		lo, hi float64
	}{{"<=4.4", 0, 4.45}, {"4.5-7.5", 4.45, 7.55}, {"7.6-9.0", 7.55, 9.05}, {">9.0", 9.05, 99}}
	type stat struct{ n, exact, near, stuck int }
	st := make([]stat, len(bands))
	type timing struct {
		d   time.Duration
		g   Grid
		se  float64
		our float64
	}
	var times []timing
	var total time.Duration
	var diffs []string
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, p := range ps {
		start := threadCPU()
		gr, err := GradeOf(p.g)
		d := threadCPU() - start
		if err != nil {
			t.Fatal(err)
		}
		total += d
		times = append(times, timing{d, p.g, p.se, gr.Rating})
		for i, b := range bands {
			if p.se < b.lo || p.se >= b.hi {
				continue
			}
			st[i].n++
			switch {
			case gr.Stuck > 0:
				st[i].stuck++
			case gr.Rating == p.se:
				st[i].exact++
				st[i].near++
			case gr.Rating-p.se < 0.25 && p.se-gr.Rating < 0.25:
				st[i].near++
			}
			if gr.Stuck == 0 && gr.Rating != p.se {
				diffs = append(diffs, fmt.Sprintf("%s SE %.1f ours %.1f (%s)", p.g, p.se, gr.Rating, gr.Hardest))
			}
		}
	}
	for i, b := range bands {
		s := st[i]
		t.Logf("SE %-8s %4d puzzles: exact %4d, within 0.2 %4d, stuck %4d", b.name, s.n, s.exact, s.near, s.stuck)
	}
	sort.Slice(times, func(i, j int) bool { return times[i].d > times[j].d })
	t.Logf("%d puzzles, mean %.2f ms (CPU time of the thread)", len(ps), float64(total.Microseconds())/1000/float64(len(ps)))
	for _, x := range times[:min(10, len(times))] {
		t.Logf("%8.1f ms  %s  SE %.1f ours %.1f", float64(x.d.Microseconds())/1000, x.g, x.se, x.our)
	}
	for _, d := range diffs {
		t.Log("differs: " + d)
	}
}
