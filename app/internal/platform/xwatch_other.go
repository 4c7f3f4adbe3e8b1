//go:build !linux || nox11

package platform

func WatchDisplayLoss(func(), func()) {}

func WatchX11Window(uintptr, *ExitRequest, func()) {}
