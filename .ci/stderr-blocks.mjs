// Counts the stderr blocks in a test run's output (`npm test 2>&1 | tee log`): what a passing run should not print.
// A block is one captured console call or warning, whatever its length:
//   vitest      "stderr | src/x.test.tsx > suite > test" (a test's console.error/warn, MSW's unhandled requests)
//   jest        "  console.error" / "  console.warn" / "  console.log" (jest writes a spec's console to stderr)
//   node        "(node:1234) Warning: …" / "[DEP0040] DeprecationWarning" (process warnings, the AWS SDK's included)
//   nest        "[Nest] 1234 - … ERROR [ExceptionsHandler] …" (Nest's ConsoleLogger, errors and warnings)
//   pino        '{"level":50,…' (the app's JSON log at warn, error or fatal)
//   npm         "npm warn …" / "npm error …"
//   playwright  a run of "[WebServer] …" lines (the e2e server's own stderr)
// Usage: node .ci/stderr-blocks.mjs <log> [--list]  prints "stderr blocks: N (kind n, …)"; --list adds each header.
import { readFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
const text = readFileSync(file, 'utf8').replace(new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g'), '');

const kinds = [
  ['vitest', /^stderr \| /],
  ['jest', /^\s*console\.(error|warn|log|info|debug|trace)\s*$/],
  ['node', /^\(node:\d+\) |^\s*\[DEP\d+\] /],
  ['nest', /^\[Nest\] \d+ .*\b(ERROR|WARN)\b/],
  ['pino', /^\{"level":(40|50|60)\b/],
  ['npm', /^npm (warn|error|WARN|ERR!) /],
  ['playwright', /^\[WebServer\] /],
];

const blocks = [];
let previousKind;
for (const line of text.split('\n')) {
  const kind = kinds.find(([, pattern]) => pattern.test(line))?.[0];
  // Consecutive [WebServer] lines are one block; every other header starts its own.
  if (kind && !(kind === 'playwright' && previousKind === 'playwright'))
    blocks.push({ kind, header: line.trim() });
  previousKind = kind;
}

const byKind = kinds
  .map(([kind]) => [kind, blocks.filter((block) => block.kind === kind).length])
  .filter(([, count]) => count > 0)
  .map(([kind, count]) => `${kind} ${count}`);
console.log(`stderr blocks: ${blocks.length}${byKind.length ? ` (${byKind.join(', ')})` : ''}`);
if (flag === '--list') for (const block of blocks) console.log(`  ${block.kind}: ${block.header}`);
