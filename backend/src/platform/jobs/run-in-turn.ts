import type { LoggerService } from '@nestjs/common';

/** What one run of a batch job did: the id of each item under the outcome it reached, or under failed. */
export type BatchRun<Outcome extends string> = Record<Outcome | 'failed', string[]>;

export interface BatchWork<Item, Outcome extends string> {
  /** The outcomes in the order the run's tally names them, before failed. */
  outcomes: readonly Outcome[];
  /** Names the run in its tally, e.g. 'Due downgrades'. */
  title: string;
  logger: LoggerService;
  idOf(item: Item): string;
  work(item: Item): Promise<Outcome>;
  /** Logs an item whose work threw; a later run tries it again. */
  reportFailure(item: Item, reason: string, error: unknown): void;
}

/**
 * Works through a batch job's items one after the other, so that one item's failure is reported and does not stop
 * the others; the tally is logged when there was anything to do.
 */
export async function runInTurn<Item, Outcome extends string>(
  items: readonly Item[],
  batch: BatchWork<Item, Outcome>,
): Promise<BatchRun<Outcome>> {
  const names = [...batch.outcomes, 'failed' as const];
  const run = Object.fromEntries(names.map((name) => [name, [] as string[]])) as BatchRun<Outcome>;
  for (const item of items) {
    const id = batch.idOf(item);
    try {
      run[await batch.work(item)].push(id);
    } catch (error) {
      run.failed.push(id);
      batch.reportFailure(item, error instanceof Error ? error.message : String(error), error);
    }
  }
  if (items.length > 0) {
    batch.logger.log(`${batch.title}: ${names.map((name) => `${run[name].length} ${name}`).join(', ')}`);
  }
  return run;
}
