// tdokubench: the measuring side of the bench table's tdoku column
// (solver/tdoku_bench_test.go, docs/performance.md). It is built by
// `make bench` against a tdoku source tree the user provides (TDOKU_SRC),
// never by `go build`: the go tool ignores testdata/.
//
// Usage: tdokubench FILE MIN_MS
//
// FILE holds one puzzle a line, 81 characters, '.' for an empty cell. The
// program solves every puzzle with a limit of two solutions (the first
// solution plus the uniqueness check, as Search(g, 2) does) in rounds over
// the whole file, each round lasting at least MIN_MS milliseconds of the
// thread's CPU time, three rounds, and prints the lowest CPU time per
// puzzle in nanoseconds, then the puzzles with no solution, one solution
// and several solutions, and the guesses per puzzle:
//
//	ns=8123.4 none=0 one=1465 many=0 guesses=12.3
#include <time.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tdoku.h"

static double threadNanos() {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: tdokubench FILE MIN_MS\n");
        return 2;
    }
    FILE *in = fopen(argv[1], "r");
    if (!in) {
        perror(argv[1]);
        return 1;
    }
    double minNanos = atof(argv[2]) * 1e6;
    // Each puzzle takes 82 bytes: tdoku reads a NUL at 81 as "not pencilmark".
    std::vector<char> puzzles;
    char line[1024];
    int n = 0, lineNo = 0;
    while (fgets(line, sizeof line, in)) {
        lineNo++;
        size_t len = strcspn(line, "\r\n");
        if (len == 0 || line[0] == '#') continue;
        if (len < 81) {
            fprintf(stderr, "%s:%d: a puzzle needs 81 characters, this line has %zu\n", argv[1], lineNo, len);
            return 1;
        }
        for (int i = 0; i < 81; i++) {
            char c = line[i];
            puzzles.push_back(c >= '1' && c <= '9' ? c : '.');
        }
        puzzles.push_back('\0');
        n++;
    }
    fclose(in);
    if (n == 0) {
        fprintf(stderr, "%s: no puzzle\n", argv[1]);
        return 1;
    }
    char solution[81];
    int counts[3] = {0, 0, 0};
    double guesses = 0;
    for (int i = 0; i < n; i++) {
        size_t g = 0;
        size_t found = TdokuSolverDpllTriadSimd(&puzzles[i * 82], 2, 0, solution, &g);
        counts[found > 2 ? 2 : found]++;
        guesses += g;
    }
    double best = -1;
    for (int round = 0; round < 3; round++) {
        double start = threadNanos(), el = 0;
        long solved = 0;
        size_t sink = 0;
        do {
            for (int i = 0; i < n; i++) {
                size_t g;
                sink += TdokuSolverDpllTriadSimd(&puzzles[i * 82], 2, 0, solution, &g);
            }
            solved += n;
            el = threadNanos() - start;
        } while (el < minNanos);
        if (sink == 0) fprintf(stderr, "no solution at all\n");
        double per = el / solved;
        if (best < 0 || per < best) best = per;
    }
    printf("ns=%.1f none=%d one=%d many=%d guesses=%.2f\n", best, counts[0], counts[1], counts[2], guesses / n);
    return 0;
}
