import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '../../../..');

export interface RunnerChild {
  process: ChildProcess;
  output: string[];
  /** Resolves with the first output line matching, seen before or after the call. */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts runner-child.script.ts in a separate node process with a real TypeScript loader. */
export function startRunnerChild(env: Record<string, string>): RunnerChild {
  const child = spawn(
    process.execPath,
    ['--require', '@swc-node/register', join(__dirname, 'runner-child.script.ts')],
    {
      cwd: REPO,
      env: { ...process.env, SWC_NODE_PROJECT: join(REPO, 'tsconfig.json'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    output.push(...lines);
    for (const waiter of [...waiters]) waiter();
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  return {
    process: child,
    output,
    line(pattern, timeoutMs = 20_000) {
      return new Promise((resolvePromise, reject) => {
        const check = () => {
          const found = output.find((text) => pattern.test(text));
          if (found === undefined) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolvePromise(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `runner child printed no ${pattern} within ${timeoutMs} ms; stdout: ${output.join(' | ')}; stderr: ${errors}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
