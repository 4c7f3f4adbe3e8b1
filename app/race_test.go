//go:build race

package main

// raceBuild: the tests run with the race detector, so the binary the
// end-to-end test builds has it too.
const raceBuild = true
