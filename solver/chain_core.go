package solver

import (
	"math"
	"strconv"
	"sync"
)

// The chain foundation shared by every chaining technique (forcing chains,
// cycles, Nishio, multiple and dynamic forcing chains): the node a chain is
// made of, the pool that records nodes with their parents while a search
// runs, the complexity of a chain, its length increment, the rule that picks
// one hint among those a chaining search collects, and how a chain is written
// into a Step.
//
// A node is a candidate of a cell in one of two states: ON (the cell holds
// the digit) or OFF (it does not). A chain is a sequence of inferences
// between nodes, each of one of two kinds:
//
//   - weak: an ON node makes another node OFF (the other candidates of its
//     cell, the other places of its digit in its units);
//   - strong: an OFF node makes another node ON (the other candidate of a
//     cell with two, the other place of a digit with two in a unit).
//
// During a search a node is recorded with the node(s) it was inferred from,
// its parents; the first parent is the main one (a chain is read back by
// following main parents to the assumption). The dynamic searches give a
// node several parents: everything that had to be OFF for the inference.
//
// A chaining finder, in outline: w := b.work(); w.begin(); for each
// search, w.pool.reset() and record nodes with w.pool.add (and addParent
// for more parents); for each hint found, rank it (chainRank: rating from
// chainRating(base, w.pool.ancestors(end)), complexity, sort key) and
// call w.offer(rank, fill), where fill writes the step (reset, Rating to
// tenths, chainLinks for each chain, placements or eliminations, sort);
// at the end return w.finish(b). Rows 23 and after add their own scratch
// state to chainWork, as row 21 does (staticChains).

// ChainNode is one node of a chain: candidate Digit of Cell, On when the
// chain makes the cell hold the digit, off when it rules the digit out.
type ChainNode struct {
	Cell  uint8 // 0–80
	Digit uint8 // 1–9
	On    bool
}

// String writes the node as "r1c5=5" (ON) or "r1c5<>5" (OFF).
func (n ChainNode) String() string {
	op := "<>"
	if n.On {
		op = "="
	}
	return CellName(int(n.Cell)) + op + strconv.Itoa(int(n.Digit))
}

// Link is one inference of a chain: From implies To.
//
// A Step of a chaining technique lists its chains in Step.Links, chain by
// chain (Chain 0 first); inside a chain, every link comes after the links
// into its From node, so a chain with one parent per node reads from its
// assumption to its conclusion, link after link, and a cycle from its first
// node around to that node again. A node inferred from several nodes (the
// dynamic searches) has one link from each of them, main parent first.
type Link struct {
	From, To ChainNode
	// Strong is true for an inference from an OFF node to an ON node, which
	// needs a strong link (the cell has two candidates, or the digit two
	// places in a unit), false for one from an ON node to an OFF node (a
	// weak link: the two candidates share a cell or a unit).
	Strong bool
	// Chain numbers the chains of a step: 0 for a step with one chain;
	// for steps made of several chains (one per candidate of a cell, one
	// per place of a digit, both outcomes of an assumption) the index of
	// the branch, in the order the technique's constant describes.
	Chain uint8
}

// nodeKey packs a node into 11 bits: (cell×9 + digit−1)×2 + 1 if ON.
type nodeKey uint16

// numNodeKeys is the number of distinct node keys.
const numNodeKeys = 81 * 9 * 2

func keyOf(cell int, d uint8, on bool) nodeKey {
	k := nodeKey((cell*9 + int(d) - 1) * 2)
	if on {
		k++
	}
	return k
}

func (k nodeKey) cell() int    { return int(k>>1) / 9 }
func (k nodeKey) digit() uint8 { return uint8(int(k>>1)%9 + 1) }
func (k nodeKey) on() bool     { return k&1 != 0 }

// negation returns the node of the same candidate in the other state.
func (k nodeKey) negation() nodeKey { return k ^ 1 }

