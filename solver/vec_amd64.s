//go:build goexperiment.simd && amd64

#include "textflag.h"

// vecRun is (*vecSolver).runGo (vec_amd64.go) in assembly: the same
// propagation, in the same order, leaving the same state and the same
// frames on the stack (TestVecRunAgrees, FuzzVecRun), with the pass's
// constants in Y16-Y24 for the whole call, the loop's state in fixed
// registers, no bounds checks, the band update and the box update as
// straight code that jump to each other, and the per-box and per-band
// addresses read from two tables built once (docs/performance.md, "The
// propagation in assembly"). Some values are computed another way than
// runGo's (a box pass's eliminations: the same lanes, fewer steps); the
// comments say where.
//
// Offsets in vt of the constants loaded once (TestVecAsmLayout checks
// them against the struct's layout); the offsets of the per-box and
// per-band vectors come from vecAsmBoxes and vecAsmBands.
#define VT_MINS 0
#define VT_CELL 32
#define VT_ASSERT 1184
#define VT_THREES 1696
#define VT_TRIADSB 2336

// vecAsmBox's fields, vecAsmBand's, vecAsmStep's (at BAND_STEPS + 16t)
#define BOX_BOX 0
#define BOX_MSG 4
#define BOX_HBAND 8
#define BOX_VBAND 12
#define BOX_HPUSH 16
#define BOX_VPUSH 20
#define BOX_HNEXT 24
#define BOX_VNEXT 28
#define BAND_BAND 0
#define BAND_V 4
#define BAND_STEPS 16
#define STEP_TO 0
#define STEP_META 4
#define STEP_BOX 8
#define STEP_ENTRY 12

// a vecBand's elim (its conf at 0); a frame's lane 15 (a frame: 32 bytes)
#define ELIM 16
#define LANE15 30

// Registers for the whole call:
//   DI  s (*vecState)          SI  stk (*vecStack)
//   CX  sp, in bytes (32 a frame)
//   DX  &vt                    R9  &vecAsmBoxes    R14 &vecAsmBands
//   R8  the band being updated (its vecAsmBands entry)
//   R12 the box being restricted (its vecAsmBoxes entry), R13 the
//       orientation of the band it comes from (0 or 1)
//   Y15 zero; Y16 vt.mins, Y17 vt.cellMask, Y18 vt.threes,
//   Y20-Y21 vt.triadsB, Y22-Y24 vt.assert
//   K3  the nine cells' lanes (0x777), K4 a message's six lanes in each
//       half (0x3f3f)
//   AX, BX, R10, R11, Y0-Y14, K1: scratch (Y1 holds vt.mins in a box's
//       passes)
// (an ABI0 function may use R14 and X15: Go's wrapper around the call
// sets them again for Go code). The function calls nothing, has no frame
// and ends with VZEROUPPER.
//
// Why no index is checked: sp stays within the stack (vecStack's
// comment: at most 1,024 frames are ever on it); every frame on the stack
// was written by Go code or by this function from the Go tables: a box
// frame's lane 15 from vt.boxMeta (a box below 9: Go's own index check
// on boxMeta[v][b] in boxRestrict, vecInit's loop here), a check's from
// vecLoadChecks, propagate or vecAsmBoxes (a band and the box it comes
// from below 3), so the five bits of a check's code index vecAsmBands'
// 32 entries and the four of a box vecAsmBoxes' 9; the tables hold
// offsets within vt and vecState (TestVecAsmTables).

