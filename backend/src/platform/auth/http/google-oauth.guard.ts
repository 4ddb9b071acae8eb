import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { IdentityRejected, VerifiedIdentity } from '../google.strategy';
import { STATE_MISMATCH_MESSAGE } from '../oauth-state-cookie.store';

export type OAuthOutcome = { identity: VerifiedIdentity } | { error: string };

const GENERIC_FAILURE = 'Sign-in with the identity provider failed. Please try again.';

/**
 * Runs the passport strategy and never throws: the login callback turns every outcome into a redirect
 * to the frontend (`token=` or `error=`), so the result is put on `request.oauth` instead.
 */
@Injectable()
export class GoogleOAuthGuard extends AuthGuard('google') {
  private readonly logger = new Logger(GoogleOAuthGuard.name);

  getAuthenticateOptions(): { session: false; property: string } {
    return { session: false, property: 'oauth' };
  }

  handleRequest<TOutcome = OAuthOutcome>(
    err: unknown,
    user: unknown,
    info: unknown,
    _context: ExecutionContext,
    status?: unknown,
  ): TOutcome {
    if (user) return { identity: user as VerifiedIdentity } as TOutcome;
    if (err instanceof IdentityRejected) return { error: err.message } as TOutcome;
    const message = (info as { message?: string } | undefined)?.message;
    if (status === 403 && message === STATE_MISMATCH_MESSAGE) return { error: message } as TOutcome;
    if (!err)
      return { error: message ? `Sign-in was cancelled: ${message}` : 'Sign-in was cancelled.' } as TOutcome;
    this.logger.warn(`OAuth sign-in failed: ${err instanceof Error ? err.message : String(err)}`);
    return { error: GENERIC_FAILURE } as TOutcome;
  }
}
