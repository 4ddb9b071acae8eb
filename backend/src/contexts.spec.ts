import { billingMigrations } from './billing/billing.migrations';
import { writeSideMigrations } from './platform/database/migrations';
import { upcaster } from './platform/event-store/event-upcasters';

describe('the composition root', () => {
  it("gives the platform billing's tables and the user stream's upcasting", () => {
    expect(Object.keys(writeSideMigrations())).toEqual(
      expect.arrayContaining(Object.keys(billingMigrations)),
    );
    expect(upcaster.currentVersion('UserRegistered')).toBe(2);
  });
});
