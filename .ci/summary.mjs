// Adds up the runners' own summaries (jest, vitest, Playwright) into one closing line.
import { readFileSync } from 'node:fs';

const text = readFileSync(process.argv[2], 'utf8').replace(
  new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g'),
  '',
);
let passed = 0;
let failed = 0;
let skipped = 0;
const found = [];
for (const line of text.split('\n')) {
  let m;
  if ((m = line.match(/^Tests:\s+(.*)total/))) {
    // jest: "Tests:       3 failed, 40 passed, 43 total"
    passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(m[1])?.[1] ?? 0);
    found.push(`jest: ${line.trim()}`);
  } else if ((m = line.match(/^\s*Tests\s+(.*)\((\d+)\)\s*$/))) {
    // vitest: "      Tests  12 passed (12)"
    passed += Number(/(\d+) passed/.exec(m[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(m[1])?.[1] ?? 0);
    skipped += Number(/(\d+) skipped/.exec(m[1])?.[1] ?? 0);
    found.push(`vitest: ${line.trim()}`);
  } else if ((m = line.match(/^\s+(\d+) (passed|failed|flaky|skipped)( \(.*\))?\s*$/))) {
    // Playwright list reporter: "  4 passed (12.3s)"
    const n = Number(m[1]);
    if (m[2] === 'passed' || m[2] === 'flaky') passed += n;
    else if (m[2] === 'failed') failed += n;
    else skipped += n;
    found.push(`playwright: ${line.trim()}`);
  }
}
for (const line of found) console.log(line);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
