#!/usr/bin/env python3
"""Turns a step trace of Sudoku Explainer (PM lines: the candidates before each
step, 729 characters; STEP lines: rating and wording) into se-positions.txt
lines for the steps of rows 22-26 (aligned triplet exclusion and the forcing
chains after the level-0 chains). Usage: se-positions.py TRACE [MAX-PER-KIND]"""
import re, sys

KINDS = ("Aligned Triplet Exclusion", "Nishio Forcing Chain", "Region Forcing Chains",
         "Cell Forcing Chains", "Contradiction Forcing Chain", "Double Forcing Chain")

def cells(pm):
    return [frozenset(int(ch) for ch in pm[9*c:9*c+9] if ch != '.') for c in range(81)]

def name(c):
    return "r%dc%d" % (c // 9 + 1, c % 9 + 1)

def main():
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 10**9
    lines = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
    count = {}
    for i, f in enumerate(lines):
        if f[0] != "STEP" or i == 0 or lines[i-1][0] != "PM":
            continue
        kind = f[2].split(":")[0]
        if kind not in KINDS or count.get((kind, f[1]), 0) >= limit:
            continue
        before = cells(lines[i-1][1])
        after = cells(lines[i+1][1]) if i + 1 < len(lines) and lines[i+1][0] == "PM" else None
        grid = "".join(str(min(s)) if len(s) == 1 else "." for s in before)
        cand = ",".join("" if len(s) == 1 else "".join(map(str, sorted(s))) for s in before)
        m = re.search(r"(r\dc\d)\.(\d) (on|off)(?: & off)? ==> (r\dc\d)\.(\d) (both on & off|on|off)$", f[2])
        m2 = re.search(r"==> (r\dc\d)\.(\d) (on|off)$", f[2])
        if kind in ("Nishio Forcing Chain", "Contradiction Forcing Chain"):
            concl = m.group(1) + ("-" if m.group(3) == "on" else "=") + m.group(2)
        elif kind == "Aligned Triplet Exclusion":
            if after is None:
                continue
            concl = " ".join(name(c) + "-" + "".join(map(str, sorted(before[c] - after[c])))
                             for c in range(81) if before[c] - after[c])
        else:
            concl = m2.group(1) + ("=" if m2.group(3) == "on" else "-") + m2.group(2)
        count[(kind, f[1])] = count.get((kind, f[1]), 0) + 1
        print("\t".join((grid, cand, f[1], concl, f[2])))

main()