// func vecRun(s *vecState, stk *vecStack, sp int) bool
TEXT ·vecRun(SB), NOSPLIT, $0-25
	MOVQ s+0(FP), DI
	MOVQ stk+8(FP), SI
	MOVQ sp+16(FP), CX
	SHLQ $5, CX
	LEAQ ·vt(SB), DX
	LEAQ ·vecAsmBoxes(SB), R9
	LEAQ ·vecAsmBands(SB), R14
	VMOVDQU64 VT_MINS(DX), Y16
	VMOVDQU64 VT_CELL(DX), Y17
	VMOVDQU64 VT_THREES(DX), Y18
	VMOVDQU64 VT_TRIADSB(DX), Y20
	VMOVDQU64 VT_TRIADSB+32(DX), Y21
	VMOVDQU64 VT_ASSERT(DX), Y22
	VMOVDQU64 VT_ASSERT+32(DX), Y23
	VMOVDQU64 VT_ASSERT+64(DX), Y24
	VPXOR Y15, Y15, Y15
	MOVL $0x777, AX
	KMOVW AX, K3
	MOVL $0x3f3f, AX
	KMOVW AX, K4

	PCALIGN $32
pop:
	// the frame on top: a box to restrict or a band to check
	TESTQ CX, CX
	JEQ done
	SUBQ $32, CX
	MOVWLZX LANE15(SI)(CX*1), AX
	SHRL $9, AX
	BTL $6, AX
	JCC popBox
	// a band check: update the band if it has eliminations pending
	ANDL $31, AX
	SHLL $6, AX
	LEAQ (R14)(AX*1), R8
	MOVL BAND_BAND(R8), AX
	VMOVDQU (DI)(AX*1), X0
	VPTEST ELIM(DI)(AX*1), X0
	JEQ pop
	JMP band

popBox:
	MOVL AX, R13
	ANDL $15, AX
	SHLL $5, AX
	LEAQ (R9)(AX*1), R12
	SHRL $4, R13
	ANDL $1, R13
	VMOVDQU (SI)(CX*1), Y1

	PCALIGN $32
box:
	// restrict box R12 to the candidates Y1
	MOVL BOX_BOX(R12), AX
	LEAQ (DI)(AX*1), R10
	VMOVDQU (R10), Y0
	VPTEST Y0, Y1 // CF: box AND NOT cand is zero, nothing to eliminate
	JCS pop
	VPAND Y1, Y0, Y0
	VMOVDQA64 Y16, Y1 // the lanes' fewest, for VEX compares
	VPXOR Y13, Y13, Y13 // aAcc
	VPXOR Y14, Y14, Y14 // eAcc

	PCALIGN $32
