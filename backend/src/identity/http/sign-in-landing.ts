import type { TokenPair } from '../auth-sessions.service';
import type { SignInIntent } from '../sign-in-intent';
import type { SignUpOutcome } from '../sign-up.process';

/** A frontend page and its query: the redirect contract the login and sign-up callbacks are built on. */
export interface Landing {
  page: '/auth/callback' | '/signup/callback';
  params: Record<string, string>;
}

/**
 * Returning users land on the login callback (existing_user=true when they pressed sign-up); new accounts,
 * including a first login, land on the sign-up callback with the plan to continue with and the club's answer.
 */
export function signInLanding(session: TokenPair & SignUpOutcome, intent: SignInIntent): Landing {
  const tokens = { token: session.accessToken, refresh_token: session.refreshToken };
  if (session.existingUser) {
    return {
      page: '/auth/callback',
      params: intent.flow === 'signup' ? { ...tokens, existing_user: 'true' } : tokens,
    };
  }
  const club = session.club;
  const params: Record<string, string> = {
    ...tokens,
    plan: club?.status === 'granted' ? 'Pro' : (intent.plan ?? 'Free'),
  };
  if (intent.cycle) params.cycle = intent.cycle;
  if (club) {
    params.club_code = club.clubCode;
    params.club_name = club.clubName;
    params.free_pro = String(club.status === 'granted');
    if (club.status !== 'granted') params.club_status = club.status;
  }
  return { page: '/signup/callback', params };
}
