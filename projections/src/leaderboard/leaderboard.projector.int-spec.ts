import { projectorTestbed } from '../runner/testing/projector-testbed';
import { leaderboardCountsTable, leaderboardProjector, leaderboardUsersTable } from './leaderboard.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, rowsOf, batchedAndSingly, reapplied } = projectorTestbed(
  leaderboardProjector,
  leaderboardCountsTable,
  { category: 'user', key: 'userId', year: 2026, schemaVersion: 2 },
);

const registered = (userId: string, firstName: string, lastName: string) =>
  recorded('UserRegistered', {
    userId,
    email: `${userId}@example.com`,
    firstName,
    lastName,
    provider: 'local',
    signup: { flow: 'signup', plan: null, cycle: null },
    utm: {},
  });
let messages = 0;
const sent = (userId: string, at: string) => {
  messages += 1;
  const ids = { contactId: `c${messages}`, userId, messageId: `m${messages}` };
  return recorded(
    'MessageSent',
    { ...ids, smtpMessageId: `<m${messages}@app.test>`, transport: 'outbox' },
    at,
  );
};
const failed = (userId: string, at: string) =>
  recorded('MessageFailed', { contactId: 'c0', userId, messageId: 'm0', reason: 'refused' }, at);
const toggled = (userId: string, setting: string, enabled: boolean) =>
  recorded('SettingToggled', { userId, setting, enabled });

const byKey = <Row extends { period_user: string }>(list: Row[]) =>
  Object.fromEntries(list.map((row) => [row.period_user, row]));

/** Noor sends three (one in October), Ben one; Noor hides herself, then shows herself again. */
const history = () => [
  registered('noor', 'Noor', 'Ahmed'),
  registered('ben', 'Ben', 'Okafor'),
  sent('noor', '2026-10-31T23:59:59.000Z'),
  sent('noor', '2026-11-01T00:00:00.000Z'),
  sent('ben', '2026-11-02T09:00:00.000Z'),
  toggled('noor', 'show_on_leaderboard', false),
  sent('noor', '2026-11-03T10:00:00.000Z'),
  toggled('noor', 'show_on_leaderboard', true),
  toggled('noor', 'show_on_leaderboard', false),
];

describe('leaderboard projector', () => {
  it('counts each user’s messages sent of all time and per UTC month, and keeps names and visibility', async () => {
    const schema = await freshSchema();
    const events = history();
    await apply(schema, events);

    expect(byKey(await rows(schema))).toEqual({
      'all|noor': {
        period_user: 'all|noor',
        period: 'all',
        user_id: 'noor',
        messages_sent: 3,
        last_sent_at: '2026-11-03T10:00:00.000Z',
        position: events[6].position,
      },
      '2026-10|noor': expect.objectContaining({ period: '2026-10', messages_sent: 1 }),
      '2026-11|noor': expect.objectContaining({
        period: '2026-11',
        messages_sent: 2,
        last_sent_at: '2026-11-03T10:00:00.000Z',
      }),
      'all|ben': expect.objectContaining({ messages_sent: 1, last_sent_at: '2026-11-02T09:00:00.000Z' }),
      '2026-11|ben': expect.objectContaining({ user_id: 'ben', messages_sent: 1 }),
    });
    expect(await rowsOf(schema, leaderboardUsersTable)).toEqual(
      expect.arrayContaining([
        {
          user_id: 'noor',
          first_name: 'Noor',
          last_name: 'Ahmed',
          hidden: true,
          position: events[8].position,
        },
        {
          user_id: 'ben',
          first_name: 'Ben',
          last_name: 'Okafor',
          hidden: false,
          position: events[1].position,
        },
      ]),
    );
  });

  it('leaves failed sends and the other switches out', async () => {
    const schema = await freshSchema();
    const { handled, keys } = await apply(schema, [
      registered('ada', 'Ada', 'Lovelace'),
      failed('ada', '2026-11-05T10:00:00.000Z'),
      toggled('ada', 'tracking_enabled', false),
      toggled('ada', 'h1b_only', true),
    ]);
    expect(handled).toBe(3);
    expect(await rows(schema)).toEqual([]);
    expect(await rowsOf(schema, leaderboardUsersTable)).toEqual([
      expect.objectContaining({ user_id: 'ada', hidden: false }),
    ]);
    expect(keys).toEqual([]);
  });

  it('pushes to everyone when the board moved, and to nobody when it did not', async () => {
    const schema = await freshSchema();
    expect((await apply(schema, [registered('cy', 'Cy', 'Young')])).keys).toEqual([]);
    // A switch of a user who never sent changes nobody's board.
    expect((await apply(schema, [toggled('cy', 'show_on_leaderboard', false)])).keys).toEqual([]);
    expect((await apply(schema, [sent('cy', '2026-11-06T08:00:00.000Z')])).keys).toBeNull();
    // Once on the board, hiding or showing again changes what others see.
    expect((await apply(schema, [toggled('cy', 'show_on_leaderboard', true)])).keys).toBeNull();
  });

  it('lands the same in one batch as one event per batch', async () => {
    const { batched, single } = await batchedAndSingly(history());
    expect(single).toEqual(batched);
  });

  it('counts nothing twice when a batch is applied again', async () => {
    const events = history();
    const { once, again, after } = await reapplied(events, events.slice(3, 7));
    expect(after).toEqual(once);
    expect(again.keys).toEqual([]);
    expect(byKey(once)['all|noor'].messages_sent).toBe(3);
  });
});
