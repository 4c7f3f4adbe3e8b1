//go:build !race

package model_test

const raceBuild = false
