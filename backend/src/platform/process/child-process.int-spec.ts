import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runningChild } from './child-process';

const ROOT = join(__dirname, '..', '..', '..', '..');

describe('runningChild', () => {
  it("reads the exit of a process killed by a signal after its 'exit' has fired", async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(child.exitCode).toBeNull();

    await expect(runningChild(child).exited).resolves.toEqual({ code: null, signal: 'SIGKILL' });
  });

  it('reads an exit code, and a process that could not start at all', async () => {
    const failing = runningChild(spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' }));
    await expect(failing.exited).resolves.toEqual({ code: 3, signal: null });

    const missing = runningChild(spawn(join(ROOT, 'no-such-executable'), { stdio: 'ignore' }));
    await expect(missing.exited).resolves.toEqual({
      code: null,
      signal: null,
      error: expect.stringContaining('ENOENT'),
    });
  });
});

describe('stopWhenParentGoes', () => {
  it('stops the process through its SIGTERM handler when the IPC channel to its parent closes', async () => {
    const script = [
      `require(${JSON.stringify(join(__dirname, 'child-process.ts'))}).stopWhenParentGoes();`,
      "process.on('SIGTERM', () => { process.stdout.write('graceful stop'); process.exit(0); });",
      "process.send('ready');",
      'setInterval(() => {}, 1000);',
    ].join('\n');
    const child = spawn(process.execPath, ['--require', '@swc-node/register', '-e', script], {
      cwd: ROOT,
      env: { ...process.env, SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = runningChild(child).exited;
    await new Promise((resolve) => child.once('message', resolve));

    child.disconnect();

    await expect(exited).resolves.toEqual({ code: 0, signal: null });
    expect(output).toBe('graceful stop');
  }, 20_000);
});
