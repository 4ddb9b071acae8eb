import { LOGIN_INTENT, SignInIntent } from '../sign-in-intent';
import type { ClubLinkOutcome } from '../sign-up.process';
import { signInLanding } from './sign-in-landing';

const tokens = { accessToken: 'access', refreshToken: 'refresh' };
const session = (existingUser: boolean, club: ClubLinkOutcome | null = null) => ({
  ...tokens,
  userId: 'u-1',
  email: 'ada@example.com',
  existingUser,
  club,
});
const signUp = (overrides: Partial<SignInIntent> = {}): SignInIntent => ({
  flow: 'signup',
  plan: null,
  cycle: null,
  utm: {},
  ...overrides,
});

describe('where a sign-in lands on the frontend', () => {
  it('sends a returning user to the login callback, without existing_user on a plain login', () => {
    expect(signInLanding(session(true), LOGIN_INTENT)).toEqual({
      page: '/auth/callback',
      params: { token: 'access', refresh_token: 'refresh' },
    });
  });

  it('tells a returning user who pressed sign-up that they were already registered', () => {
    expect(signInLanding(session(true), signUp({ plan: 'Pro', cycle: 'yearly' }))).toEqual({
      page: '/auth/callback',
      params: { token: 'access', refresh_token: 'refresh', existing_user: 'true' },
    });
  });

  it('sends a first login to the sign-up callback on the Free plan', () => {
    expect(signInLanding(session(false), LOGIN_INTENT)).toEqual({
      page: '/signup/callback',
      params: { token: 'access', refresh_token: 'refresh', plan: 'Free' },
    });
  });

  it('carries the chosen plan and cycle of a new sign-up', () => {
    expect(signInLanding(session(false), signUp({ plan: 'Basic', cycle: 'monthly' })).params).toEqual({
      token: 'access',
      refresh_token: 'refresh',
      plan: 'Basic',
      cycle: 'monthly',
    });
  });

  it('gives a member who got a club seat the Pro plan and the club', () => {
    const club: ClubLinkOutcome = { clubCode: 'mit-ai', clubName: 'MIT AI Club', status: 'granted' };

    expect(signInLanding(session(false, club), signUp({ utm: { source: 'mit-ai' } })).params).toEqual({
      token: 'access',
      refresh_token: 'refresh',
      plan: 'Pro',
      club_code: 'mit-ai',
      club_name: 'MIT AI Club',
      free_pro: 'true',
    });
  });

  it('says why a club link gave no seat and keeps the plan the member chose, else Free', () => {
    for (const status of ['full', 'inactive'] as const) {
      const club: ClubLinkOutcome = { clubCode: 'mit-ai', clubName: 'MIT AI Club', status };
      expect(signInLanding(session(false, club), signUp()).params).toEqual({
        token: 'access',
        refresh_token: 'refresh',
        plan: 'Free',
        club_code: 'mit-ai',
        club_name: 'MIT AI Club',
        free_pro: 'false',
        club_status: status,
      });
    }
    const full: ClubLinkOutcome = { clubCode: 'mit-ai', clubName: 'MIT AI Club', status: 'full' };
    expect(signInLanding(session(false, full), signUp({ plan: 'Pro' })).params.plan).toBe('Pro');
  });
});