pass:
	VPOPCNTW Y0, Y3
	VPCMPGTW Y3, Y16, K1 // a lane below its fewest: a contradiction
	KORTESTW K1, K1
	JNE fail
	VPCMPEQW Y1, Y3, Y9 // the lanes at their fewest (all ones)
	VPCMPEQW Y1, Y3, Y11 // (twice: two trees take it)
	VPANDQ Y17, Y0, Y8 // the box's cells
	// the singles (vecSingles): rows Y6 and columns Y7, the OR of a
	// lane's three others
	VPROLQ $16, Y0, Y4
	VPROLQ $32, Y0, Y5
	VPROLQ $48, Y0, Y6
	VPTERNLOGQ $0xfe, Y4, Y5, Y6
	VPERM2I128 $1, Y0, Y0, Y4
	VPSHUFD $0x4e, Y0, Y5
	VPSHUFD $0x4e, Y4, Y7
	VPTERNLOGQ $0xfe, Y4, Y5, Y7
	// a = box AND (fewest OR NOT (rows AND cols)), as box AND (fewest OR
	// NOT rows), OR box AND NOT cols: two steps from the columns rather
	// than three; ca (a's cells) the same way from the box's cells, so
	// that it does not wait for a
	VPTERNLOGD $0xa2, Y0, Y6, Y9
	VPTERNLOGD $0xa2, Y8, Y6, Y11
	VPTERNLOGD $0xf2, Y0, Y7, Y9 // a
	VPTERNLOGD $0xf2, Y8, Y7, Y11 // ca
	// the eliminations: a cell's digit (ca) from its row's and column's
	// other lanes (in the triads: the OR of the row's or column's cells,
	// their own lane being zero) and from the box's other cells (the OR
	// of all nine: all), the solved cells' other digits
	// (runGo ANDs every lane with NOT ca; only a cell's lane has a digit
	// in ca, and there the AND is made below)
	VPCMPGTW Y15, Y11, Y10 // solved
	VPROLQ $16, Y11, Y4
	VPROLQ $32, Y11, Y5
	VPROLQ $48, Y11, Y6
	VPTERNLOGQ $0xfe, Y4, Y5, Y6 // the row's other lanes
	VPSHUFD $0x4e, Y11, Y7
	VPERM2I128 $1, Y11, Y11, Y12
	VPSHUFD $0x4e, Y12, Y2
	VPTERNLOGQ $0xfe, Y7, Y12, Y2 // the column's other lanes
	VPOR Y6, Y2, Y2 // a triad's eliminations
	// all: each column's OR over the three rows of cells (C), then over
	// the row (its lane 3 is zero); runGo takes the row's OR of the
	// column's OR, the same nine cells. The last rotate of C is ORed in
	// with the solved cells, so that the cells' eliminations, (all OR
	// solved) AND NOT ca, are one step after the rotates
	VPERMQ $0x00, Y11, Y3
	VPERMQ $0x55, Y11, Y8
	VPERMQ $0xaa, Y11, Y4
	VPTERNLOGQ $0xfe, Y3, Y8, Y4 // C
	VPROLQ $16, Y4, Y3
	VPROLQ $32, Y4, Y5
	VPROLQ $48, Y4, Y8
	VPTERNLOGQ $0xfe, Y3, Y5, Y4 // C OR its rotates by one and two lanes
	VPTERNLOGD $0x54, Y11, Y10, Y8 // (the third rotate OR solved) AND NOT ca
	VPTERNLOGD $0xdc, Y11, Y8, Y4 // (all OR solved) AND NOT ca
	VMOVDQU16 Y4, K3, Y2 // e: the cells take the one above
	VPOR Y9, Y13, Y13
	VPOR Y2, Y14, Y14
	VPTEST Y2, Y0 // ZF: nothing left to eliminate
	VPANDN Y0, Y2, Y0 // (leaves the flags; a no-op when ZF is set)
	JNE pass

	VMOVDQU Y0, (R10)
	// the messages to the box's two bands
	// (runGo's two-source permutes of aAcc and eAcc as one-source ones:
	// the first reads only aAcc, its lanes 6 and 7 of each half zeroed
	// by K4 rather than read from eAcc's lane 15, which is zero; the
	// other two read only eAcc, and a permute of 16-bit lanes reads the
	// index's low four bits)
	MOVL BOX_MSG(R12), AX
	VMOVDQU (DX)(AX*1), Y4
	VMOVDQU 32(DX)(AX*1), Y5
	VMOVDQU 64(DX)(AX*1), Y6
	VPERMW.Z Y13, Y4, K4, Y4
	VPERMW Y14, Y5, Y5
	VPERMW Y14, Y6, Y6
	VPTERNLOGD $0xfe, Y4, Y5, Y6
	// each band's eliminations, old and new, in both halves of Y4 (the
	// horizontal band) and Y5 (the vertical one): the band update that
	// follows takes them from there rather than from the store
	MOVL BOX_HBAND(R12), AX
	LEAQ (DI)(AX*1), R10 // the horizontal band
	MOVL BOX_VBAND(R12), AX
	LEAQ (DI)(AX*1), R11 // the vertical band
	VBROADCASTI128 ELIM(R10), Y7
	VBROADCASTI128 ELIM(R11), Y8
	VPERMQ $0x44, Y6, Y4
	VPERMQ $0xee, Y6, Y5
	VPOR Y7, Y4, Y4
	VPOR Y8, Y5, Y5
	VMOVDQU X4, ELIM(R10)
	VMOVDQU X5, ELIM(R11)
	// the band across the one the restriction came from first, the
	// other's check pushed when the first is updated
	TESTL R13, R13
	JNE fromV
	VPTEST (R11), X5
	JEQ fromHOnly
	MOVL BOX_HPUSH(R12), AX
	MOVW AX, LANE15(SI)(CX*1)
	ADDQ $32, CX
	MOVL BOX_VNEXT(R12), AX
	LEAQ (R14)(AX*1), R8
	MOVQ R11, R10
	VMOVDQA Y5, Y1
	JMP bandElim

