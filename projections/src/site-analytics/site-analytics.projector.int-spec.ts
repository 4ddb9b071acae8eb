import { projectorTestbed } from '../runner/testing/projector-testbed';
import { siteAnalyticsProjector, siteButtonClicksTable } from './site-analytics.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  siteAnalyticsProjector,
  siteButtonClicksTable,
  { category: 'site-analytics', key: 'day', year: 2026, schemaVersion: 1 },
);

const clicked = (day: string, buttonName: string) =>
  recorded('ButtonClicked', { day, buttonName }, `${day}T12:00:00.000Z`);

const byKey = (list: { day_button: string; clicks: number }[]) =>
  Object.fromEntries(list.map((row) => [row.day_button, row.clicks]));

const history = () => [
  clicked('2026-11-27', 'demo_search'),
  clicked('2026-11-27', 'demo_search'),
  clicked('2026-11-27', 'demo_sign_up'),
  clicked('2026-11-28', 'demo_search'),
];

describe('site-analytics projector', () => {
  it('counts clicks per button and UTC day', async () => {
    const schema = await freshSchema();
    await apply(schema, history());
    expect(byKey(await rows(schema))).toEqual({
      '2026-11-27|demo_search': 2,
      '2026-11-27|demo_sign_up': 1,
      '2026-11-28|demo_search': 1,
    });
  });

  it('counts the same whether the events land in one batch or one at a time', async () => {
    const { batched, single } = await batchedAndSingly(history());
    expect(byKey(single)).toEqual(byKey(batched));
  });

  it('counts each click once when a batch is applied again', async () => {
    const events = history();
    const { once, after } = await reapplied(events, events.slice(1, 3));
    expect(byKey(after)).toEqual(byKey(once));
  });
});
