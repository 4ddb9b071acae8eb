import { clubsListProjector } from './clubs-list/clubs-list.projector';
import type { Projector } from './runner/projector';

/** Every projector the runner keeps live and the CLI knows by name. */
export const allProjectors: readonly Projector[] = [clubsListProjector];
