import { Injectable } from '@nestjs/common';
import type { ContactResult } from './contact-search.contract';

/** A search's people, scored and sorted, before `saved` is set for the page asked for. */
export interface SearchSnapshot {
  results: ContactResult[];
  /** Whether the caller's profile held more than titles (a resume, skills…) when the results were scored. */
  profileKnown: boolean;
}

/** How long a search's results serve its later pages. */
export const SNAPSHOT_TTL_MS = 15 * 60 * 1000;
/** Results held over all snapshots (a result is about 1 KB), so the cache stays a few tens of megabytes. */
export const MAX_HELD_RESULTS = 50_000;

interface Entry {
  expiresAt: number;
  snapshot: Promise<SearchSnapshot>;
  /** Results held once the search finished; 0 while it runs. */
  size: number;
}

/**
 * The results of recent contact searches, per caller and selection, so that paging reads the search the first page
 * ran instead of calling the contact finder again (a finder such as Hunter bills every call) and re-scoring
 * everyone; the pages of one search then never overlap or skip even when the finder's answers change. A first page
 * always searches afresh. Per process: another instance, or a restart, just searches again.
 */
@Injectable()
export class SearchSnapshots {
  private readonly entries = new Map<string, Entry>();

  /**
   * The snapshot for `key`: a fresh one from `search` when `fresh` is asked or none is held (or it expired), else
   * the held one; a search still running is shared, and a failed one is forgotten.
   */
  snapshot(
    key: string,
    now: number,
    fresh: boolean,
    search: () => Promise<SearchSnapshot>,
  ): { snapshot: Promise<SearchSnapshot>; reused: boolean } {
    this.dropExpired(now);
    const held = this.entries.get(key);
    if (held && !fresh) return { snapshot: held.snapshot, reused: true };

    const entry: Entry = { expiresAt: now + SNAPSHOT_TTL_MS, snapshot: search(), size: 0 };
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.snapshot.then(
      ({ results }) => {
        if (this.entries.get(key) !== entry) return;
        entry.size = results.length;
        this.dropOldestBeyond(MAX_HELD_RESULTS);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return { snapshot: entry.snapshot, reused: false };
  }

  /** Whether a later page for `key` would be answered from a held search (running or finished, not expired). */
  holds(key: string, now: number): boolean {
    this.dropExpired(now);
    return this.entries.has(key);
  }

  /** Searches held (running or finished); for tests and diagnostics. */
  get size(): number {
    return this.entries.size;
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
  }

  /** Finished searches, oldest first (a Map keeps insertion order); running ones hold nothing yet. */
  private dropOldestBeyond(limit: number): void {
    let held = [...this.entries.values()].reduce((sum, entry) => sum + entry.size, 0);
    for (const [key, entry] of this.entries) {
      if (held <= limit) return;
      if (entry.size === 0) continue;
      held -= entry.size;
      this.entries.delete(key);
    }
  }
}
