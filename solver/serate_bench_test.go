package solver

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// seClassicSets are the sets that the grading budget (issue 8) is measured
// on, rated by classic Sudoku Explainer.
var seClassicSets = []string{"se-classic-qqwing200.txt", "se-classic-top1465-298.txt"}

// serateTimeout bounds one run of the reference rater on a set.
const serateTimeout = 15 * time.Minute

// serateTool returns the reference rater's script (SERATE overrides
// ../shared/tools/serate/serate), or "" with the reason when it or Java is
// absent.
func serateTool() (string, string) {
	path := os.Getenv("SERATE")
	if path == "" {
		dir := sharedDataDir()
		if dir == "" {
			return "", "../shared is absent"
		}
		path = filepath.Join(dir, "..", "tools", "serate", "serate")
	}
	if _, err := os.Stat(path); err != nil {
		return "", "serate is absent"
	}
	if _, err := exec.LookPath("java"); err != nil {
		return "", "Java is absent"
	}
	return path, ""
}

// serateTimes rates gs with the reference rater and returns its own time
// per puzzle (the seconds column of its output, "0.31s": rating only,
// without the start of the JVM; to the hundredth of a second) and the CPU time of the whole process per puzzle.
func serateTimes(tool string, gs []Grid) (perPuzzle, process time.Duration, err error) {
	dir, err := os.MkdirTemp("", "serate-bench")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "in.txt"), filepath.Join(dir, "out.txt")
	var sb strings.Builder
	for _, g := range gs {
		sb.WriteString(g.String())
		sb.WriteByte('\n')
	}
	if err := os.WriteFile(in, []byte(sb.String()), 0o644); err != nil {
		return 0, 0, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), serateTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, in, out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return 0, 0, fmt.Errorf("serate: %v: %s", err, msg)
	}
	process = (cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()) / time.Duration(len(gs))
	f, err := os.Open(out)
	if err != nil {
		return 0, 0, err
	}
	defer f.Close()
	var total float64
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 5 {
			continue
		}
		s, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(fields[4]), "s"), 64)
		if err != nil {
			continue
		}
		total += s
		n++
	}
	if n != len(gs) {
		return 0, 0, fmt.Errorf("serate rated %d of %d puzzles", n, len(gs))
	}
	return time.Duration(total / float64(n) * 1e9), process, nil
}

// seGradeTimes grades every puzzle once on a locked thread and returns the
// mean and the slowest, in CPU time of the thread.
func seGradeTimes(t *testing.T, gs []Grid) (mean, worst time.Duration) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var total time.Duration
	for _, g := range gs {
		start := threadCPU()
		if _, err := GradeOf(g); err != nil {
			t.Fatalf("GradeOf(%s): %v", g, err)
		}
		d := threadCPU() - start
		total += d
		worst = max(worst, d)
	}
	return total / time.Duration(len(gs)), worst
}

// seClassicRows measures grading on the sets rated by classic Sudoku
// Explainer beside the reference rater on the same puzzles in the same
// run: a row per set and one for both together. Budget (issue 8): mean
// under 2 ms over both sets, no puzzle over 100 ms, at least 20 times
// faster than serate.
func seClassicRows(t *testing.T, progress func(string, ...any)) ([]tableRow, []string) {
	dir := sharedDataDir()
	tool, why := serateTool()
	var rows, notes = []tableRow(nil), []string(nil)
	if tool == "" {
		notes = append(notes, "grade (SE sets): "+why+": the serate column is empty.")
	}
	var all, serAll, procAll time.Duration
	var worstAll time.Duration
	nAll, nSer := 0, 0
	for _, name := range seClassicSets {
		row := tableRow{task: "grade " + strings.TrimSuffix(strings.TrimPrefix(name, "se-classic-"), ".txt") + " (GradeOf)"}
		var gs []Grid
		if dir != "" {
			gs = readCollection(dir, name)
		}
		if len(gs) == 0 {
			rows = append(rows, skipRow(row, name+" absent"))
			continue
		}
		progress("grading %s", name)
		mean, worst := seGradeTimes(t, gs)
		row.n = strconv.Itoa(len(gs))
		row.ours = fmt.Sprintf("%s mean, %s slowest", ms(mean), ms(worst))
		row.anchor, row.vsAnchor = "—", "—"
		all += mean * time.Duration(len(gs))
		worstAll = max(worstAll, worst)
		nAll += len(gs)
		if tool != "" {
			progress("serate %s", name)
			se, proc, err := serateTimes(tool, gs)
			if err != nil {
				notes = append(notes, fmt.Sprintf("grade %s: %v", name, err))
			} else {
				row.anchor = fmt.Sprintf("serate %s (process CPU %s)", ms(se), ms(proc))
				row.vsAnchor = ratio(float64(min(se, proc))/float64(mean)) + " faster"
				serAll += se * time.Duration(len(gs))
				procAll += proc * time.Duration(len(gs))
				nSer += len(gs)
			}
		}
		row.baseline, row.vsBaseline = "—", "—"
		row.target, row.result = "max < 100 ms", verdict(worst < 100*time.Millisecond)
		rows = append(rows, row)
	}
	if nAll == 0 {
		return rows, notes
	}
	mean := all / time.Duration(nAll)
	row := tableRow{task: "grade both SE sets (GradeOf)", n: strconv.Itoa(nAll),
		ours:     fmt.Sprintf("%s mean, %s slowest", ms(mean), ms(worstAll)),
		baseline: "—", vsBaseline: "—", anchor: "—", vsAnchor: "—",
		target: "mean < 2 ms, max < 100 ms, ≥ 20x serate"}
	ok := mean < 2*time.Millisecond && worstAll < 100*time.Millisecond
	if nSer == nAll {
		se := serAll / time.Duration(nAll)
		row.anchor = fmt.Sprintf("serate %s (process CPU %s)", ms(se), ms(procAll/time.Duration(nAll)))
		speedup := float64(min(se, procAll/time.Duration(nAll))) / float64(mean)
		row.vsAnchor = ratio(speedup) + " faster"
		ok = ok && speedup >= 20
	}
	row.result = verdict(ok)
	rows = append(rows, row)
	notes = append(notes, "grade (SE sets): ours is the CPU time of the grading thread, each puzzle once; serate's is the seconds column of its output (its rating time without the start of the JVM; wall clock), in the same run; its process CPU time counts the JVM's start and compiler threads. The ratio takes the lower of the two.")
	return rows, notes
}
