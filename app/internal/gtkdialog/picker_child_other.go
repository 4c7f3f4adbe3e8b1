//go:build !linux

package gtkdialog

import "syscall"

// childAttr: no parent-death signal outside Linux; killChildren still ends
// the dialog children on every way out the game sees.
func childAttr() *syscall.SysProcAttr { return nil }
