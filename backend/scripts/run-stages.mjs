// Runs npm scripts as the stages of `npm test`, in order, stopping at the first that fails, and ends with each
// stage's wall time. A stage written `a+b` runs its scripts side by side (lint and the typecheck are each
// mostly one core): the first streams its output, the others' output follows when they end, so lines never mix.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stages = process.argv.slice(2).map((stage) => stage.split('+'));
if (stages.length === 0) {
  console.error('usage: run-stages.mjs <script>[+<script>...] ...');
  process.exit(2);
}

function run(script, streamed) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({
        script,
        ok: code === 0,
        code: code ?? signal,
        output,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const times = [];
let failed = null;
for (const group of stages) {
  const results = await Promise.all(group.map((script, index) => run(script, index === 0)));
  for (const result of results) {
    if (result.output.length > 0) process.stdout.write(Buffer.concat(result.output));
    times.push(`${result.script} ${result.seconds.toFixed(0)} s`);
    if (!result.ok && !failed) failed = result;
  }
  if (failed) break;
}
console.log(`\nStage times: ${times.join(', ')}`);
if (failed) {
  console.error(`npm run ${failed.script} failed (${failed.code})`);
  process.exit(1);
}