func (k nodeKey) node() ChainNode {
	return ChainNode{Cell: uint8(k.cell()), Digit: k.digit(), On: k.on()}
}

// poolNode is a node recorded by a search: its key and its parents, which
// are pool.parents[first : first+n] (indexes into pool.nodes).
type poolNode struct {
	key   nodeKey
	n     uint16
	first int32
}

// chainPool records the nodes of a search. The same key may be recorded
// several times with different parents (a search that does not merge equal
// nodes); each record is its own pool index. The pool is reused from one
// search to the next, so that a search allocates only while its buffers
// grow.
type chainPool struct {
	nodes   []poolNode
	parents []int32
	// Scratch for ancestor walks: a stamp per key and one per record, and
	// a stack.
	seenKey  [numNodeKeys]uint32
	seenNode []uint32
	stamp    uint32
	stack    []int32
}

// reset empties the pool.
func (p *chainPool) reset() {
	p.nodes = p.nodes[:0]
	p.parents = p.parents[:0]
}

// add records node k with one parent (-1: none, the assumption) and
// returns its index.
func (p *chainPool) add(k nodeKey, parent int32) int32 {
	pn := poolNode{key: k, first: int32(len(p.parents))}
	if parent >= 0 {
		p.parents = append(p.parents, parent)
		pn.n = 1
	}
	p.nodes = append(p.nodes, pn)
	return int32(len(p.nodes) - 1)
}

// addParent gives the last recorded node one more parent. Parents must be
// added right after the node, before the next node is recorded.
func (p *chainPool) addParent(parent int32) {
	last := &p.nodes[len(p.nodes)-1]
	p.parents = append(p.parents, parent)
	last.n++
}

func (p *chainPool) parentsOf(i int32) []int32 {
	n := &p.nodes[i]
	return p.parents[n.first : n.first+int32(n.n)]
}

// mainParent returns the first parent of node i, -1 for an assumption.
func (p *chainPool) mainParent(i int32) int32 {
	n := &p.nodes[i]
	if n.n == 0 {
		return -1
	}
	return p.parents[n.first]
}

// onMainPath reports whether key k is one of the nodes reached from node i
// by following main parents (i itself excluded).
func (p *chainPool) onMainPath(i int32, k nodeKey) bool {
	for i = p.mainParent(i); i >= 0; i = p.mainParent(i) {
		if p.nodes[i].key == k {
			return true
		}
	}
	return false
}

// nextStamp starts a new walk over the pool.
func (p *chainPool) nextStamp() uint32 {
	p.stamp++
	if p.stamp == 0 { // wrapped: clear the stamps
		p.seenKey = [numNodeKeys]uint32{}
		for i := range p.seenNode {
			p.seenNode[i] = 0
		}
		p.stamp = 1
	}
	if len(p.seenNode) < len(p.nodes) {
		p.seenNode = append(p.seenNode, make([]uint32, len(p.nodes)-len(p.seenNode))...)
	}
	return p.stamp
}

// ancestors counts the distinct nodes (by cell, digit and state) reachable
// from node i through all parent links, i included: the flat complexity of
// the chain that ends at i. Equal keys recorded twice count once.
func (p *chainPool) ancestors(i int32) int { return ancestorsUpTo(p, i, math.MaxInt) }

// ancestorsUpTo counts the ancestors of record i as chainPool.ancestors
// does, stopping once the count exceeds limit (it then returns limit+1).
func ancestorsUpTo(p *chainPool, i int32, limit int) int {
	s := p.nextStamp()
	count := 0
	p.stack = append(p.stack[:0], i)
	p.seenNode[i] = s
	for len(p.stack) > 0 {
		j := p.stack[len(p.stack)-1]
		p.stack = p.stack[:len(p.stack)-1]
		if k := p.nodes[j].key; p.seenKey[k] != s {
			p.seenKey[k] = s
			count++
			if count > limit {
				return count
			}
		}
		for _, q := range p.parentsOf(j) {
			if p.seenNode[q] != s {
				p.seenNode[q] = s
				p.stack = append(p.stack, q)
			}
		}
	}
	return count
}

