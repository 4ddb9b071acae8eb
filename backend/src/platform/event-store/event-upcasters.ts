import { registeredContexts } from '../context-contributions';
import { UpcasterRegistry, type Upcaster } from './upcasting';

let registry: UpcasterRegistry | null = null;

// Built at first use rather than at import, so the composition root may be imported after this module.
function steps(): UpcasterRegistry {
  if (!registry) {
    const built = new UpcasterRegistry();
    for (const { upcasts = [] } of Object.values(registeredContexts())) {
      for (const { eventType, fromSchemaVersion, step } of upcasts)
        built.register(eventType, fromSchemaVersion, step);
    }
    registry = built;
  }
  return registry;
}

/**
 * Every upcasting step of the application's events, applied on all reads: each context declares the steps of its
 * own events and the composition root registers them. New events are written at the version after the last step.
 */
export const upcaster: Upcaster = {
  upcast: (event) => steps().upcast(event),
  currentVersion: (eventType) => steps().currentVersion(eventType),
};
