//go:build race

package model_test

// raceBuild: the tests run with the race detector, which slows the
// CPU-bound checks that start no goroutine five to ten times.
const raceBuild = true