fromHOnly:
	VPTEST (R10), X4
	JEQ pop
	MOVL BOX_HNEXT(R12), AX
	LEAQ (R14)(AX*1), R8
	VMOVDQA Y4, Y1
	JMP bandElim

fromV:
	VPTEST (R10), X4
	JEQ fromVOnly
	MOVL BOX_VPUSH(R12), AX
	MOVW AX, LANE15(SI)(CX*1)
	ADDQ $32, CX
	MOVL BOX_HNEXT(R12), AX
	LEAQ (R14)(AX*1), R8
	VMOVDQA Y4, Y1
	JMP bandElim

fromVOnly:
	VPTEST (R11), X5
	JEQ pop
	MOVL BOX_VNEXT(R12), AX
	LEAQ (R14)(AX*1), R8
	MOVQ R11, R10
	VMOVDQA Y5, Y1
	JMP bandElim

band:
	// update band R8: drop the eliminated configurations, and those a
	// mini-row (or mini-column) holding three digits rules out
	MOVL BAND_BAND(R8), AX
	LEAQ (DI)(AX*1), R10
	VBROADCASTI128 ELIM(R10), Y1

	PCALIGN $32
bandElim:
	// (R10 the band, Y1 its eliminations in both halves)
	VBROADCASTI128 (R10), Y0
	VPANDN Y0, Y1, Y0 // conf AND NOT elim, in both halves
	VPSHUFB Y20, Y0, Y1
	VPSHUFB Y21, Y0, Y2
	VPOR Y1, Y2, Y1 // triads
	VMOVDQA64 Y18, Y8
	VPOPCNTW Y1, Y2
	VPCMPEQW Y8, Y2, Y3 // the triads with three digits (all ones)
	VPAND Y1, Y3, Y3
	VPERMW Y3, Y22, Y4
	VPERMW Y3, Y23, Y5
	VPERMW Y3, Y24, Y6
	VPTERNLOGD $0xfe, Y4, Y5, Y6
	VPTEST Y6, Y0
	JNE bandDrop

bandBoxes:
	VMOVDQU X0, (R10)
	// the last two boxes wait on the stack unless they keep all their
	// candidates, the first is restricted now; a box's candidates are four
	// shuffles of the configurations ORed with boxFill (runGo permutes
	// the triads: the same lanes, without waiting for them)
	MOVL BAND_STEPS+32+STEP_TO(R8), AX
	MOVL BAND_STEPS+32+STEP_META(R8), BX
	VPSHUFB (DX)(AX*1), Y0, Y4
	VPSHUFB 32(DX)(AX*1), Y0, Y5
	VPSHUFB 64(DX)(AX*1), Y0, Y6
	VPSHUFB 96(DX)(AX*1), Y0, Y7
	VPTERNLOGD $0xfe, Y4, Y5, Y6
	VPTERNLOGD $0xfe, (DX)(BX*1), Y7, Y6
	VMOVDQU Y6, (SI)(CX*1)
	MOVL BAND_STEPS+32+STEP_BOX(R8), AX
	VPTEST (DI)(AX*1), Y6 // CF: box AND NOT c is zero
	LEAQ 32(CX), AX
	CMOVQCC AX, CX

	MOVL BAND_STEPS+16+STEP_TO(R8), AX
	MOVL BAND_STEPS+16+STEP_META(R8), BX
	VPSHUFB (DX)(AX*1), Y0, Y4
	VPSHUFB 32(DX)(AX*1), Y0, Y5
	VPSHUFB 64(DX)(AX*1), Y0, Y6
	VPSHUFB 96(DX)(AX*1), Y0, Y7
	VPTERNLOGD $0xfe, Y4, Y5, Y6
	VPTERNLOGD $0xfe, (DX)(BX*1), Y7, Y6
	VMOVDQU Y6, (SI)(CX*1)
	MOVL BAND_STEPS+16+STEP_BOX(R8), AX
	VPTEST (DI)(AX*1), Y6
	LEAQ 32(CX), AX
	CMOVQCC AX, CX

	MOVL BAND_STEPS+STEP_TO(R8), AX
	MOVL BAND_STEPS+STEP_META(R8), BX
	VPSHUFB (DX)(AX*1), Y0, Y4
	VPSHUFB 32(DX)(AX*1), Y0, Y5
	VPSHUFB 64(DX)(AX*1), Y0, Y1
	VPSHUFB 96(DX)(AX*1), Y0, Y7
	VPTERNLOGD $0xfe, Y4, Y5, Y1
	VPTERNLOGD $0xfe, (DX)(BX*1), Y7, Y1
	MOVL BAND_STEPS+STEP_ENTRY(R8), AX
	LEAQ (R9)(AX*1), R12
	MOVL BAND_V(R8), R13
	JMP box

