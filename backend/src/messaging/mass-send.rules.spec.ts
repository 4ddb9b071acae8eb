import { planMassSend } from './mass-send.rules';

describe('planMassSend', () => {
  it('given room for all asked, when sending, then sends them and none wait', () => {
    expect(planMassSend(['a', 'b', 'c'], 2, 10)).toEqual({ send: ['a', 'b'], held: 0 });
  });

  it('given fewer slots left than asked, when sending, then sends up to the cap and the rest wait', () => {
    expect(planMassSend(['a', 'b', 'c', 'd'], 4, 1)).toEqual({ send: ['a'], held: 3 });
  });

  it('given the cap reached, when sending, then sends nothing and every draft asked for waits', () => {
    expect(planMassSend(['a', 'b'], 5, 0)).toEqual({ send: [], held: 2 });
  });

  it('given fewer matching drafts than asked, when sending, then sends those there are', () => {
    expect(planMassSend(['a'], 5, 5)).toEqual({ send: ['a'], held: 0 });
  });

  it('given no matching draft, when sending, then sends nothing and nothing waits', () => {
    expect(planMassSend([], 5, 5)).toEqual({ send: [], held: 0 });
  });
});
