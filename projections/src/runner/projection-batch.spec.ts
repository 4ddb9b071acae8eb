import {
  MAX_NOTIFY_PAYLOAD_BYTES,
  notifyPayload,
  parseNotifyPayload,
  projectionBatch,
} from './projection-batch';

describe('projection batch payloads', () => {
  it('keeps the touched keys when the payload fits a NOTIFY', () => {
    const payload = notifyPayload(projectionBatch('clubs-list', '00000001', ['a', 'b', 'a']));
    expect(JSON.parse(payload)).toEqual({
      projection: 'clubs-list',
      checkpoint: '00000001',
      keys: ['a', 'b'],
    });
  });

  it('sends keys: null when the keys would overflow the NOTIFY limit', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => `club-code-${i}`);
    const payload = notifyPayload(projectionBatch('clubs-list', '00000002', keys));
    expect(Buffer.byteLength(payload)).toBeLessThan(MAX_NOTIFY_PAYLOAD_BYTES);
    expect(JSON.parse(payload)).toEqual({ projection: 'clubs-list', checkpoint: '00000002', keys: null });
  });

  it('counts bytes, not characters, against the limit', () => {
    const keys = Array.from({ length: 1000 }, (_, i) => `é${i}`);
    expect(JSON.parse(notifyPayload(projectionBatch('clubs-list', '1', keys))).keys).toBeNull();
  });

  it('parses what it sends and rejects anything else', () => {
    const batch = projectionBatch('clubs-list', '9', null);
    expect(parseNotifyPayload(notifyPayload(batch))).toEqual(batch);
    expect(parseNotifyPayload('not json')).toBeNull();
    expect(parseNotifyPayload(JSON.stringify({ projection: 1 }))).toBeNull();
    expect(
      parseNotifyPayload(JSON.stringify({ projection: 'no-such-list', checkpoint: '1', keys: null })),
    ).toBeNull();
  });
});