bandDrop:
	// rare: the configurations the triple test rules out (x, Y6, both
	// halves) dropped from both halves of Y0
	VPERM2I128 $1, Y6, Y6, Y7
	VPTERNLOGD $0x10, Y6, Y7, Y0 // conf AND NOT (x OR x's halves swapped)
	JMP bandBoxes

done:
	VZEROUPPER
	MOVB $1, ret+24(FP)
	RET

fail:
	VZEROUPPER
	MOVB $0, ret+24(FP)
	RET

// func vecClues(st *vecState, grid *Grid) bool
//
// vecClues (vec_amd64.go) loads the clues, every cell without a branch but the test of its
// range: the cell's digit d (0 for an empty cell) indexes vecClueBox for
// its box's eliminations and vecClueBand for its two bands' (rows of
// zeros for d = 0). The 81 cells are written out box by box (CLUE's
// arguments: the cell in g, its place in the box times vecClueBox's
// stride, its bands' rows of vecClueBand, the vertical band's register);
// a box's eliminations gather in Y2, the horizontal band of the boxes'
// row in Y3, the vertical bands in Y4-Y6, each band as a whole vecBand
// (its conf, then its elim). TestVecClues and FuzzVecRun compare it with
// the clue-by-clue loading.
//
//   DI st  SI grid  R8 &vecClueBox  R9 &vecClueBand  AX the cell's digit * 32
//   Y0 a box's candidates before the clues, Y1 a band's (vecClueConst)
#define CLUE(cell, place, hrow, vrow, vreg) \
	MOVBLZX cell(SI), AX; \
	CMPL AX, $9; \
	JA clash; \
	SHLL $5, AX; \
	VPOR place(R8)(AX*1), Y2, Y2; \
	VPOR hrow(R9)(AX*1), Y3, Y3; \
	VPOR vrow(R9)(AX*1), vreg, vreg

