import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { bearerToken } from '../../platform/auth/access-tokens.service';
import {
  graphUserOf,
  identityFor,
  LocalIdentityProvider,
  OAuthProtocolError,
} from './local-identity-provider.service';
import { renderClientErrorPage, renderSignInPage } from './sign-in-page';

type Params = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const emailSchema = z.email('Enter an e-mail address like name@example.com.');

function basicCredentials(header: string | undefined): { client_id?: string; client_secret?: string } {
  const match = header?.match(/^Basic\s+(\S+)$/i);
  if (!match) return {};
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return {};
  try {
    return {
      client_id: decodeURIComponent(decoded.slice(0, separator)),
      client_secret: decodeURIComponent(decoded.slice(separator + 1)),
    };
  } catch {
    // A malformed escape cannot name a registered client; the exchange then answers invalid_client.
    return {};
  }
}

/**
 * OAuth 2.0 authorization-code endpoints shaped like Google's, plus a Graph-shaped /me for the Outlook
 * strategy, for development without a Google or Microsoft client.
 */
@Controller('dev-oidc')
export class LocalIdentityProviderController {
  constructor(private readonly provider: LocalIdentityProvider) {}

  @Get('authorize')
  showSignIn(@Query() query: Params, @Res() response: Response): void {
    const client = this.provider.registeredClient(text(query.client_id), text(query.redirect_uri));
    if (!client) {
      response.status(400).type('html').send(renderClientErrorPage());
      return;
    }
    if (query.response_type !== 'code') {
      this.redirect(response, client.callbackURL, {
        error: 'unsupported_response_type',
        state: text(query.state),
      });
      return;
    }
    response.type('html').send(
      renderSignInPage({
        clientId: client.clientID,
        redirectUri: client.callbackURL,
        standsInFor: client.standsInFor,
        state: text(query.state),
      }),
    );
  }

  @Post('authorize')
  signIn(@Body() body: Params, @Res() response: Response): void {
    const client = this.provider.registeredClient(text(body?.client_id), text(body?.redirect_uri));
    if (!client) {
      response.status(400).type('html').send(renderClientErrorPage());
      return;
    }
    const email = (text(body.email) ?? '').trim();
    const name = (text(body.name) ?? '').trim();
    const state = text(body.state);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      response
        .status(400)
        .type('html')
        .send(
          renderSignInPage({
            clientId: client.clientID,
            redirectUri: client.callbackURL,
            standsInFor: client.standsInFor,
            state,
            email,
            name,
            emailError: parsed.error.issues[0].message,
          }),
        );
      return;
    }
    const code = this.provider.issueCode(client.clientID, client.callbackURL, identityFor(parsed.data, name));
    this.redirect(response, client.callbackURL, { code, state });
  }

  @Post('token')
  @HttpCode(200)
  token(
    @Body() body: Params,
    @Headers('authorization') authorization: string | undefined,
    @Res() response: Response,
  ): void {
    response.setHeader('Cache-Control', 'no-store');
    try {
      response.json(this.provider.exchangeCode({ ...(body ?? {}), ...basicCredentials(authorization) }));
    } catch (error) {
      if (!(error instanceof OAuthProtocolError)) throw error;
      response.status(error.status).json({ error: error.error, error_description: error.description });
    }
  }

  @Get('userinfo')
  userinfo(
    @Headers('authorization') authorization: string | undefined,
    @Query('access_token') queryToken: unknown,
    @Res() response: Response,
  ): void {
    // passport-oauth2 sends the token as a query parameter, which Google's userinfo also accepts.
    const identity = this.provider.userinfo(bearerToken(authorization) ?? text(queryToken));
    if (!identity) return this.invalidToken(response);
    response.json(identity);
  }

  // passport-microsoft reads `${apiEntryPoint}/v1.0/me/` with the token in the Authorization header.
  @Get('graph/v1.0/me')
  graphMe(@Headers('authorization') authorization: string | undefined, @Res() response: Response): void {
    const identity = this.provider.userinfo(bearerToken(authorization));
    if (!identity) return this.invalidToken(response);
    response.json(graphUserOf(identity));
  }

  private invalidToken(response: Response): void {
    response
      .status(401)
      .setHeader('WWW-Authenticate', 'Bearer error="invalid_token"')
      .json({ error: 'invalid_token', error_description: 'The access token is unknown or expired.' });
  }

  private redirect(
    response: Response,
    redirectUri: string,
    params: Record<string, string | undefined>,
  ): void {
    const url = new URL(redirectUri);
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(key, value);
    response.redirect(302, url.toString());
  }
}
