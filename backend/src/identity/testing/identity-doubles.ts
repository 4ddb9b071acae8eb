import jwt from 'jsonwebtoken';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

/** Whoever the test says is at the provider's keyboard. */
export interface DoubleIdentity {
  email: string;
  givenName: string;
  familyName: string;
  /** Google's email_verified; true unless set. */
  emailVerified?: boolean;
  /** Graph's userPrincipalName and mail; both default to the e-mail. */
  userPrincipalName?: string;
  mail?: string;
}

const bearer = (header: string | undefined): string => (header ?? '').replace(/^Bearer\s+/i, '');

/**
 * oauth2-mock-server standing in for Google's and Microsoft's authorize/token/userinfo endpoints, plus a
 * Graph double answering /v1.0/me/. The identity is signed into the tokens, and the profile endpoints answer
 * from the bearer token, so the profile the app gets depends on the code it actually exchanged.
 */
export class IdentityDoubles {
  next: DoubleIdentity = { email: 'nobody@example.com', givenName: 'No', familyName: 'Body' };

  private constructor(
    readonly oauth: OAuth2Server,
    private readonly graph: Server,
  ) {}

  static async start(): Promise<IdentityDoubles> {
    const oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    const graph = createServer();
    const doubles = new IdentityDoubles(oauth, graph);
    graph.on('request', (req, res) => doubles.answerGraph(req, res));
    await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));

    oauth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      const who = doubles.next;
      Object.assign(token.payload, {
        sub: `double-${who.email}`,
        email: who.email,
        email_verified: who.emailVerified ?? true,
        name: `${who.givenName} ${who.familyName}`.trim(),
        given_name: who.givenName,
        family_name: who.familyName,
        upn: who.userPrincipalName ?? who.email,
        mail: who.mail ?? who.email,
      });
    });
    oauth.service.on(
      'beforeUserinfo',
      (
        response: { body: unknown; statusCode: number },
        req: { headers: Record<string, string>; query: Record<string, string> },
      ) => {
        // passport-oauth2 sends the token as the access_token query parameter, which Google also accepts.
        const claims = jwt.decode(req.query.access_token ?? bearer(req.headers.authorization)) as Record<
          string,
          unknown
        >;
        const { sub, email, email_verified, name, given_name, family_name } = claims;
        response.body = { sub, email, email_verified, name, given_name, family_name };
      },
    );
    return doubles;
  }

  get issuerUrl(): string {
    return this.oauth.issuer.url as string;
  }

  /** Configuration pointing the Google and the Microsoft strategies at these doubles. */
  get env(): Record<string, string> {
    const { port } = this.graph.address() as AddressInfo;
    return {
      GOOGLE_CLIENT_ID: 'google-test-client',
      GOOGLE_CLIENT_SECRET: 'google-test-secret',
      GOOGLE_AUTHORIZATION_URL: `${this.issuerUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${this.issuerUrl}/token`,
      GOOGLE_USERINFO_URL: `${this.issuerUrl}/userinfo`,
      MICROSOFT_CLIENT_ID: 'microsoft-test-client',
      MICROSOFT_CLIENT_SECRET: 'microsoft-test-secret',
      MICROSOFT_AUTHORIZATION_URL: `${this.issuerUrl}/authorize`,
      MICROSOFT_TOKEN_URL: `${this.issuerUrl}/token`,
      MICROSOFT_GRAPH_URL: `http://127.0.0.1:${port}`,
    };
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.graph.close(resolve));
    await this.oauth.stop();
  }

  private answerGraph(req: IncomingMessage, res: ServerResponse): void {
    const claims = jwt.decode(bearer(req.headers.authorization)) as Record<string, unknown> | null;
    if (req.method !== 'GET' || !/^\/v1\.0\/me\/?$/.test(req.url ?? '') || !claims) {
      res.writeHead(claims ? 404 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'InvalidAuthenticationToken' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: claims.sub,
        displayName: claims.name,
        givenName: claims.given_name,
        surname: claims.family_name,
        mail: claims.mail,
        userPrincipalName: claims.upn,
      }),
    );
  }
}