// chainIncrement returns what a chain of the given complexity adds to its
// technique's base rating. The length (complexity − 2) is compared with
// thresholds 4, 6, 8, 12, 16, 24, … (alternately × 3/2 and × 4/3, in
// integers); each threshold below the length adds 0.1, summed as doubles
// one 0.1 at a time, as the reference does, so that 0.1 added three times
// is 0.30000000000000004. Ratings compare as these doubles (see
// betterChain), which decides between hints of the same printed rating.
func chainIncrement(complexity int) float64 {
	length := complexity - 2
	add := 0.0
	threshold := 4
	for k := 1; length > threshold; k++ {
		add += 0.1
		if k%2 == 1 {
			threshold = threshold * 3 / 2
		} else {
			threshold = threshold * 4 / 3
		}
	}
	return add
}

// chainRating returns the rating of a chain hint: base + chainIncrement,
// as a double (not rounded to tenths).
func chainRating(base float64, complexity int) float64 {
	return base + chainIncrement(complexity)
}

// Sort keys of the chain hints, the last criterion between hints of equal
// rating and complexity (lower first).
const (
	sortKeyDoubleForcing = 1
	sortKeyX             = 2 // X-cycles, forcing X-chains
	sortKeyY             = 3 // Y-cycles
	sortKeyXY            = 4 // bidirectional cycles, forcing chains
	sortKeyCellForcing   = 5
	sortKeyRegionForcing = 6
	sortKeyContradiction = 7 // contradiction forcing chains, Nishio
)

// chainRank is what decides between the hints a chaining search collects:
// the rating as a double, then the complexity, then the sort key; among
// equals the first found wins.
type chainRank struct {
	rating     float64
	complexity int
	sortKey    int
}

// better reports whether a hint ranked r is taken before one ranked o
// found earlier: strictly lower rating, or equal rating and lower
// complexity, or both equal and lower sort key.
func (r chainRank) better(o chainRank) bool {
	if r.rating != o.rating {
		return r.rating < o.rating
	}
	if r.complexity != o.complexity {
		return r.complexity < o.complexity
	}
	return r.sortKey < o.sortKey
}

// link appends a link to the step.
func (b *stepBuf) link(from, to nodeKey, chain uint8) {
	if b.s.Links == nil {
		b.s.Links = b.links[:0]
	}
	b.s.Links = append(b.s.Links, Link{From: from.node(), To: to.node(), Strong: !from.on() && to.on(), Chain: chain})
	b.links = b.s.Links[:0]
}

// chainLinks appends to the step the links of the chain that ends at pool
// node end, numbered chain: every link from a parent to its child among the
// ancestors of end, each child after its parents (so a chain with one
// parent per node reads from the assumption to end). It also adds the
// chain's cells to Cells and digits to Digits; call b.sortCells after the
// last chain.
func (b *stepBuf) chainLinks(p *chainPool, end int32, chain uint8) {
	s := p.nextStamp()
	// Iterative post-order: a node is emitted once all its parents are.
	// The stack holds (node, next parent to visit) pairs packed as two
	// int32 entries.
	st := append(p.stack[:0], end, 0)
	p.seenNode[end] = s
	for len(st) > 0 {
		j, next := st[len(st)-2], st[len(st)-1]
		ps := p.parentsOf(j)
		if int(next) < len(ps) {
			st[len(st)-1]++
			if q := ps[next]; p.seenNode[q] != s {
				p.seenNode[q] = s
				st = append(st, q, 0)
			}
			continue
		}
		st = st[:len(st)-2]
		k := p.nodes[j].key
		b.chainCell(uint8(k.cell()))
		b.s.Digits |= 1 << k.digit()
		for _, q := range ps {
			b.link(p.nodes[q].key, k, chain)
		}
	}
	p.stack = st
}

