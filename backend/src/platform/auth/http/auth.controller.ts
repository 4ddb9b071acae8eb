import { Body, Controller, Get, HttpCode, Inject, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import { AuthSessions, CurrentUserView } from '../auth-sessions.service';
import { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../current-user.decorator';
import { JwtAuthGuard } from '../jwt-auth.guard';
import { GoogleOAuthGuard, OAuthOutcome } from './google-oauth.guard';

const saveTokenBody = z.object({ token: z.string().min(1, 'token is required') });
const refreshBody = z.object({ refresh_token: z.string().min(1, 'refresh_token is required') });
// The spec's logout sends no body; a client that sends its refresh token also ends that session's family.
const logoutBody = z.object({ refresh_token: z.string().min(1).optional() }).optional();

type OAuthRequest = Request & { oauth?: OAuthOutcome };

@Controller('auth')
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly sessions: AuthSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The strategy answers with a redirect to the provider; this body only runs when it could not. */
  @Get('google/login')
  @UseGuards(GoogleOAuthGuard)
  login(@Req() request: OAuthRequest, @Res() response: Response): void {
    const outcome = request.oauth;
    this.redirectToFrontend(response, {
      error: outcome && 'error' in outcome ? outcome.error : 'Sign-in failed.',
    });
  }

  @Get('google/callback')
  @UseGuards(GoogleOAuthGuard)
  async callback(@Req() request: OAuthRequest, @Res() response: Response): Promise<void> {
    const outcome = request.oauth;
    if (!outcome || 'error' in outcome) {
      return this.redirectToFrontend(response, { error: outcome?.error ?? 'Sign-in failed.' });
    }
    try {
      const session = await this.sessions.signIn(outcome.identity);
      this.redirectToFrontend(response, {
        token: session.accessToken,
        refresh_token: session.refreshToken,
        ...(session.existingUser ? { existing_user: 'true' } : {}),
      });
    } catch (error) {
      this.logger.error(`Sign-in failed after the provider answered: ${String(error)}`);
      this.redirectToFrontend(response, { error: 'Sign-in failed on our side. Please try again.' });
    }
  }

  @Post('save-token')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  saveToken(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(saveTokenBody)) body: z.infer<typeof saveTokenBody>,
  ): { saved: true } {
    return this.sessions.confirmToken(user, body.token);
  }

  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthenticatedUser): Promise<CurrentUserView> {
    return this.sessions.currentUser(user);
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(
    @Body(new ZodValidationPipe(refreshBody)) body: z.infer<typeof refreshBody>,
  ): Promise<{ access_token: string; refresh_token: string }> {
    const pair = await this.sessions.refresh(body.refresh_token);
    return { access_token: pair.accessToken, refresh_token: pair.refreshToken };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async logout(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(logoutBody)) body: z.infer<typeof logoutBody>,
  ): Promise<{ detail: string }> {
    await this.sessions.signOut(user, body?.refresh_token);
    return { detail: 'Logged out' };
  }

  private redirectToFrontend(response: Response, params: Record<string, string>): void {
    const target = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/auth/callback?${new URLSearchParams(params)}`;
    // The tokens ride in the URL (the spec's callback contract): keep them out of caches and Referer headers.
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.redirect(302, target);
  }
}
