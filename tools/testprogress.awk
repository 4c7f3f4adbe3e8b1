# testprogress.awk: a short view of `go test -v` for `make test`, which
# otherwise stays quiet for minutes while a package runs. It prints each
# package's result line as go test does, each top-level test that took a
# second or more (so a long run shows where it is), each skipped top-level
# test with its reason, and everything a failing test printed; the rest of
# the -v output (the passing tests' logs) is dropped.
#
# go test -v prints the packages one after the other, never interleaved, and
# streams a test's log lines before its --- PASS/FAIL line: the lines since
# the latest top-level "=== RUN" are kept and printed when the test fails.

function flush() {
	for (i = 1; i <= n; i++) print buf[i]
	n = 0
}

# After a panic or a timeout every line matters.
panicked { print; fflush(); next }
/^panic: / { flush(); panicked = 1; print; fflush(); next }

/^=== RUN   [^\/]*$/ { n = 0; next }
/^=== (RUN|PAUSE|CONT|NAME) / { next }

/^--- FAIL: / { flush(); print; fflush(); next }
/^--- SKIP: / {
	for (i = 1; i <= n; i++) if (buf[i] ~ /_test\.go:[0-9]+: /) print buf[i]
	n = 0
	print; fflush(); next
}
/^--- PASS: / {
	n = 0
	t = $NF
	gsub(/[()s]/, "", t)
	if (t + 0 >= 1) { printf "    %s %ss\n", $3, t; fflush() }
	next
}

# A package's verdict: ok, FAIL (after what led to it: a build error, a
# data race found after the tests), or "?" for one without tests.
/^FAIL/ { flush(); print; fflush(); next }
/^(ok  |\?   )/ { n = 0; print; fflush(); next }
/^PASS$/ { n = 0; next }

# Anything else belongs to the running test (its logs, a subtest's lines).
{ if (n < 2000) buf[++n] = $0 }
