import request, { type Response } from 'supertest';
import type { DoubleIdentity, IdentityDoubles } from './identity-doubles';

type Server = Parameters<typeof request>[0];

export interface SignInStart {
  /** Where the app sent the browser to sign in. */
  authorize: URL;
  stateCookie: string;
}

export interface ProviderRoundTrip extends SignInStart {
  callback: URL;
  /** The frontend URL the app finally redirected to. */
  landing: URL;
}

/** A start route, as a browser follows it: the provider's sign-in URL and the signed-state cookie set with it. */
export async function startSignIn(server: Server, startPath: string): Promise<SignInStart> {
  const start = await request(server).get(startPath).expect(302);
  const stateCookie = ((start.headers['set-cookie'] as unknown as string[] | undefined) ?? [])
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('oauth_state=')) as string;
  return { authorize: new URL(start.headers.location), stateCookie };
}

/** A provider that signs in without asking (a double): the callback URL it sends the browser back to. */
export async function consentAt(authorize: URL): Promise<string> {
  const consent = await request(authorize.origin).get(`${authorize.pathname}${authorize.search}`).expect(302);
  return consent.headers.location;
}

/** The browser back at the app's callback with the state cookie; the app redirects it to the frontend. */
export async function returnToApp(
  server: Server,
  callbackUrl: string,
  stateCookie: string,
): Promise<Pick<ProviderRoundTrip, 'callback' | 'landing'>> {
  const callback = new URL(callbackUrl);
  const answer = await request(server)
    .get(`${callback.pathname}${callback.search}`)
    .set('Cookie', stateCookie ?? '')
    .expect(302);
  return { callback, landing: new URL(answer.headers.location) };
}

/** start → provider → callback, as a browser would, with `who` at the doubles' keyboard. */
export async function throughProvider(
  server: Server,
  doubles: IdentityDoubles,
  startPath: string,
  who: DoubleIdentity,
): Promise<ProviderRoundTrip> {
  doubles.next = who;
  const start = await startSignIn(server, startPath);
  return { ...start, ...(await returnToApp(server, await consentAt(start.authorize), start.stateCookie)) };
}

/** GET /auth/me with an access token, expecting 200. */
export const signedInUser = (server: Server, token: string | null): Promise<Response> =>
  request(server).get('/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
