import { projectorTestbed } from '../runner/testing/projector-testbed';
import { outgoingActivityProjector, outgoingActivitySlotsTable } from './outgoing-activity.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  outgoingActivityProjector,
  outgoingActivitySlotsTable,
  { category: 'conversation', key: 'contactId', actorUserId: 'ada', year: 2026, schemaVersion: 1 },
);

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

const counts = async (schema: string) =>
  Object.fromEntries(
    (await rows(schema)).map((row) => [row.slot_key, [new Date(row.slot).toISOString(), row.sent]]),
  );

/** Ada sends three in one quarter hour and one in the next, Bob one in Ada's first quarter hour. */
const history = () => [
  sent('ada', '2026-11-23T10:00:00.000Z'),
  sent('ada', '2026-11-23T10:07:30.000Z'),
  sent('bob', '2026-11-23T10:08:00.000Z'),
  sent('ada', '2026-11-23T10:14:59.999Z'),
  sent('ada', '2026-11-23T10:15:00.000Z'),
];

describe('outgoing activity projector', () => {
  it("counts each user's sends per UTC quarter hour, apart from other users'", async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, history());
    expect(keys?.sort()).toEqual(['ada', 'bob']);
    expect(await counts(schema)).toEqual({
      'ada|2026-11-23T10:00:00.000Z': ['2026-11-23T10:00:00.000Z', 3],
      'ada|2026-11-23T10:15:00.000Z': ['2026-11-23T10:15:00.000Z', 1],
      'bob|2026-11-23T10:00:00.000Z': ['2026-11-23T10:00:00.000Z', 1],
    });
  });

  it('adds a later batch to the counts already stored', async () => {
    const schema = await freshSchema();
    await apply(schema, history());
    await apply(schema, [sent('ada', '2026-11-23T10:01:00.000Z')]);
    expect((await counts(schema))['ada|2026-11-23T10:00:00.000Z']).toEqual(['2026-11-23T10:00:00.000Z', 4]);
  });

  it('ends with the same rows whether the history lands in one batch or one event at a time', async () => {
    const { batched, single } = await batchedAndSingly(history());
    expect(single).toEqual(batched);
  });

  it('counts nothing twice when a batch is applied again (a rebuild replays from the start)', async () => {
    const events = history();
    const { once, again, after } = await reapplied(events, events.slice(1, 4));
    expect(after).toEqual(once);
    expect(again.keys).toEqual([]);
  });
});
