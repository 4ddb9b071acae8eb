import { UpcasterRegistry } from './upcasting';

/**
 * Every upcasting step of the application's events, applied on all reads. Register a step when an event's
 * shape changes (ARCHITECTURE.md: events are never reshaped in place), e.g.
 * `.register('ClubCreated', 1, (data) => ({ ...data, isActive: true }))`.
 */
export const upcaster = new UpcasterRegistry();
