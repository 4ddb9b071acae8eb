import { commandMetadata } from '../../platform/commands/command-metadata';
import { callerMetadata, keyedCallerMetadata } from './caller-metadata';

describe("billing's view of command metadata", () => {
  it('keeps the caller and the key of a signed-in call', () => {
    const meta = commandMetadata('ada', { idempotencyKey: 'checkout-1' });

    expect(keyedCallerMetadata(meta)).toEqual(meta);
    expect(callerMetadata(meta).actorUserId).toBe('ada');
  });

  it('refuses metadata without a caller or, where the route requires one, without a key', () => {
    expect(() => callerMetadata(commandMetadata(null))).toThrow('signed-in caller');
    expect(() => keyedCallerMetadata(commandMetadata('ada'))).toThrow('Idempotency-Key is required');
  });
});
