/**
 * Runs at most `running` tasks at once; up to `waiting` more wait their turn in arrival order, and any
 * beyond that are refused at once with the error `refuse` makes, rather than queueing without end.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly options: { running: number; waiting: number; refuse: () => Error }) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.running) {
      if (this.queue.length >= this.options.waiting) throw this.options.refuse();
      // The finishing task hands its slot over directly, so a newcomer cannot overtake the queue.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
