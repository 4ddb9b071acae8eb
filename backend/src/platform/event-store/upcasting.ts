import type { RecordedEvent } from './event-store.port';

/**
 * Turns the data of one event type from one schema version into the next. A step names the old shape it reads
 * (`(data: { name: string }) => …`): stored JSON carries no type, its schema version says which step fits.
 */
export type UpcastStep = (data: never) => unknown;

/** Brings events read from the log up to the shape current code expects. */
export interface Upcaster {
  upcast(event: RecordedEvent): RecordedEvent;
  /** The schema version new events of this type are written with. */
  currentVersion(eventType: string): number;
}

/** Upcasting steps keyed by (event type, schema version they read); an old event runs every step up to current. */
export class UpcasterRegistry implements Upcaster {
  private readonly steps = new Map<string, Map<number, UpcastStep>>();

  register(eventType: string, fromSchemaVersion: number, step: UpcastStep): this {
    if (!Number.isInteger(fromSchemaVersion) || fromSchemaVersion < 1) {
      throw new Error(`Schema versions start at 1; got ${fromSchemaVersion} for ${eventType}`);
    }
    const byVersion = this.steps.get(eventType) ?? new Map<number, UpcastStep>();
    if (byVersion.has(fromSchemaVersion)) {
      throw new Error(`An upcaster for ${eventType} v${fromSchemaVersion} is already registered`);
    }
    byVersion.set(fromSchemaVersion, step);
    this.steps.set(eventType, byVersion);
    return this;
  }

  currentVersion(eventType: string): number {
    const byVersion = this.steps.get(eventType);
    let version = 1;
    while (byVersion?.has(version)) version += 1;
    return version;
  }

  upcast(event: RecordedEvent): RecordedEvent {
    const byVersion = this.steps.get(event.type);
    if (!byVersion) return event;
    let version = event.metadata.schemaVersion ?? 1;
    let data = event.data;
    let step = byVersion.get(version);
    if (!step) return event;
    while (step) {
      data = step(data as never);
      version += 1;
      step = byVersion.get(version);
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  }
}

/** For stores whose events are all at their first schema version. */
export const noUpcasting: Upcaster = {
  upcast: (event) => event,
  currentVersion: () => 1,
};
