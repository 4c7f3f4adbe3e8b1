package solver

import "math/rand"

// Random jigsaw layouts and killer cages (docs/variants.md, "Generating").

// RandomRegions returns a random jigsaw layout (region of each cell) that
// has at least one solution, with that solution. It starts from the boxes
// and makes 300 random swaps between neighbouring regions: a cell of region
// A beside region B joins B while a cell of B beside A joins A, kept only
// when both regions stay connected; sizes never change, every region is
// equally likely to be reshaped and every boundary cell to move, so the
// shapes wander far from the boxes without favouring any. Layouts with a
// straight region (all in one row or column) or with more than three
// regions equal to boxes are refused as degenerate, as are layouts the
// search cannot fill quickly.
func RandomRegions(rng *rand.Rand) ([81]uint8, Grid) {
	for {
		regions := swapRegions(rng, 300)
		if degenerateRegions(&regions) {
			continue
		}
		g, err := JigsawGeometry(regions)
		if err != nil {
			continue // cannot happen: swaps keep regions connected and of nine cells
		}
		if full, ok := g.fill(rng, 3000); ok {
			return regions, full
		}
	}
}

func swapRegions(rng *rand.Rand, swaps int) [81]uint8 {
	regions := boxRegions()
	connected := func(r uint8) bool {
		var cells []int
		for c, x := range regions {
			if x == r {
				cells = append(cells, c)
			}
		}
		return firstCutOff(cells) < 0
	}
	for done, tries := 0, 0; done < swaps && tries < swaps*50; tries++ {
		a := rng.Intn(81)
		ra := regions[a]
		var others []uint8
		neighbours4(a, func(m int) {
			if regions[m] != ra {
				others = append(others, regions[m])
			}
		})
		if len(others) == 0 {
			continue
		}
		rb := others[rng.Intn(len(others))]
		var bs []int
		for c := 0; c < 81; c++ {
			if regions[c] != rb {
				continue
			}
			beside := false
			neighbours4(c, func(m int) { beside = beside || (regions[m] == ra && m != a) })
			if beside {
				bs = append(bs, c)
			}
		}
		if len(bs) == 0 {
			continue
		}
		b := bs[rng.Intn(len(bs))]
		regions[a], regions[b] = rb, ra
		if connected(ra) && connected(rb) {
			done++
		} else {
			regions[a], regions[b] = ra, rb
		}
	}
	return regions
}

// degenerateRegions reports a layout with a region in one row or column, or
// with more than three regions that are boxes.
func degenerateRegions(regions *[81]uint8) bool {
	var rows, cols [9]uint16
	var boxLike [9]bool
	for r := range boxLike {
		boxLike[r] = true
	}
	box := boxRegions()
	var boxOf [9]int
	for r := range boxOf {
		boxOf[r] = -1
	}
	for c, r := range regions {
		rows[r] |= 1 << (c / 9)
		cols[r] |= 1 << (c % 9)
		if boxOf[r] < 0 {
			boxOf[r] = int(box[c])
		} else if boxOf[r] != int(box[c]) {
			boxLike[r] = false
		}
	}
	boxes := 0
	for r := 0; r < 9; r++ {
		if rows[r]&(rows[r]-1) == 0 || cols[r]&(cols[r]-1) == 0 {
			return true
		}
		if boxLike[r] {
			boxes++
		}
	}
	return boxes > 3
}

// growCages partitions the grid into cages over the solution full: from
// each cell not yet caged, in a random order, a cage grows by random cells
// beside it whose digits it does not hold yet, up to a size drawn between
// lo and hi. A cage of one cell left over joins a neighbouring cage that
// can take its digit when there is one.
func growCages(full *Grid, rng *rand.Rand, lo, hi int) []Cage {
	var owner [81]int
	for c := range owner {
		owner[c] = -1
	}
	var cages []Cage
	var held []Mask
	for _, start := range rng.Perm(81) {
		if owner[start] >= 0 {
			continue
		}
		k := len(cages)
		target := lo + rng.Intn(hi-lo+1)
		cells := []int{start}
		mask := Mask(1) << full[start]
		owner[start] = k
		for len(cells) < target {
			var frontier []int
			for _, c := range cells {
				neighbours4(c, func(m int) {
					if owner[m] < 0 && mask&(1<<full[m]) == 0 {
						frontier = append(frontier, m)
					}
				})
			}
			if len(frontier) == 0 {
				break
			}
			m := frontier[rng.Intn(len(frontier))]
			owner[m] = k
			cells = append(cells, m)
			mask |= 1 << full[m]
		}
		cages = append(cages, Cage{Cells: cells})
		held = append(held, mask)
	}
	// merge single cells into a neighbouring cage that can take their digit
	for k := range cages {
		if len(cages[k].Cells) != 1 {
			continue
		}
		c := cages[k].Cells[0]
		best := -1
		neighbours4(c, func(m int) {
			o := owner[m]
			if o != k && len(cages[o].Cells) > 0 && len(cages[o].Cells) < hi+1 && held[o]&(1<<full[c]) == 0 &&
				(best < 0 || len(cages[o].Cells) < len(cages[best].Cells)) {
				best = o
			}
		})
		if best >= 0 {
			cages[best].Cells = append(cages[best].Cells, c)
			held[best] |= 1 << full[c]
			owner[c] = best
			cages[k].Cells = nil
		}
	}
	out := cages[:0]
	for _, cage := range cages {
		if len(cage.Cells) == 0 {
			continue
		}
		for _, c := range cage.Cells {
			cage.Sum += int(full[c])
		}
		out = append(out, cage)
	}
	return out
}

// splitCage returns cages with the cage holding cell c cut in two: c with
// the cells nearest it (half the cage, connected), and the rest, one cage
// per connected piece. The sums follow from full.
func splitCage(cages []Cage, c int, full *Grid) []Cage {
	out := make([]Cage, 0, len(cages)+2)
	for _, cage := range cages {
		has := false
		for _, x := range cage.Cells {
			has = has || x == c
		}
		if !has || len(cage.Cells) == 1 {
			out = append(out, cage)
			continue
		}
		var in, taken cellSet
		for _, x := range cage.Cells {
			in.add(x)
		}
		half := []int{c}
		taken.add(c)
		for i := 0; i < len(half) && len(half) < (len(cage.Cells)+1)/2; i++ {
			neighbours4(half[i], func(m int) {
				if in.has(m) && !taken.has(m) && len(half) < (len(cage.Cells)+1)/2 {
					taken.add(m)
					half = append(half, m)
				}
			})
		}
		out = append(out, cageWithSum(half, full))
		for _, x := range cage.Cells {
			if taken.has(x) {
				continue
			}
			piece := []int{x}
			taken.add(x)
			for i := 0; i < len(piece); i++ {
				neighbours4(piece[i], func(m int) {
					if in.has(m) && !taken.has(m) {
						taken.add(m)
						piece = append(piece, m)
					}
				})
			}
			out = append(out, cageWithSum(piece, full))
		}
	}
	return out
}

func cageWithSum(cells []int, full *Grid) Cage {
	s := 0
	for _, c := range cells {
		s += int(full[c])
	}
	return Cage{Cells: cells, Sum: s}
}
