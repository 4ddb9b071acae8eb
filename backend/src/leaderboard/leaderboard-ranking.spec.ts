import { rankBoard, type BoardUser } from './leaderboard-ranking';
import { leaderboardName, monthOf, NAMELESS_USER } from './leaderboard-rules.contract';

const user = (userId: string, messageCount: number, reachedAt = '2026-11-01T10:00:00.000Z'): BoardUser => ({
  userId,
  firstName: userId[0].toUpperCase() + userId.slice(1),
  lastName: 'Tester',
  messageCount,
  reachedAt,
});

const ranks = (entries: ReturnType<typeof rankBoard>) =>
  entries.map(({ rank, user_name, is_current_user }) => `${rank} ${user_name}${is_current_user ? ' *' : ''}`);

describe('leaderboard ranking', () => {
  it('ranks by messages sent; ties share a rank and the next rank skips', () => {
    const leaders = [user('ann', 9), user('bea', 5), user('cal', 5), user('dan', 2)];
    expect(ranks(rankBoard({ callerId: 'dan', leaders, caller: leaders[3], aboveCaller: 3 }))).toEqual([
      '1 Ann T.',
      '2 Bea T.',
      '2 Cal T.',
      '4 Dan T. *',
    ]);
  });

  it('lists the one who reached a tied count first higher, then by id', () => {
    const leaders = [
      user('zoe', 4, '2026-11-02T00:00:00.000Z'),
      user('amy', 4, '2026-11-03T00:00:00.000Z'),
      user('bob', 4, '2026-11-02T00:00:00.000Z'),
    ];
    expect(ranks(rankBoard({ callerId: 'x', leaders, caller: null, aboveCaller: 0 }))).toEqual([
      '1 Bob T.',
      '1 Zoe T.',
      '1 Amy T.',
    ]);
  });

  it('lists the top ten and then the caller with their rank when they are below', () => {
    const leaders = Array.from({ length: 11 }, (_, i) => user(`u${String(i).padStart(2, '0')}`, 100 - i));
    const caller = user('me', 3);
    const entries = rankBoard({ callerId: 'me', leaders, caller, aboveCaller: 41 });
    expect(entries).toHaveLength(11);
    expect(entries.slice(0, 10).every((entry) => !entry.is_current_user)).toBe(true);
    expect(entries[9]).toMatchObject({ rank: 10, message_count: 91 });
    expect(entries[10]).toEqual({ rank: 42, user_name: 'Me T.', message_count: 3, is_current_user: true });
  });

  it('shares the tenth place with a caller tied with it but listed below', () => {
    const leaders = Array.from({ length: 10 }, (_, i) => user(`u${i}`, i < 9 ? 50 - i : 7));
    const caller = user('me', 7, '2026-11-30T00:00:00.000Z');
    const entries = rankBoard({ callerId: 'me', leaders, caller, aboveCaller: 9 });
    expect(entries.map((entry) => entry.rank).slice(8)).toEqual([9, 10, 10]);
    expect(entries[10].is_current_user).toBe(true);
  });

  it('places the caller among the leaders, and has no own entry for a caller without messages', () => {
    const leaders = [user('ann', 9), user('bea', 5)];
    expect(ranks(rankBoard({ callerId: 'me', leaders, caller: user('me', 6), aboveCaller: 1 }))).toEqual([
      '1 Ann T.',
      '2 Me T. *',
      '3 Bea T.',
    ]);
    expect(ranks(rankBoard({ callerId: 'me', leaders, caller: null, aboveCaller: 2 }))).toEqual([
      '1 Ann T.',
      '2 Bea T.',
    ]);
  });

  it('lists a caller once even when the leaders include them', () => {
    const me = user('me', 6);
    expect(
      ranks(rankBoard({ callerId: 'me', leaders: [me, user('ann', 2)], caller: me, aboveCaller: 0 })),
    ).toEqual(['1 Me T. *', '2 Ann T.']);
  });

  it('is empty when nobody has sent a message', () => {
    expect(rankBoard({ callerId: 'me', leaders: [], caller: null, aboveCaller: 0 })).toEqual([]);
  });
});

describe('leaderboard names', () => {
  it('shows the first name and the last initial', () => {
    expect(leaderboardName('Noor', 'Ahmed')).toBe('Noor A.');
    expect(leaderboardName('  Noor ', ' al-Sayed ')).toBe('Noor A.');
    expect(leaderboardName('Émile', 'ølsen')).toBe('Émile Ø.');
    expect(leaderboardName('Ada', '𝔏ovelace')).toBe('Ada 𝔏.');
  });

  it('does with what sign-in gave when a name is missing', () => {
    expect(leaderboardName('Cher', '')).toBe('Cher');
    expect(leaderboardName('', 'Okafor')).toBe('O.');
    expect(leaderboardName(' ', ' ')).toBe(NAMELESS_USER);
  });

  it('keys a month by its UTC calendar month', () => {
    expect(monthOf('2026-10-31T23:59:59.999Z')).toBe('2026-10');
    expect(monthOf(new Date('2026-11-01T00:00:00.000Z'))).toBe('2026-11');
    expect(monthOf('2026-11-01T00:30:00.000+01:00')).toBe('2026-10');
  });
});
