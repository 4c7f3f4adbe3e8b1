// Makes the puzzle links of this folder: f-puzzles JSON objects compressed
// as f-puzzles and SudokuPad do, by the npm package lz-string (1.5.0):
//   cd /tmp/x && npm install lz-string@1.5.0
//   cd model/testdata/links && NODE_PATH=/tmp/x/node_modules node make-links.js
// The grids come from `sudoku generate -variant V -seed S` (see each case).
const LZ = require('lz-string');
const fs = require('fs');

const cell = (s) => { const m = /^r(\d)c(\d)$/i.exec(s); return 'R' + m[1] + 'C' + m[2]; };
// grid: nine rows of nine characters; regions: nine rows of letters A–I.
function fpuzzles(rows, extra = {}, regions) {
  const grid = rows.map((row, r) => [...row].map((ch, c) => {
    const o = {};
    if (ch >= '1' && ch <= '9') { o.value = +ch; o.given = true; }
    if (regions) o.region = regions[r].charCodeAt(c) - 65;
    return o;
  }));
  return Object.assign({size: 9, title: 'Test', author: 'fpuz', ruleset: 'Normal sudoku rules apply.', grid}, extra);
}
const empty = Array(9).fill('.........');
// Reads the cages of our text form.
const cagesOf = (text) => text.split('\n').filter(l => l.startsWith('cage ')).map(l => {
  const w = l.split(' ');
  return {cells: w.slice(2).map(cell), value: w[1]};
});
const windows = [[1, 1], [1, 5], [5, 1], [5, 5]].map(([r, c]) => ({cells:
  [0, 1, 2].flatMap(i => [0, 1, 2].map(j => 'R' + (r + i + 1) + 'C' + (c + j + 1)))}));

// sudoku generate -seed 5
const classic = ['..952...4', '..8...75.', '...8.3.2.', '29...61..', '....1....', '..17...62', '.1.9.4...', '.57...4..', '3...852..'];
// model/testdata/variants/x.txt
const x = ['.6.14....', '7..6.31..', '41..7...6', '.58......', '....1....', '......83.', '2...8..41', '..63.7..8', '....61.7.'];
// sudoku generate -variant windoku -seed 7
const windoku = ['.....83..', '...392.1.', '......5..', '.1..4.938', '.........', '489.3..2.', '..3......', '.6.123...', '..18.....'];
// sudoku generate -variant jigsaw -seed 7
const jigsaw = ['58....3..', '9..43..8.', '1......3.', '..3...4..', '3.......9', '..5...6..', '.6......3', '.9..46..2', '..4....27'];
const regions = ['AAAACCCCC', 'DDAABCCFC', 'DEABBBFFC', 'DEAABBBFF', 'DEEEEBBFF', 'DDDEEEIFF', 'GDGGIIIII', 'GGGHHHIII', 'GGGHHHHHH'];
// sudoku generate -variant killer -seed 7, and -givens -seed 3
const killer = cagesOf(fs.readFileSync('killer-seed7.variant', 'utf8'));
const killerGivensText = fs.readFileSync('killer-givens-seed3.variant', 'utf8');
const killerGivens = killerGivensText.split('\n').slice(2, 11);

const b64 = (o) => LZ.compressToBase64(JSON.stringify(o));
const uri = (o) => LZ.compressToEncodedURIComponent(JSON.stringify(o));
const cases = {
  // Read.
  'classic-fpuzzles': 'https://www.f-puzzles.com/?load=' + b64(fpuzzles(classic)),
  'x-sudokupad': 'https://sudokupad.app/fpuzzles' + b64(fpuzzles(x, {'diagonal+': true, 'diagonal-': true})),
  'x-bare': b64(fpuzzles(x, {'diagonal+': true, 'diagonal-': true, thermometer: [], arrow: []})),
  'windoku-ctc': 'https://app.crackingthecryptic.com/sudoku/fpuzzles' + b64(fpuzzles(windoku, {extraregion: windows})),
  'jigsaw-encoded': 'https://f-puzzles.com/?load=' + encodeURIComponent(b64(fpuzzles(jigsaw, {}, regions))),
  'killer-uri': 'https://sudokupad.app/?puzzleid=fpuzzles' + uri(fpuzzles(empty, {killercage: killer})),
  'killer-givens-cage': b64(fpuzzles(killerGivens, {cage: cagesOf(killerGivensText)})),
  'several': ['# three links, one a line', 'https://www.f-puzzles.com/?load=' + b64(fpuzzles(classic)),
    '', 'https://www.f-puzzles.com/?load=' + b64(fpuzzles(x, {thermometer: [{lines: [['R1C1', 'R1C2']]}]})),
    'https://sudokupad.app/fpuzzles' + b64(fpuzzles(x, {'diagonal+': true, 'diagonal-': true}))].join('\n'),
  // Refused.
  'one-diagonal': b64(fpuzzles(x, {'diagonal-': true})),
  'thermometer': b64(fpuzzles(classic, {thermometer: [{lines: [['R1C1', 'R1C2', 'R1C3']]}]})),
  'antiknight': b64(fpuzzles(classic, {antiknight: true})),
  'unknown-constraint': b64(fpuzzles(classic, {starbattle: [{cells: ['R1C1']}]})),
  'x-killer': b64(fpuzzles(empty, {'diagonal+': true, 'diagonal-': true, killercage: killer})),
  'six': b64({size: 6, grid: Array(6).fill(Array(6).fill({}))}),
  'cage-no-sum': b64(fpuzzles(empty, {killercage: [{cells: ['R1C1', 'R1C2']}]})),
  'cage-bad-sum': b64(fpuzzles(empty, {killercage: [{cells: ['R1C1', 'R1C2'], value: 'ten'}]})),
  'cage-disconnected': b64(fpuzzles(empty, {killercage: [{cells: ['R1C1', 'R1C3'], value: '5'}]})),
  'not-windows': b64(fpuzzles(windoku, {extraregion: windows.slice(0, 3)})),
  'bad-region': b64(fpuzzles(jigsaw, {}, regions.map((r, i) => i === 0 ? 'BAAACCCCC' : r))),
  'clash': b64(fpuzzles(['55.......'].concat(empty.slice(1)))),
  'not-fpuzzles': b64({hello: 'world'}),
  'damaged': 'https://www.f-puzzles.com/?load=' + b64(fpuzzles(classic)).slice(0, 60),
  'short-fpuzzles': 'https://www.f-puzzles.com/?id=ab12cd',
  'short-sudokupad': 'https://sudokupad.app/ab12cd34ef',
  'scl': 'https://sudokupad.app/scl' + b64({id: 'x', cells: []}),
  'no-data': 'https://sudokupad.app/',
};
for (const [name, text] of Object.entries(cases)) fs.writeFileSync(name + '.txt', text + '\n');
