package solver

// sigTable maps inner chains' signatures to their index, for the nested
// searches (chain_nested_inner.go). It is an open-addressing table of our
// own rather than a Go map because a search must not allocate once its
// memory has grown: clearing a Go map gives it a new hash seed, so the same
// keys spread differently the next time and the map may grow again (seen
// as a handful of allocations in one run in ten). Here clearing is a new
// stamp, and the table only grows when it holds more keys than ever.
type sigTable struct {
	keys  []uint64
	vals  []int32
	stamp []uint32 // slot i is used when stamp[i] == now
	now   uint32
	n     int
}

// reset empties the table, keeping its memory.
func (t *sigTable) reset() {
	t.n = 0
	t.now++
	if t.now == 0 { // wrapped: old stamps could look current
		clear(t.stamp)
		t.now = 1
	}
}

// slot returns where key is, or the free slot where it would go.
func (t *sigTable) slot(key uint64) int {
	mask := len(t.keys) - 1
	// The signatures are FNV-1a hashes: mix the high bits in anyway.
	i := int((key^key>>29)*0x9E3779B97F4A7C15>>32) & mask
	for t.stamp[i] == t.now && t.keys[i] != key {
		i = (i + 1) & mask
	}
	return i
}

// get returns key's value and whether the table has it.
func (t *sigTable) get(key uint64) (int32, bool) {
	if t.n == 0 {
		return 0, false
	}
	i := t.slot(key)
	if t.stamp[i] != t.now {
		return 0, false
	}
	return t.vals[i], true
}

// put sets key's value.
func (t *sigTable) put(key uint64, v int32) {
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	i := t.slot(key)
	if t.stamp[i] != t.now {
		t.stamp[i] = t.now
		t.keys[i] = key
		t.n++
	}
	t.vals[i] = v
}

// grow doubles the table (at least 64 slots), keeping its keys.
func (t *sigTable) grow() {
	oldK, oldV, oldS, was := t.keys, t.vals, t.stamp, t.now
	size := max(64, 2*len(oldK))
	t.keys, t.vals, t.stamp = make([]uint64, size), make([]int32, size), make([]uint32, size)
	t.now, t.n = 1, 0
	for i, s := range oldS {
		if s == was {
			t.put(oldK[i], oldV[i])
		}
	}
}