// chainCell adds cell c to the step's cells unless it is there already.
func (b *stepBuf) chainCell(c uint8) {
	for _, x := range b.s.Cells {
		if x == c {
			return
		}
	}
	b.cell(c)
}

// chainWork is the reusable memory of the chaining finders, kept with the
// step buffer (allocated on first use) so that searches do not allocate
// once their buffers have grown.
type chainWork struct {
	pool chainPool
	best stepBuf   // the best hint so far, while a finder collects hints
	rank chainRank // its rank
	have bool      // whether best holds a hint
	// static is the state of the level-0 searches (row 21).
	static staticChains
	dyn    *dynWork  // the multiple and dynamic searches' memory (chain_dynamic.go)
	nest   *nestWork // the nested searches' (chain_nested.go)
	ape    apeMemo   // aligned pair exclusion's (techniques_exclusion.go)
}

// work returns the chaining memory of b.
func (b *stepBuf) work() *chainWork {
	if b.chains == nil {
		b.chains = chainWorks.get()
	}
	return b.chains
}

// chainWorks keeps chaining memory between the grader's runs, which each
// start with a fresh stepBuf: without it every graded puzzle that reaches
// the chains would allocate it again. It is a free list
// rather than a sync.Pool, which the garbage collector empties: at the
// grader's rate of allocation that dropped the memory of about one graded
// puzzle in five. It keeps as many as were ever in use at once, up to
// maxChainWorks.
var chainWorks workList

// maxChainWorks is the most chaining memories chainWorks keeps (up to
// 3.5 MB each, after the hardest puzzles): one per grading goroutine the
// program runs at once; more are made and dropped.
const maxChainWorks = 4

type workList struct {
	mu   sync.Mutex
	free []*chainWork
}

func (f *workList) get() *chainWork {
	f.mu.Lock()
	defer f.mu.Unlock()
	if n := len(f.free); n > 0 {
		w := f.free[n-1]
		f.free = f.free[:n-1]
		return w
	}
	return new(chainWork)
}

func (f *workList) put(w *chainWork) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.free) < maxChainWorks {
		f.free = append(f.free, w)
	}
}

// release gives b's chaining memory back for other runs; b must not be
// used for chains afterwards without calling work again.
func (b *stepBuf) release() {
	if b.chains != nil {
		b.chains.static.l, b.chains.static.w, b.chains.static.ps, b.chains.static.g = nil, nil, nil, nil
		chainWorks.put(b.chains)
		b.chains = nil
	}
}

// begin starts a finder's collection of hints: nothing kept yet.
func (w *chainWork) begin() { w.have = false }

// finish writes the kept hint into b and reports whether there is one.
func (w *chainWork) finish(b *stepBuf) bool {
	if !w.have {
		return false
	}
	b.copyFrom(&w.best)
	return true
}

// offer keeps the hint now in w.best's place if it ranks before the one
// kept so far; fill writes the hint into its argument and is only called
// when the hint is kept. It reports whether the hint was kept.
func (w *chainWork) offer(r chainRank, fill func(*stepBuf)) bool {
	if w.have && !r.better(w.rank) {
		return false
	}
	fill(&w.best)
	w.rank, w.have = r, true
	return true
}

// copyFrom makes b's step a copy of o's, in b's own buffers.
func (b *stepBuf) copyFrom(o *stepBuf) {
	b.reset(o.s.Technique)
	b.s.Rating = o.s.Rating
	b.s.Digits = o.s.Digits
	b.s.Units = append(b.s.Units, o.s.Units...)
	b.s.Cells = append(b.s.Cells, o.s.Cells...)
	b.s.Placements = append(b.s.Placements, o.s.Placements...)
	b.s.Eliminations = append(b.s.Eliminations, o.s.Eliminations...)
	if len(o.s.Links) > 0 {
		b.s.Links = append(b.links[:0], o.s.Links...)
		b.links = b.s.Links[:0]
	}
}
