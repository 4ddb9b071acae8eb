import { projectorTestbed } from '../runner/testing/projector-testbed';
import {
  messageTrackingEventsTable,
  messageTrackingProjector,
  messageTrackingTotalsTable,
} from './message-tracking.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, rowsOf, batchedAndSingly, reapplied } = projectorTestbed(
  messageTrackingProjector,
  messageTrackingTotalsTable,
  { category: 'message-tracking', key: 'messageId', year: 2026, schemaVersion: 1 },
);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLE_PROXY =
  'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
const ids = { messageId: 'm1', contactId: 'c1', userId: 'ada' };

const sent = (at: string, extra = {}) => recorded('MessageSent', { ...ids, ...extra }, at);
const hit = (at: string, userAgent: string | null, method = 'GET') => ({
  ...ids,
  userAgent,
  ipPrefix: '203.0.113.0/24',
  method,
  at,
});
const opened = (at: string, userAgent: string | null, method?: string) =>
  recorded('MessageOpened', hit(at, userAgent, method), at);
const clicked = (at: string, userAgent: string | null, url = 'https://example.org/') =>
  recorded('LinkClicked', { ...hit(at, userAgent), url }, at);

/** Everything of one conversation: sent, a proxy prefetch, a person's open, a scanner and a person's click. */
const history = () => [
  sent('2026-11-23T10:00:00.000Z'),
  opened('2026-11-23T10:00:02.000Z', GOOGLE_PROXY),
  clicked('2026-11-23T10:00:03.000Z', 'Microsoft-ATP-SafeLinks/1.0'),
  opened('2026-11-23T11:00:00.000Z', CHROME),
  clicked('2026-11-23T11:00:30.000Z', CHROME, 'https://example.org/jobs'),
  opened('2026-11-23T12:00:00.000Z', CHROME, 'HEAD'),
];

describe('message tracking projector', () => {
  it('keeps every hit with its verdict and counts all and human opens and clicks', async () => {
    const schema = await freshSchema();
    const events = history();
    const { keys } = await apply(schema, events);

    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      {
        message_id: 'm1',
        user_id: 'ada',
        contact_id: 'c1',
        opens: 3,
        human_opens: 1,
        clicks: 2,
        human_clicks: 1,
        first_human_open_at: '2026-11-23T11:00:00.000Z',
        last_event_at: '2026-11-23T12:00:00.000Z',
        sent_at: '2026-11-23T10:00:00.000Z',
        first_open_at: '2026-11-23T10:00:02.000Z',
        position: events[5].position,
      },
    ]);
    const hits = await rowsOf(schema, messageTrackingEventsTable);
    expect(hits.map((row) => [row.kind, row.url, row.suspected])).toEqual([
      ['open', null, 'image_proxy'],
      ['click', 'https://example.org/', 'link_scanner'],
      ['open', null, null],
      ['click', 'https://example.org/jobs', null],
      ['open', null, 'head_request'],
    ]);
    expect(hits[0]).toEqual(
      expect.objectContaining({
        event_id: events[1].eventId,
        user_agent: GOOGLE_PROXY,
        ip_prefix: '203.0.113.0/24',
        method: 'GET',
        at: '2026-11-23T10:00:02.000Z',
      }),
    );
  });

  it('flags a person-looking click before any open and one right after the send', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      sent('2026-11-23T10:00:00.000Z'),
      clicked('2026-11-23T10:00:05.000Z', CHROME),
      clicked('2026-11-23T10:30:00.000Z', CHROME),
    ]);
    const hits = await rowsOf(schema, messageTrackingEventsTable);
    expect(hits.map((row) => row.suspected)).toEqual(['too_soon_after_send', 'click_before_open']);
    expect(await rows(schema)).toEqual([expect.objectContaining({ clicks: 2, human_clicks: 0 })]);
  });

  it('counts hits that arrive before the send is recorded, judging clicks by opens alone', async () => {
    const schema = await freshSchema();
    await apply(schema, [opened('2026-11-23T10:00:01.000Z', CHROME), sent('2026-11-23T10:00:00.000Z')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ opens: 1, human_opens: 1, sent_at: '2026-11-23T10:00:00.000Z' }),
    ]);
  });

  it('lands the same in one batch as one event per batch', async () => {
    const { batched, single } = await batchedAndSingly(history());
    expect(single).toEqual(batched);
  });

  it('counts nothing twice when a batch is applied again', async () => {
    const events = history();
    const { once, after } = await reapplied(events, events.slice(2, 4));
    expect(after).toEqual(once);
    expect(once[0]).toEqual(expect.objectContaining({ opens: 3, clicks: 2 }));
  });
});
