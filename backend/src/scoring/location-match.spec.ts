import { locationMatch, placeOf } from './location-match';

describe('locationMatch', () => {
  it('matches the same city, whether the state is written out or abbreviated', () => {
    expect(locationMatch('Austin, TX', 'Austin, Texas')).toEqual({ score: 1, terms: ['austin', 'tx'] });
    expect(locationMatch('Austin, Texas, United States', 'austin')).toEqual({ score: 1, terms: ['austin'] });
  });

  it('gives part credit for the same state and none for another place', () => {
    expect(locationMatch('Austin, TX', 'Dallas, Texas')).toEqual({ score: 0.6, terms: ['tx'] });
    expect(locationMatch('Austin, TX', 'Denver, CO')).toEqual({ score: 0, terms: [] });
    expect(locationMatch('Portland, OR', 'Portland, ME')).toEqual({ score: 0, terms: [] });
  });

  it('counts remote jobs as anywhere, and a profile without a place as nowhere', () => {
    expect(locationMatch('Austin, TX', 'Remote - US')).toEqual({ score: 1, terms: ['remote'] });
    expect(locationMatch('', 'Remote')).toEqual({ score: 0, terms: [] });
    expect(locationMatch('Austin, TX', null)).toEqual({ score: 0, terms: [] });
  });

  it('reads a state on its own as a region, not a city', () => {
    expect(placeOf('New York')).toEqual({ city: '', regions: ['ny'], remote: false });
    expect(placeOf('New York, NY')).toEqual({ city: 'new york', regions: ['ny'], remote: false });
    expect(locationMatch('Texas', 'Houston, TX')).toEqual({ score: 0.6, terms: ['tx'] });
  });
});
