module github.com/giosudoku/sudoku

go 1.26.0

tool honnef.co/go/tools/cmd/staticcheck

require (
	gioui.org v0.10.3
	github.com/adrg/xdg v0.5.3
	github.com/godbus/dbus/v5 v5.2.2
	github.com/leonelquinteros/gotext v1.7.2
	github.com/sqweek/dialog v0.0.0-20260123140253-64c163d53aac
	golang.org/x/exp/shiny v0.0.0-20250408133849-7e4ce0ab07d0
	golang.org/x/image v0.26.0
)

require (
	gioui.org/shader v1.0.9 // indirect
	github.com/BurntSushi/toml v1.4.1-0.20240526193622-a339e1f7089c // indirect
	github.com/TheTitanrain/w32 v0.0.0-20180517000239-4f5cfb03fabf // indirect
	github.com/go-text/typesetting v0.3.5 // indirect
	golang.org/x/exp/typeparams v0.0.0-20231108232855-2478ac86f678 // indirect
	golang.org/x/mod v0.41.0 // indirect
	golang.org/x/net v0.59.0 // indirect
	golang.org/x/sync v0.23.0 // indirect
	golang.org/x/sys v0.48.0 // indirect
	golang.org/x/text v0.42.0 // indirect
	golang.org/x/tools v0.51.0 // indirect
	honnef.co/go/tools v0.8.2 // indirect
)
