// Makes fixtures.json: texts and their compressed forms as the npm package
// lz-string (1.5.0) writes them. Run from a folder where it is installed:
//   cd /tmp/x && npm install lz-string@1.5.0 && NODE_PATH=/tmp/x/node_modules node /path/to/make-fixtures.js > /path/to/fixtures.json
const LZ = require('lz-string');
const texts = [
  ['one letter', 'a'],
  ['repeats', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
  ['words', 'hello, hello world: the words come back, hello again'],
  ['accents (16-bit units past 255)', 'Sudoku très difficile — Ω ∑ ✓'],
  ['surrogate pairs', 'emoji 🧩🧩 and 𝄞 clef'],
  ['every byte value', Array.from({length: 256}, (_, i) => String.fromCharCode(i)).join('')],
  ['f-puzzles JSON', JSON.stringify({size: 9, title: 'Example', grid: Array.from({length: 9}, (_, r) => Array.from({length: 9}, (_, c) => (r + c) % 4 === 0 ? {value: (r * 3 + c) % 9 + 1, given: true} : {}))})],
];
// A long text whose dictionary grows past 16-bit codes.
let long = '', x = 12345;
for (let i = 0; i < 40000; i++) { x = (x * 1103515245 + 12345) % 2147483648; long += String.fromCharCode(97 + (x >> 16) % 20); }
texts.push(['long pseudo-random text', long]);
const out = texts.map(([name, text]) => ({
  name, text,
  base64: LZ.compressToBase64(text),
  uri: LZ.compressToEncodedURIComponent(text),
}));
console.log(JSON.stringify(out, null, 1));
