package a11y

// Role is what a node is to an assistive technology: a push button, a
// table cell, a frame. The values are the role numbers the accessibility
// bus carries (docs/architecture.md, a11y), so a Role goes on the
// wire as it is.
type Role uint32

// The roles the game's window uses, by their numbers on the bus. Any other
// number of the protocol's enumeration is a valid Role too; RoleName knows
// them all.
const (
	RoleInvalid        Role = 0
	RoleAlert          Role = 2
	RoleCheckBox       Role = 7
	RoleCheckMenuItem  Role = 8
	RoleDialog         Role = 16
	RoleFiller         Role = 20
	RoleFrame          Role = 23
	RoleImage          Role = 27
	RoleLabel          Role = 29
	RoleList           Role = 31
	RoleListItem       Role = 32
	RoleMenu           Role = 33
	RoleMenuBar        Role = 34
	RoleMenuItem       Role = 35
	RolePageTab        Role = 37
	RolePageTabList    Role = 38
	RolePanel          Role = 39
	RolePopupMenu      Role = 41
	RoleProgressBar    Role = 42
	RolePushButton     Role = 43
	RoleRadioButton    Role = 44
	RoleRadioMenuItem  Role = 45
	RoleScrollPane     Role = 49
	RoleSeparator      Role = 50
	RoleSlider         Role = 51
	RoleSpinButton     Role = 52
	RoleStatusBar      Role = 54
	RoleTable          Role = 55
	RoleTableCell      Role = 56
	RoleText           Role = 61
	RoleToggleButton   Role = 62
	RoleToolBar        Role = 63
	RoleToolTip        Role = 64
	RoleWindow         Role = 69
	RoleHeader         Role = 71
	RoleFooter         Role = 72
	RoleParagraph      Role = 73
	RoleApplication    Role = 75
	RoleDocumentFrame  Role = 82
	RoleHeading        Role = 83
	RoleSection        Role = 85
	RoleDocumentSheet  Role = 92 // a spreadsheet document
	RoleListBox        Role = 98
	RoleGrouping       Role = 99
	RoleNotification   Role = 101
	RoleInfoBar        Role = 102
	RoleTimer          Role = 115
	RoleStatic         Role = 116
	RolePushButtonMenu Role = 129
)

// roleNames are the protocol's names of its roles, indexed by number; a
// client that asks for a role's name gets these (in English: the client
// translates, as it does for every toolkit).
var roleNames = [...]string{
	"invalid", "accelerator label", "alert", "animation", "arrow", "calendar", "canvas", "check box",
	"check menu item", "color chooser", "column header", "combo box", "date editor", "desktop icon",
	"desktop frame", "dial", "dialog", "directory pane", "drawing area", "file chooser", "filler",
	"focus traversable", "font chooser", "frame", "glass pane", "html container", "icon", "image",
	"internal frame", "label", "layered pane", "list", "list item", "menu", "menu bar", "menu item",
	"option pane", "page tab", "page tab list", "panel", "password text", "popup menu", "progress bar",
	"push button", "radio button", "radio menu item", "root pane", "row header", "scroll bar",
	"scroll pane", "separator", "slider", "spin button", "split pane", "status bar", "table",
	"table cell", "table column header", "table row header", "tearoff menu item", "terminal", "text",
	"toggle button", "tool bar", "tool tip", "tree", "tree table", "unknown", "viewport", "window",
	"extended", "header", "footer", "paragraph", "ruler", "application", "autocomplete", "editbar",
	"embedded", "entry", "chart", "caption", "document frame", "heading", "page", "section",
	"redundant object", "form", "link", "input method window", "table row", "tree item",
	"document spreadsheet", "document presentation", "document text", "document web",
	"document email", "comment", "list box", "grouping", "image map", "notification", "info bar",
	"level bar", "title bar", "block quote", "audio", "video", "definition", "article", "landmark",
	"log", "marquee", "math", "rating", "timer", "static", "math fraction", "math root", "subscript",
	"superscript", "description list", "description term", "description value", "footnote",
	"content deletion", "content insertion", "mark", "suggestion", "push button menu",
}

// String is the role's name on the bus ("push button"), or "unknown" for a
// number past the enumeration.
func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return "unknown"
}

// isWindow tells the roles of top-level windows, whose activation the
// provider reports as window events.
func (r Role) isWindow() bool {
	return r == RoleFrame || r == RoleDialog || r == RoleWindow || r == RoleAlert
}
