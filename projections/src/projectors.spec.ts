import { PROJECTION_NAMES } from '@outreach/backend/platform/realtime/projections.contract';
import { allProjectors } from './projectors';

describe('projectors', () => {
  it('builds every read model the registry declares, each once', () => {
    expect(allProjectors.map((projector) => projector.name).sort()).toEqual([...PROJECTION_NAMES].sort());
  });
});
