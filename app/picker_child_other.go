//go:build !linux

package main

import "syscall"

// childAttr: no parent-death signal outside Linux; killChildren still ends
// the dialog children on every way out the game sees.
func childAttr() *syscall.SysProcAttr { return nil }
