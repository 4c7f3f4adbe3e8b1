package i18n

// The technique guide's texts (docs/behaviour.md, Hints; guide.go): each
// family's heading and short introduction with its techniques, then each
// technique's own words, how to spot it and what it removes or places, in
// the order of the solver's techniques. The technique guide's title is in
// messages_hint.go.
var (
	_ = addFamily("singles", "Singles",
		"A single is a digit with nowhere else to go: the last empty cell of a unit, the only place left for a digit in a unit, or the only digit left for a cell. Look for them after every move.",
		"full-house", "hidden-single-box", "hidden-single-line", "naked-single")
	_ = addFamily("direct", "Direct techniques",
		"A pointing, a claiming, or a hidden pair or triple whose removals would leave a digit a single place in a unit: the digit is placed there at once, without writing the removals down.",
		"direct-pointing", "direct-claiming", "direct-hidden-pair", "direct-hidden-triple")
	_ = addFamily("locked", "Locked candidates",
		"Where a box and a line cross, a digit confined to the crossing in one of them must be there in the other too.",
		"pointing", "claiming")
	_ = addFamily("subsets", "Naked and hidden subsets",
		"N cells of a unit that hold only N digits between them (naked), or N digits that fit only in N cells of a unit (hidden): those cells and those digits belong to each other.",
		"naked-pair", "hidden-pair", "naked-triple", "hidden-triple", "naked-quad", "hidden-quad")
	_ = addFamily("fish", "Fish",
		"A digit whose places in N rows lie in only N columns fills those columns from those rows (or the same with rows and columns swapped).",
		"x-wing", "swordfish", "jellyfish")
	_ = addFamily("wings", "Wings",
		"Three cells of two or three candidates, a pivot and two wings it sees: whatever the pivot takes, one of the cells takes the digit they share, which leaves the cells that see them.",
		"xy-wing", "xyz-wing")
	_ = addFamily("unique", "Uniqueness",
		"A puzzle has a single solution. A loop of cells (a rectangle over two boxes, or longer) left with only the same two digits would allow two, the digits swapped around the loop: so the cells with other candidates cannot all lose them.",
		"unique-loop-1", "unique-loop-2", "unique-loop-3", "unique-loop-4")
	_ = addFamily("bug", "Bivalue universal grave",
		"If every empty cell had two candidates and every digit two places in each unit, the puzzle would have two solutions or none. So when only a few cells have more, their extra candidates decide.",
		"bug-1", "bug-2", "bug-4", "bug-3")
	_ = addFamily("exclusion", "Aligned exclusion",
		"Two or three cells are tried together: every combination of digits they could take is checked against them and against the cells they all see. A candidate found in no possible combination goes.",
		"aligned-pair-exclusion", "aligned-triple-exclusion")
	_ = addFamily("chains", "Chains and cycles",
		"Links between candidates: a strong link (solid line) says that if one is false the other is true, a weak link (dashed) that if one is true the other is false. Followed one after another, they carry a consequence across the grid.",
		"x-cycle", "y-cycle", "forcing-x-chain", "bidirectional-cycle", "forcing-chain")
	_ = addFamily("forcing", "Forcing chains",
		"Assume something and follow all its consequences: what every possibility leads to is true, and what leads to a contradiction is false. They are the last resort, and long to find by eye.",
		"nishio-forcing-chain", "multiple-forcing-chain", "dynamic-forcing-chain")

	// GuideRatingUp is the rating of a technique rated by its size or
	// length: its least rating, then more.
	GuideRatingUp = def("guide.rating_up", "%s and up")

	_ = guideText("full-house",
		"Look for a row, column or box with eight digits: its one empty cell takes the missing digit. It is the easiest step there is.")
	_ = guideText("hidden-single-box",
		"Pick a digit and a box that lacks it. Rule out the cells of the box that are filled or whose row or column already holds the digit: when one cell is left, the digit goes there.")
	_ = guideText("hidden-single-line",
		"The same search along a row or a column: the digit the line lacks has one cell left once the cells whose column (or row) or box holds it are ruled out. A line is slower to scan than a box, hence the higher rating.")
	_ = guideText("direct-pointing",
		"In a box, a digit’s places all lie in one row (or column): the digit leaves the rest of that line. Look along the line for another box where that leaves the digit a single place, and place it there.")
	_ = guideText("direct-claiming",
		"In a row (or column), a digit’s places all lie in one box: the digit leaves the rest of the box, which can leave it a single place in another line through the box. Wherever it applies, a hidden single or a direct pointing does too, and the solver takes that first.")
	_ = guideText("direct-hidden-pair",
		"Two digits fit only in the same two cells of a unit: those cells are theirs, so no other digit can go there. When that leaves a third digit a single place in the unit, place it.")
	_ = guideText("naked-single",
		"Look at one empty cell and rule out every digit its row, column and box hold: when one digit is left, it goes there. With notes kept, it is a cell with a single candidate.")
	_ = guideText("direct-hidden-triple",
		"The same with three digits that fit only in the same three cells of a unit: the other digits leave those cells. When that leaves one of them a single place in the unit, place it.")
	_ = guideText("pointing",
		"In a box, look for a digit whose candidates all lie in one row or column: wherever it goes in the box, it is on that line. Remove it from the line’s cells outside the box.")
	_ = guideText("claiming",
		"In a row or column, look for a digit whose candidates all lie in one box: the line gets it from that box. Remove it from the box’s cells off the line.")
	_ = guideText("naked-pair",
		"Two cells of a unit with the same two candidates and no others: each takes one of the two digits. Remove both digits from the unit’s other cells.")
	_ = guideText("x-wing",
		"Find a digit with exactly two places in each of two rows, in the same two columns: the corners of a rectangle. It goes in two opposite corners, so each column gets it in one of these rows: remove it from the rest of both columns.")
	_ = guideText("hidden-pair",
		"Two digits whose only places in a unit are the same two cells: those cells hold them. Remove every other candidate from the two cells.")
	_ = guideText("naked-triple",
		"Three cells of a unit whose candidates together are only three digits (a cell may have just two of them): they take those digits. Remove the three from the unit’s other cells.")
	_ = guideText("swordfish",
		"An X-Wing over three rows: a digit’s places in three rows lie in only three columns, two or three in each row. The columns get the digit from those rows: remove it from their other cells.")
	_ = guideText("hidden-triple",
		"Three digits whose places in a unit lie in only three cells: those cells hold the three digits. Remove their other candidates.")
	_ = guideText("xy-wing",
		"A pivot with two candidates xy sees a cell with xz and another with yz. If the pivot is x the first wing is z, if it is y the second one is: remove z from every cell that sees both wings.")
	_ = guideText("xyz-wing",
		"The pivot has three candidates xyz and sees two wings xz and yz: one of the three cells is z. Remove z from the cells that see all three.")
	_ = guideText("unique-loop-1",
		"Every cell of the loop holds the same two candidates, and only one holds more. Were it to take one of the two, the loop could swap: so it takes one of its other candidates, and loses the loop’s two digits.")
	_ = guideText("unique-loop-2",
		"Two or more cells of the loop hold one extra candidate, the same digit: one of them must take it, or the loop could swap. Remove that digit from every cell that sees them all.")
	_ = guideText("unique-loop-3",
		"Two cells of the loop in one unit hold extra candidates: one of those is true, so together the two cells act as one cell holding them. With other cells of the unit it forms a naked set, whose digits leave the unit’s remaining cells.")
	_ = guideText("unique-loop-4",
		"Two cells of the loop lie in a unit where one of the loop’s digits has no other place: one of them takes it. Neither can then take the loop’s other digit, or the loop could swap: remove it from both.")
	_ = guideText("naked-quad",
		"Four cells of a unit with only four digits among their candidates: they take those four. Remove them from the unit’s other cells.")
	_ = guideText("jellyfish",
		"The same as a swordfish over four rows and four columns. Remove the digit from the other cells of the columns (or of the rows, when the pattern is found in columns).")
	_ = guideText("hidden-quad",
		"Four digits whose places in a unit lie in only four cells: those cells hold them and lose every other candidate. It shows only in units with many empty cells.")
	_ = guideText("bug-1",
		"Every empty cell has two candidates but one. Were that cell to lose its extra digit, the grid would be a grave with two solutions: so it takes that digit, and its other candidates are removed.")
	_ = guideText("bug-2",
		"The cells with more than two candidates all have the same extra digit: one of them takes it. Remove that digit from the cells that see them all.")
	_ = guideText("bug-3",
		"The cells with extra candidates lie in one unit: one of their extra digits is true, so together they act as one cell holding them. With other cells of the unit they form a naked set, whose digits leave the unit’s other cells.")
	_ = guideText("bug-4",
		"Two cells with extra candidates lie in one unit and share one more candidate: one takes its extra digit, and the other the shared one. So each keeps only those, and loses its other candidates.")
	_ = guideText("aligned-pair-exclusion",
		"Take two cells and list the pairs of digits they could take. A pair is out when the cells see each other and the digits are the same, or when a cell of two candidates that sees both holds just that pair. A candidate in no pair left is removed.")
	_ = guideText("x-cycle",
		"A closed loop of one digit’s places, alternating strong links (the digit’s only two places in a unit) and weak ones. The digit is in every other cell of the loop: a cell outside it that sees both ends of a weak link loses the digit.")
	_ = guideText("y-cycle",
		"A closed loop through cells of two candidates, strong inside each cell and weak between two cells on a shared digit. One end of every weak link is true: a cell that sees both ends loses their digit.")
	_ = guideText("forcing-x-chain",
		"A chain of one digit from a candidate back to itself: were it true, the chain would make it false, so it is removed (or, were it false, it would be true, so it is placed). The shortest are known as skyscraper, two-string kite and turbot fish.")
	_ = guideText("bidirectional-cycle",
		"A loop that mixes both kinds of strong links: cells of two candidates, and digits with two places in a unit. As in any cycle, a candidate that sees both ends of a weak link is removed.")
	_ = guideText("forcing-chain",
		"A chain with links of both kinds, through cells of two candidates and digits with two places in a unit (XY-chains and W-wings are of this kind), from a candidate to its own negation. Assuming the candidate refutes it, so it is removed (or placed).")
	_ = guideText("aligned-triple-exclusion",
		"The same with three cells that see at least two common cells of two or three candidates: a triple of digits is out when two cells that see each other share a digit, or when it covers the candidates of such a common cell. A candidate in no triple left is removed.")
	_ = guideText("nishio-forcing-chain",
		"Assume a candidate true and follow its digit alone: every place it rules out is struck from the grid, which makes new strong links. When that leaves a unit without the digit, or puts it twice somewhere, the assumption was false and the candidate is removed.")
	_ = guideText("multiple-forcing-chain",
		"Take a cell of three or more candidates (or the places of a digit in a unit) and follow a chain from each in turn. When they all lead to the same conclusion, it holds whichever is true: it is placed or removed.")
	_ = guideText("dynamic-forcing-chain",
		"As the cell and region forcing chains, but each assumption is followed on a grid that loses all it rules out, and an assumption that leads to a contradiction is false. They are the hardest steps the solver takes.")
)
