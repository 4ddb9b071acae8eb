import { upcastUserRegisteredV1 } from '../../users/user.events';
import { UpcasterRegistry } from './upcasting';

/**
 * Every upcasting step of the application's events, applied on all reads. Register a step when an event's
 * shape changes (ARCHITECTURE.md: events are never reshaped in place); new events are written at the
 * version after the last registered step.
 */
export const upcaster = new UpcasterRegistry().register('UserRegistered', 1, upcastUserRegisteredV1);
