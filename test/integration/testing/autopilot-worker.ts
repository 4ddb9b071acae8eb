import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const REPO = resolve(__dirname, '../../..');

export interface WorkerChild {
  process: ChildProcess;
  /** Resolves once the worker works its queues. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts autopilot-worker.script.ts in its own node process with a real TypeScript loader. */
export function startWorker(env: Record<string, string>): WorkerChild {
  const child = spawn(
    process.execPath,
    ['--require', '@swc-node/register', join(__dirname, 'autopilot-worker.script.ts')],
    {
      cwd: REPO,
      env: { ...process.env, SWC_NODE_PROJECT: join(REPO, 'tsconfig.json'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    process: child,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes('WORKER READY')) {
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the worker did not start (exit ${child.exitCode}): ${errors}`);
        }
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 25));
      }
    },
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
