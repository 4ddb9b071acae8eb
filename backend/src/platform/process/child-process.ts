import type { ChildProcess } from 'node:child_process';
import type { ChildExit, RunningChild } from './supervisor';

/**
 * A spawned process as the supervisor sees it. Its exit is read from 'exit' or, when that already fired, from
 * exitCode and signalCode: a process killed by a signal has exitCode null and its signal in signalCode.
 */
export function runningChild(child: ChildProcess): RunningChild {
  const exited = new Promise<ChildExit>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // Without a pid the process never started, and no 'exit' follows.
    child.once('error', (error) => {
      if (child.pid === undefined) resolve({ code: null, signal: null, error: error.message });
    });
  });
  return {
    pid: child.pid,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    exited,
  };
}

/**
 * For a process that `npm start` (or another supervisor) spawned with an IPC channel: when that parent dies,
 * however it died, the channel disconnects and this process stops as it does on SIGTERM, through its own
 * handlers. Without an IPC channel (systemd, docker, a shell) it does nothing.
 */
export function stopWhenParentGoes(): void {
  if (!process.send || !process.channel) return;
  // The channel alone must not keep the process alive.
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

/**
 * For a process whose parent holds no IPC channel to it (`npm start` under npm): calls onGone once the parent
 * has gone and this process was handed to another (init or a subreaper). Returns a function that stops watching.
 */
export function watchParent(onGone: () => void, intervalMs = 1000): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
