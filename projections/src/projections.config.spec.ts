import { loadProjectionsConfig, ProjectionsConfigError } from './projections.config';

describe('projections configuration', () => {
  it('says clearly when DATABASE_URL is missing', () => {
    expect(() => loadProjectionsConfig({})).toThrow(ProjectionsConfigError);
    expect(() => loadProjectionsConfig({})).toThrow(/DATABASE_URL is not set/);
    expect(() => loadProjectionsConfig({ DATABASE_URL: ' ' })).toThrow(/DATABASE_URL is not set/);
  });

  it('rejects a URL that is not PostgreSQL', () => {
    expect(() => loadProjectionsConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(/postgres:\/\//);
  });

  it('fills defaults for batch sizes and intervals', () => {
    const config = loadProjectionsConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/outreach' });
    expect(config).toMatchObject({ PROJECTIONS_BATCH_SIZE: 5000, PROJECTIONS_POLL_INTERVAL_MS: 500 });
  });
});
