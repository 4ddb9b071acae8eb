import { billingMigrations } from './billing/billing.migrations';
import { registerContexts } from './platform/context-contributions';
import { userUpcasts } from './users/user.events';

/**
 * The composition root of what contexts give the platform: their own write-side tables and the upcasting steps of
 * their events, one line per context that has any. The platform reads the registry and imports no context. Imported
 * by every entry point: the API (app.module.ts), the migrate and token scripts, the projection runner and its CLI,
 * the benches, and Jest (setupFiles) for the test database factory.
 */
registerContexts({
  billing: { migrations: billingMigrations },
  users: { upcasts: userUpcasts },
});
