import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { OnboardingEvent } from '@outreach/backend/onboarding/onboarding.events';
import { ONBOARDING_EVENT_TYPES } from '@outreach/backend/onboarding/onboarding.events';
import type {
  OnboardingReadModels,
  OnboardingStatusRow,
} from '@outreach/backend/onboarding/queries/onboarding-status.row';
import { pathOfChoice } from '@outreach/backend/onboarding/tour-steps.contract';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<OnboardingStatusRow>;

export const onboardingStatusTable: KeyedTable<Row> = {
  name: 'onboarding_status',
  key: 'user_id',
  columns: {
    user_id: 'text',
    step: 'text',
    path: 'text NULL',
    skipped: 'boolean',
    minimized: 'boolean',
    completed: 'boolean',
    updated_at: 'timestamptz',
    position: 'text',
  },
};

type OnboardingRecordedEvent = RecordedEvent & OnboardingEvent;

/** Applies one event to a user's row in memory; a user without a row is at START, as the decider starts. */
function evolveRow(row: Row | null, event: OnboardingRecordedEvent): Row {
  const at = event.metadata.recordedAt;
  const fresh = {
    step: 'START' as const,
    path: null,
    skipped: false,
    minimized: false,
    completed: false,
  };
  const base: Row = row ?? { user_id: event.data.userId, ...fresh, updated_at: at, position: event.position };
  const touched = { updated_at: at, position: event.position };
  switch (event.type) {
    case 'TourStepCompleted': {
      const { next, choice } = event.data;
      return {
        ...base,
        step: next,
        path: choice ? pathOfChoice(choice) : base.path,
        completed: next === 'DONE',
        ...touched,
      };
    }
    case 'TourSkipped':
      return { ...base, skipped: true, ...touched };
    case 'TourRestarted':
      return { ...base, ...fresh, ...touched };
    case 'TourMinimized':
      return { ...base, minimized: true, ...touched };
    case 'TourShown':
      return { ...base, minimized: false, ...touched };
    default: {
      const _never: never = event;
      return base;
    }
  }
}

/** Each user's place in the guided tour (step, path, skipped, minimized, completed); queries read the caller's row. */
export const onboardingStatusProjector: Projector<OnboardingReadModels> = keyedTableProjector({
  name: 'onboarding-status',
  // v2: the minimized column.
  version: 2,
  description: "Each user's guided-tour status: current step, chosen path, skipped, minimized and completed",
  handles: ONBOARDING_EVENT_TYPES,
  table: onboardingStatusTable,
  keyOfEvent: (event) => event.data.userId,
  evolve: evolveRow,
});
