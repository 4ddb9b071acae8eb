import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetUserProfile, UserProfile } from '../users/queries/get-user-profile.query';
import { signOut } from '../users/user.commands';
import { AccessTokens } from '../platform/auth/access-tokens.service';
import {
  InvalidAccessToken,
  InvalidRefreshToken,
  TokenBelongsToAnotherUser,
} from '../platform/auth/auth.errors';
import { AuthenticatedUser } from '../platform/auth/authenticated-user';
import { RefreshTokens } from '../platform/auth/refresh-tokens.service';
import type { SignInIntent } from './sign-in-intent';
import { SignUpOutcome, SignUpProcess } from './sign-up.process';
import { UserActivity } from './user-activity.service';
import type { VerifiedIdentity } from './verified-identity';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface CurrentUserView {
  email: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  role: 'admin' | 'user';
  /** Plan key (Free, Pro …); Pro while a club sponsors the user. */
  plan: string;
  club_sponsor: { club_name: string; club_code: string } | null;
}

/** Sign-in, token rotation and sign-out over the user stream and the refresh-token table. */
@Injectable()
export class AuthSessions {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
    private readonly signUp: SignUpProcess,
    private readonly activity: UserActivity,
  ) {}

  async signIn(identity: VerifiedIdentity, intent: SignInIntent): Promise<TokenPair & SignUpOutcome> {
    const outcome = await this.signUp.run(identity, intent);
    const { refreshToken, sessionId } = await this.refreshTokens.issue(outcome.userId);
    return {
      ...outcome,
      accessToken: this.accessTokens.issue({ userId: outcome.userId, email: outcome.email }, { sessionId }),
      refreshToken,
    };
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const rotated = await this.refreshTokens.rotate(refreshToken);
    const profile = await this.profile(rotated.userId);
    if (!profile) throw new InvalidRefreshToken();
    await this.activity.record(profile.userId);
    return {
      accessToken: this.accessTokens.issue(
        { userId: profile.userId, email: profile.email },
        { sessionId: rotated.sessionId },
      ),
      refreshToken: rotated.refreshToken,
    };
  }

  /** Ends the caller's session (from the token's sid) and, when one is presented, the refresh token's too. */
  async signOut(user: AuthenticatedUser, refreshToken: string | null | undefined): Promise<void> {
    if (user.sessionId) await this.refreshTokens.revokeSession(user.sessionId, user.userId);
    if (refreshToken) await this.refreshTokens.revokeFamilyOf(refreshToken, user.userId);
    await this.commandBus.execute(signOut(user.userId));
  }

  /**
   * The spec's save-token handshake: the session already lives server-side (the refresh-token family
   * created at sign-in), so this only confirms the stored token is a valid one of the caller's.
   */
  confirmToken(user: AuthenticatedUser, token: string): { saved: true } {
    if (this.accessTokens.verify(token).userId !== user.userId) throw new TokenBelongsToAnotherUser();
    return { saved: true };
  }

  async currentUser(user: AuthenticatedUser): Promise<CurrentUserView> {
    const profile = await this.profile(user.userId);
    if (!profile) throw new InvalidAccessToken('The account of this token no longer exists. Sign in again.');
    await this.activity.record(profile.userId);
    return {
      email: profile.email,
      first_name: profile.firstName,
      last_name: profile.lastName,
      is_admin: user.isAdmin,
      role: user.isAdmin ? 'admin' : 'user',
      plan: profile.plan,
      club_sponsor: profile.clubSponsor
        ? { club_name: profile.clubSponsor.clubName, club_code: profile.clubSponsor.clubCode }
        : null,
    };
  }

  private profile(userId: string): Promise<UserProfile | null> {
    return this.queryBus.execute(new GetUserProfile(userId));
  }
}
