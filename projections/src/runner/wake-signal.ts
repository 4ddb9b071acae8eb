/** Wakes sleepers early; a sleeper that saw an older version returns at once, so a wake between check and sleep is not lost. */
export class WakeSignal {
  private current = 0;
  private readonly sleepers = new Set<() => void>();

  get version(): number {
    return this.current;
  }

  fire(): void {
    this.current += 1;
    for (const wake of [...this.sleepers]) wake();
  }

  /** Resolves after ms, on the next fire(), or immediately when fired since `seen`. */
  wait(ms: number, seen = this.current): Promise<void> {
    if (seen !== this.current) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
