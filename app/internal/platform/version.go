package platform

// Version is the program's version, as --version and About show it: main
// copies it from main.version, which the build sets at link time
// (-ldflags "-X main.version=…").
var Version = "dev"
