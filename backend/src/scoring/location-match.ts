import type { MatchDetail } from './scoring.contract';

const US_STATES: Readonly<Record<string, string>> = {
  alabama: 'al',
  alaska: 'ak',
  arizona: 'az',
  arkansas: 'ar',
  california: 'ca',
  colorado: 'co',
  connecticut: 'ct',
  delaware: 'de',
  'district of columbia': 'dc',
  florida: 'fl',
  georgia: 'ga',
  hawaii: 'hi',
  idaho: 'id',
  illinois: 'il',
  indiana: 'in',
  iowa: 'ia',
  kansas: 'ks',
  kentucky: 'ky',
  louisiana: 'la',
  maine: 'me',
  maryland: 'md',
  massachusetts: 'ma',
  michigan: 'mi',
  minnesota: 'mn',
  mississippi: 'ms',
  missouri: 'mo',
  montana: 'mt',
  nebraska: 'ne',
  nevada: 'nv',
  'new hampshire': 'nh',
  'new jersey': 'nj',
  'new mexico': 'nm',
  'new york': 'ny',
  'north carolina': 'nc',
  'north dakota': 'nd',
  ohio: 'oh',
  oklahoma: 'ok',
  oregon: 'or',
  pennsylvania: 'pa',
  'rhode island': 'ri',
  'south carolina': 'sc',
  'south dakota': 'sd',
  tennessee: 'tn',
  texas: 'tx',
  utah: 'ut',
  vermont: 'vt',
  virginia: 'va',
  washington: 'wa',
  'west virginia': 'wv',
  wisconsin: 'wi',
  wyoming: 'wy',
};
const STATE_CODES = new Set(Object.values(US_STATES));

/** A place as parts: the city (first part) and US state codes or other region names (the rest). */
export interface Place {
  city: string;
  regions: string[];
  remote: boolean;
}

const clean = (part: string): string =>
  part
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const regionOf = (part: string): string => US_STATES[part] ?? part;

/** "Austin, TX", "Austin, Texas, United States", "Remote - US", "New York" (a state name alone is a region). */
export function placeOf(text: string | null | undefined): Place {
  const raw = text ?? '';
  const remote = /\bremote\b/i.test(raw);
  const parts = raw
    .split(/,|\s[-–|/]\s|\(|\)/)
    .map(clean)
    .filter((part) => part !== '' && part !== 'remote');
  if (parts.length === 0) return { city: '', regions: [], remote };
  const [first, ...rest] = parts;
  const firstIsRegion = parts.length === 1 && (US_STATES[first] !== undefined || STATE_CODES.has(first));
  return firstIsRegion
    ? { city: '', regions: [regionOf(first)], remote }
    : { city: first, regions: rest.map(regionOf), remote };
}

/**
 * 1 when the job or person is remote or in the profile's city (with the same state when both name one),
 * 0.6 when only the state is the same, else 0.
 */
export function locationMatch(profileLocation: string, other: string | null | undefined): MatchDetail {
  return placeMatch(placeOf(profileLocation), placeOf(other));
}

/** locationMatch against one profile location for many places; each distinct place is compared once. */
export function locationMatcher(profileLocation: string): (other: string | null | undefined) => MatchDetail {
  const mine = placeOf(profileLocation);
  const seen = new Map<string, MatchDetail>();
  return (other) => {
    const key = other ?? '';
    let match = seen.get(key);
    if (match === undefined) {
      match = placeMatch(mine, placeOf(other));
      seen.set(key, match);
    }
    return { score: match.score, terms: [...match.terms] };
  };
}

function placeMatch(mine: Place, theirs: Place): MatchDetail {
  if (mine.city === '' && mine.regions.length === 0 && !mine.remote) return { score: 0, terms: [] };
  if (theirs.remote) return { score: 1, terms: ['remote'] };
  const sharedRegions = mine.regions.filter((region) => theirs.regions.includes(region));
  const bothNameStates =
    mine.regions.some((region) => STATE_CODES.has(region)) &&
    theirs.regions.some((region) => STATE_CODES.has(region));
  const stateConflict = bothNameStates && !sharedRegions.some((region) => STATE_CODES.has(region));
  if (mine.city !== '' && mine.city === theirs.city && !stateConflict) {
    return {
      score: 1,
      terms: [mine.city, ...sharedRegions.filter((region) => STATE_CODES.has(region))].slice(0, 8),
    };
  }
  const sharedState = sharedRegions.find((region) => STATE_CODES.has(region));
  if (sharedState !== undefined) return { score: 0.6, terms: [sharedState] };
  return { score: 0, terms: [] };
}