TEXT ·vecClues(SB), NOSPLIT, $0-17
	MOVQ st+0(FP), DI
	MOVQ grid+8(FP), SI
	LEAQ ·vecClueBox(SB), R8
	LEAQ ·vecClueBand(SB), R9
	LEAQ ·vecClueConst(SB), AX
	VMOVDQU 0(AX), Y0
	VMOVDQU 32(AX), Y1
	VMOVDQU Y1, Y4
	VMOVDQU Y1, Y5
	VMOVDQU Y1, Y6
	VMOVDQU Y1, Y3
	// box 0
	VPXOR Y2, Y2, Y2
	CLUE(0, 0, 0, 0, Y4)
	CLUE(1, 320, 0, 320, Y4)
	CLUE(2, 640, 0, 640, Y4)
	CLUE(9, 960, 320, 0, Y4)
	CLUE(10, 1280, 320, 320, Y4)
	CLUE(11, 1600, 320, 640, Y4)
	CLUE(18, 1920, 640, 0, Y4)
	CLUE(19, 2240, 640, 320, Y4)
	CLUE(20, 2560, 640, 640, Y4)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 192(DI)
	// box 1
	VPXOR Y2, Y2, Y2
	CLUE(3, 0, 960, 0, Y5)
	CLUE(4, 320, 960, 320, Y5)
	CLUE(5, 640, 960, 640, Y5)
	CLUE(12, 960, 1280, 0, Y5)
	CLUE(13, 1280, 1280, 320, Y5)
	CLUE(14, 1600, 1280, 640, Y5)
	CLUE(21, 1920, 1600, 0, Y5)
	CLUE(22, 2240, 1600, 320, Y5)
	CLUE(23, 2560, 1600, 640, Y5)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 224(DI)
	// box 2
	VPXOR Y2, Y2, Y2
	CLUE(6, 0, 1920, 0, Y6)
	CLUE(7, 320, 1920, 320, Y6)
	CLUE(8, 640, 1920, 640, Y6)
	CLUE(15, 960, 2240, 0, Y6)
	CLUE(16, 1280, 2240, 320, Y6)
	CLUE(17, 1600, 2240, 640, Y6)
	CLUE(24, 1920, 2560, 0, Y6)
	CLUE(25, 2240, 2560, 320, Y6)
	CLUE(26, 2560, 2560, 640, Y6)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 256(DI)
	VMOVDQU Y3, 0(DI)
	VMOVDQU Y1, Y3
	// box 3
	VPXOR Y2, Y2, Y2
	CLUE(27, 0, 0, 960, Y4)
	CLUE(28, 320, 0, 1280, Y4)
	CLUE(29, 640, 0, 1600, Y4)
	CLUE(36, 960, 320, 960, Y4)
	CLUE(37, 1280, 320, 1280, Y4)
	CLUE(38, 1600, 320, 1600, Y4)
	CLUE(45, 1920, 640, 960, Y4)
	CLUE(46, 2240, 640, 1280, Y4)
	CLUE(47, 2560, 640, 1600, Y4)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 288(DI)
	// box 4
	VPXOR Y2, Y2, Y2
	CLUE(30, 0, 960, 960, Y5)
	CLUE(31, 320, 960, 1280, Y5)
	CLUE(32, 640, 960, 1600, Y5)
	CLUE(39, 960, 1280, 960, Y5)
	CLUE(40, 1280, 1280, 1280, Y5)
	CLUE(41, 1600, 1280, 1600, Y5)
	CLUE(48, 1920, 1600, 960, Y5)
	CLUE(49, 2240, 1600, 1280, Y5)
	CLUE(50, 2560, 1600, 1600, Y5)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 320(DI)
	// box 5
	VPXOR Y2, Y2, Y2
	CLUE(33, 0, 1920, 960, Y6)
	CLUE(34, 320, 1920, 1280, Y6)
	CLUE(35, 640, 1920, 1600, Y6)
	CLUE(42, 960, 2240, 960, Y6)
	CLUE(43, 1280, 2240, 1280, Y6)
	CLUE(44, 1600, 2240, 1600, Y6)
	CLUE(51, 1920, 2560, 960, Y6)
	CLUE(52, 2240, 2560, 1280, Y6)
	CLUE(53, 2560, 2560, 1600, Y6)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 352(DI)
	VMOVDQU Y3, 32(DI)
	VMOVDQU Y1, Y3
	// box 6
	VPXOR Y2, Y2, Y2
	CLUE(54, 0, 0, 1920, Y4)
	CLUE(55, 320, 0, 2240, Y4)
	CLUE(56, 640, 0, 2560, Y4)
	CLUE(63, 960, 320, 1920, Y4)
	CLUE(64, 1280, 320, 2240, Y4)
	CLUE(65, 1600, 320, 2560, Y4)
	CLUE(72, 1920, 640, 1920, Y4)
	CLUE(73, 2240, 640, 2240, Y4)
	CLUE(74, 2560, 640, 2560, Y4)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 384(DI)
	// box 7
	VPXOR Y2, Y2, Y2
	CLUE(57, 0, 960, 1920, Y5)
	CLUE(58, 320, 960, 2240, Y5)
	CLUE(59, 640, 960, 2560, Y5)
	CLUE(66, 960, 1280, 1920, Y5)
	CLUE(67, 1280, 1280, 2240, Y5)
	CLUE(68, 1600, 1280, 2560, Y5)
	CLUE(75, 1920, 1600, 1920, Y5)
	CLUE(76, 2240, 1600, 2240, Y5)
	CLUE(77, 2560, 1600, 2560, Y5)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 416(DI)
	// box 8
	VPXOR Y2, Y2, Y2
	CLUE(60, 0, 1920, 1920, Y6)
	CLUE(61, 320, 1920, 2240, Y6)
	CLUE(62, 640, 1920, 2560, Y6)
	CLUE(69, 960, 2240, 1920, Y6)
	CLUE(70, 1280, 2240, 2240, Y6)
	CLUE(71, 1600, 2240, 2560, Y6)
	CLUE(78, 1920, 2560, 1920, Y6)
	CLUE(79, 2240, 2560, 2240, Y6)
	CLUE(80, 2560, 2560, 2560, Y6)
	VPANDN Y0, Y2, Y2
	VMOVDQU Y2, 448(DI)
	VMOVDQU Y3, 64(DI)
	VMOVDQU Y4, 96(DI)
	VMOVDQU Y5, 128(DI)
	VMOVDQU Y6, 160(DI)
	VZEROUPPER
	MOVB $1, ret+16(FP)
	RET
