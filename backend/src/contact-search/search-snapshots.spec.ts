import type { ContactResult } from './contact-search.contract';
import { MAX_HELD_RESULTS, SNAPSHOT_TTL_MS, SearchSnapshots, type SearchSnapshot } from './search-snapshots';

const results = (count: number): SearchSnapshot => ({
  results: Array.from({ length: count }, (_, i) => ({ contact_id: `c${i}` }) as ContactResult),
  profileKnown: true,
});

/** A search that counts its runs and answers `count` results. */
const searchOf = (count: number) => {
  const search = jest.fn(() => Promise.resolve(results(count)));
  return search;
};

describe('search snapshots', () => {
  it('answers a later page from the search its first page ran, and searches afresh for a first page', async () => {
    const snapshots = new SearchSnapshots();
    const search = searchOf(3);
    const first = snapshots.snapshot('ada/acme', 0, true, search);
    expect(first.reused).toBe(false);
    await first.snapshot;
    const later = snapshots.snapshot('ada/acme', 1000, false, search);
    expect(later.reused).toBe(true);
    expect((await later.snapshot).results).toHaveLength(3);
    expect(search).toHaveBeenCalledTimes(1);

    await snapshots.snapshot('ada/acme', 2000, true, search).snapshot;
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('tells whether a later page would be answered from a held search, until it expires', async () => {
    const snapshots = new SearchSnapshots();
    expect(snapshots.holds('ada/acme', 0)).toBe(false);
    const running = snapshots.snapshot('ada/acme', 0, true, searchOf(2));
    expect(snapshots.holds('ada/acme', 10)).toBe(true);
    await running.snapshot;
    expect(snapshots.holds('ada/acme', SNAPSHOT_TTL_MS - 1)).toBe(true);
    expect(snapshots.holds('bob/acme', 10)).toBe(false);
    expect(snapshots.holds('ada/acme', SNAPSHOT_TTL_MS)).toBe(false);
  });

  it('keeps each caller and selection apart', async () => {
    const snapshots = new SearchSnapshots();
    const search = searchOf(1);
    await snapshots.snapshot('ada/acme', 0, true, search).snapshot;
    expect(snapshots.snapshot('bob/acme', 0, false, search).reused).toBe(false);
    expect(snapshots.snapshot('ada/beta', 0, false, search).reused).toBe(false);
    expect(search).toHaveBeenCalledTimes(3);
  });

  it('shares a search still running with a page asked meanwhile', async () => {
    const snapshots = new SearchSnapshots();
    let finish: (snapshot: SearchSnapshot) => void = () => undefined;
    const search = jest.fn(() => new Promise<SearchSnapshot>((resolve) => (finish = resolve)));
    const first = snapshots.snapshot('ada/acme', 0, true, search);
    const second = snapshots.snapshot('ada/acme', 10, false, search);
    expect(second.reused).toBe(true);
    finish(results(2));
    expect(await second.snapshot).toBe(await first.snapshot);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('searches again once the results are older than the time they serve', async () => {
    const snapshots = new SearchSnapshots();
    const search = searchOf(1);
    await snapshots.snapshot('ada/acme', 0, true, search).snapshot;
    expect(snapshots.snapshot('ada/acme', SNAPSHOT_TTL_MS - 1, false, search).reused).toBe(true);
    expect(snapshots.snapshot('ada/acme', SNAPSHOT_TTL_MS, false, search).reused).toBe(false);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed search, so the next page searches again', async () => {
    const snapshots = new SearchSnapshots();
    const failing = jest.fn(() => Promise.reject(new Error('provider down')));
    await expect(snapshots.snapshot('ada/acme', 0, true, failing).snapshot).rejects.toThrow('provider down');
    expect(snapshots.size).toBe(0);
    const search = searchOf(1);
    expect(snapshots.snapshot('ada/acme', 1, false, search).reused).toBe(false);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('drops the oldest searches once more results are held than the bound', async () => {
    const snapshots = new SearchSnapshots();
    const big = searchOf(MAX_HELD_RESULTS / 2);
    for (const key of ['one', 'two', 'three']) await snapshots.snapshot(key, 0, true, big).snapshot;
    await Promise.resolve();
    expect(snapshots.size).toBe(2);
    expect(snapshots.snapshot('one', 1, false, big).reused).toBe(false);
    expect(snapshots.snapshot('three', 1, false, big).reused).toBe(true);
  });
});
