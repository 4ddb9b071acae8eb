import { Controller, Get, HttpCode, Inject, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { APP_CONFIG, AppConfig } from '../../platform/config/config';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { AuthSessions, CurrentUserView } from '../auth-sessions.service';
import { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import {
  failurePage,
  GoogleOAuthGuard,
  OAuthRequest,
  OutlookOAuthGuard,
  SignUpQueryGuard,
} from './oauth.guard';
import { signInLanding } from './sign-in-landing';

const saveTokenBody = z.object({ token: z.string().min(1, 'token is required') });
const refreshBody = z.object({ refresh_token: z.string().min(1, 'refresh_token is required') });
// The spec's logout sends no body; a client that sends its refresh token also ends that session's family.
// null is what a client without a stored refresh token sends.
const logoutBody = z.object({ refresh_token: z.string().min(1).nullish() }).optional();

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  private readonly logger = new Logger(AuthController.name);

  constructor(
    private readonly sessions: AuthSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // The login and sign-up routes answer with the guard's redirect to the provider; their bodies only run
  // when the guard could not leave (a refused sign-up query, a strategy error).
  @Get('google/login')
  @UseGuards(GoogleOAuthGuard)
  googleLogin(@Req() request: OAuthRequest, @Res() response: Response): void {
    this.notStarted(request, response);
  }

  @Get('outlook/login')
  @UseGuards(OutlookOAuthGuard)
  outlookLogin(@Req() request: OAuthRequest, @Res() response: Response): void {
    this.notStarted(request, response);
  }

  @Get('google/signup')
  @UseGuards(SignUpQueryGuard, GoogleOAuthGuard)
  googleSignup(@Req() request: OAuthRequest, @Res() response: Response): void {
    this.notStarted(request, response);
  }

  @Get('outlook/signup')
  @UseGuards(SignUpQueryGuard, OutlookOAuthGuard)
  outlookSignup(@Req() request: OAuthRequest, @Res() response: Response): void {
    this.notStarted(request, response);
  }

  @Get('google/callback')
  @UseGuards(GoogleOAuthGuard)
  googleCallback(@Req() request: OAuthRequest, @Res() response: Response): Promise<void> {
    return this.complete(request, response);
  }

  @Get('outlook/callback')
  @UseGuards(OutlookOAuthGuard)
  outlookCallback(@Req() request: OAuthRequest, @Res() response: Response): Promise<void> {
    return this.complete(request, response);
  }

  @Post('save-token')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  saveToken(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody(saveTokenBody) body: z.infer<typeof saveTokenBody>,
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
    @ValidBody(refreshBody) body: z.infer<typeof refreshBody>,
  ): Promise<{ access_token: string; refresh_token: string }> {
    const pair = await this.sessions.refresh(body.refresh_token);
    return { access_token: pair.accessToken, refresh_token: pair.refreshToken };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  async logout(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody(logoutBody) body: z.infer<typeof logoutBody>,
  ): Promise<{ detail: string }> {
    await this.sessions.signOut(user, body?.refresh_token);
    return { detail: 'Logged out' };
  }

  private notStarted(request: OAuthRequest, response: Response): void {
    const outcome = request.oauth;
    if (outcome && 'error' in outcome) {
      return this.redirectToFrontend(response, outcome.returnTo, { error: outcome.error });
    }
    this.redirectToFrontend(response, '/auth/callback', { error: 'Sign-in failed.' });
  }

  private async complete(request: OAuthRequest, response: Response): Promise<void> {
    const outcome = request.oauth;
    if (!outcome || 'error' in outcome) {
      return this.redirectToFrontend(response, outcome?.returnTo ?? '/auth/callback', {
        error: outcome?.error ?? 'Sign-in failed.',
      });
    }
    try {
      const session = await this.sessions.signIn(outcome.identity, outcome.intent);
      const landing = signInLanding(session, outcome.intent);
      this.redirectToFrontend(response, landing.page, landing.params);
    } catch (error) {
      this.logger.error(`Sign-in failed after the provider answered: ${String(error)}`);
      this.redirectToFrontend(response, failurePage(outcome.intent.flow), {
        error: 'Sign-in failed on our side. Please try again.',
      });
    }
  }

  private redirectToFrontend(response: Response, page: string, params: Record<string, string>): void {
    const target = `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${page}?${new URLSearchParams(params)}`;
    // The tokens ride in the URL (the spec's callback contract): keep them out of caches and Referer headers.
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Referrer-Policy', 'no-referrer');
    response.redirect(302, target);
  }
}
