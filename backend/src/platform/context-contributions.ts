import type { Migration } from 'kysely';
import type { UpcastStep } from './event-store/upcasting';

/** One upcasting step of a context's event: its data at `fromSchemaVersion` brought to the next version. */
export interface EventUpcast {
  eventType: string;
  fromSchemaVersion: number;
  step: UpcastStep;
}

/** What a context hands the floor below it: the platform reads these and imports no context. */
export interface ContextContributions {
  /** The context's own write-side tables, named `YYYY-MM-DD-HHMM-…` so they sort into one history with the rest. */
  migrations?: Record<string, Migration>;
  /** Upcasting steps of the context's events (ARCHITECTURE.md: events are never reshaped in place). */
  upcasts?: readonly EventUpcast[];
}

let registered: Readonly<Record<string, ContextContributions>> | null = null;

/** Called once, by the composition root (backend/src/contexts.ts), before anything migrates or reads the log. */
export function registerContexts(contexts: Record<string, ContextContributions>): void {
  if (registered) throw new Error('The contexts are registered once, by backend/src/contexts.ts');
  registered = contexts;
}

/**
 * The registered contributions, by context. Throws when nothing registered them: an entry point that forgot the
 * composition root would otherwise migrate without the contexts' tables and read old events in their old shape.
 */
export function registeredContexts(): Readonly<Record<string, ContextContributions>> {
  if (!registered) {
    throw new Error(
      'No contexts are registered: import backend/src/contexts before migrating or reading events',
    );
  }
  return registered;
}
