//go:build !linux || nox11

package main

func watchDisplayLoss(func(), func()) {}

func watchX11Window(uintptr, *exitRequest, func()) {}