clash:
	VZEROUPPER
	MOVB $0, ret+16(FP)
	RET

// func vecAnswerAsm(s *vecState, grid *Grid)
//
// vecAnswerAsm is vecAnswer (vecshared_amd64.go) for the AVX-512 form: a
// solved cell's one bit x gives its digit as the population count of
// x-1, plus one, for the sixteen lanes of a box at once; the box's lanes
// narrowed to bytes, each mini-row (a cell's lanes 4r to 4r+2) is written
// with one 32-bit store whose fourth byte (the mini-row's triad) falls on
// the next box's first cell, written after it, or with a 16-bit and an
// 8-bit store in the third box of a row of boxes. TestVecAnswerAsm
// compares it with vecAnswer.
#define ANSWER_BOX(b, cell) \
	VPADDW 192+32*b(DI), Y15, Y0; \
	VPOPCNTW Y0, Y0; \
	VPSUBW Y15, Y0, Y0; \
	VPMOVWB Y0, X0; \
	VMOVQ X0, AX; \
	VPEXTRQ $1, X0, BX; \
	MOVL AX, cell(SI); \
	SHRQ $32, AX; \
	MOVL AX, cell+9(SI); \
	MOVL BX, cell+18(SI)

#define ANSWER_LAST(b, cell) \
	VPADDW 192+32*b(DI), Y15, Y0; \
	VPOPCNTW Y0, Y0; \
	VPSUBW Y15, Y0, Y0; \
	VPMOVWB Y0, X0; \
	VMOVQ X0, AX; \
	VPEXTRQ $1, X0, BX; \
	MOVW AX, cell(SI); \
	SHRQ $16, AX; \
	MOVB AX, cell+2(SI); \
	SHRQ $16, AX; \
	MOVW AX, cell+9(SI); \
	SHRQ $16, AX; \
	MOVB AX, cell+11(SI); \
	MOVW BX, cell+18(SI); \
	SHRQ $16, BX; \
	MOVB BX, cell+20(SI)

TEXT ·vecAnswerAsm(SB), NOSPLIT, $0-16
	MOVQ s+0(FP), DI
	MOVQ grid+8(FP), SI
	VPCMPEQW Y15, Y15, Y15 // -1 in every lane
	ANSWER_BOX(0, 0)
	ANSWER_BOX(1, 3)
	ANSWER_LAST(2, 6)
	ANSWER_BOX(3, 27)
	ANSWER_BOX(4, 30)
	ANSWER_LAST(5, 33)
	ANSWER_BOX(6, 54)
	ANSWER_BOX(7, 57)
	ANSWER_LAST(8, 60)
	VZEROUPPER
	RET
