import { roundedDown, siteStatsFrom } from './site-stats.rules';

describe('site stats', () => {
  it('rounds down, never up, so the page can say N+', () => {
    expect(roundedDown(10)).toBe(10);
    expect(roundedDown(37)).toBe(30);
    expect(roundedDown(99)).toBe(90);
    expect(roundedDown(153)).toBe(150);
    expect(roundedDown(2537)).toBe(2500);
    expect(roundedDown(19_999)).toBe(19_000);
  });

  it('leaves out every figure of a fresh install', () => {
    expect(siteStatsFrom({ jobSeekersWhoSent: 0, companies: 0, sent: 0, replied: 0 })).toEqual({
      job_seekers_helped: null,
      companies_researched: null,
      response_rate: null,
    });
  });

  it('states a response rate only over at least 100 sent messages, as a whole percent rounded down', () => {
    expect(siteStatsFrom({ jobSeekersWhoSent: 9, companies: 12, sent: 99, replied: 90 })).toEqual({
      job_seekers_helped: null,
      companies_researched: 10,
      response_rate: null,
    });
    expect(siteStatsFrom({ jobSeekersWhoSent: 2600, companies: 151, sent: 200, replied: 171 })).toEqual({
      job_seekers_helped: 2600,
      companies_researched: 150,
      response_rate: 85,
    });
  });
});
