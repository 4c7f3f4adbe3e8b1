package gtkdialog

import "syscall"

// childAttr makes a dialog child end with the game: the kernel kills it
// when the game's process dies, however it dies (kill -9 included).
func childAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
