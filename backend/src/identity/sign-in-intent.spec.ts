import { signUpQuery } from './sign-in-intent';

const problems = (query: Record<string, unknown>) => {
  const parsed = signUpQuery.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the sign-up query', () => {
  it('accepts a plan by key or display name in any case, a cycle and trimmed campaign parameters', () => {
    expect(
      signUpQuery.parse({ plan: 'growth', cycle: 'yearly', utm_source: ' mit-ai ', utm_medium: 'email' }),
    ).toEqual({
      flow: 'signup',
      plan: 'Basic',
      cycle: 'yearly',
      utm: { source: 'mit-ai', medium: 'email' },
    });
    expect(signUpQuery.parse({ plan: 'STARTER' }).plan).toBe('Free');
    expect(signUpQuery.parse({ plan: 'Pro' }).plan).toBe('Pro');
  });

  it('treats missing or blank values as nothing chosen and ignores unknown parameters', () => {
    expect(signUpQuery.parse({ plan: '', cycle: ' ', utm_term: '', ref: 'x' })).toEqual({
      flow: 'signup',
      plan: null,
      cycle: null,
      utm: {},
    });
  });

  it('names the field of a bad plan, cycle or campaign parameter', () => {
    expect(problems({ plan: 'Max' })).toEqual([expect.stringMatching(/^plan must be one of/)]);
    expect(problems({ cycle: 'weekly' })).toEqual(['cycle must be monthly or yearly']);
    expect(problems({ utm_campaign: 'x'.repeat(201) })).toEqual([
      'utm_campaign must be at most 200 characters',
    ]);
    expect(problems({ utm_source: ['a', 'b'] })).toEqual(['utm_source must be text']);
    expect(problems({ utm_content: 'x'.repeat(200) })).toEqual([]);
  });
});
