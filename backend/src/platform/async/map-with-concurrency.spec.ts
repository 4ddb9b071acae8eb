import { mapWithConcurrency } from './map-with-concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapWithConcurrency', () => {
  it('answers in input order while never running more than the bound at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      for (let i = 0; i < item; i++) await tick();
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(most).toBe(3);
  });

  it('answers an empty list without calling', async () => {
    const fn = jest.fn();
    expect(await mapWithConcurrency([], 4, fn)).toEqual([]);
    expect(fn).not.toHaveBeenCalled();
  });

  it('passes on the first failure', async () => {
    await expect(
      mapWithConcurrency([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('provider down');
        return item;
      }),
    ).rejects.toThrow('provider down');
  });
});
