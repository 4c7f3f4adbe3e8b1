package i18n

// The words of a classic puzzle's rating in the window (docs/behaviour.md,
// "Levels"): exact, a lower bound, or a bound the window is making exact in
// the background (the hardest puzzles, past the shallow grader's 9.0).
var (
	StatusRating        = def("status.rating", "%[1]s · rating %[2]s · complexity %[3]s")
	StatusRatingBound   = def("status.rating_bound", "%[1]s · rating at least %[2]s · complexity %[3]s")
	StatusRatingGrading = def("status.rating_grading", "%[1]s · rating at least %[2]s, grading… · complexity %[3]s")
	ScoreRatingBound    = def("score.rating_bound", "at least %s")
	GridUniqueBound     = def("edit.unique_bound", "Exactly one solution. Level %s, rating at least %s, complexity %s.")
	GridUniqueGrading   = def("edit.unique_grading", "Exactly one solution. Level %[1]s, rating at least %[2]s (grading…), complexity %[3]s.")
)
