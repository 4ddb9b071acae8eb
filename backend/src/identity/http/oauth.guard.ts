import { CanActivate, ExecutionContext, Injectable, Logger, mixin, Type } from '@nestjs/common';
import { AuthGuard, IAuthModuleOptions } from '@nestjs/passport';
import { z } from 'zod';
import { StateVerifiedRequest, STATE_MISMATCH_MESSAGE } from '../oauth-state-cookie.store';
import { LOGIN_INTENT, SignInIntent, signUpQuery } from '../sign-in-intent';
import { IdentityRejected, VerifiedIdentity } from '../verified-identity';

/** The frontend page a failed sign-in goes back to. */
export type FailurePage = '/signup' | '/signup/callback' | '/auth/callback';

export type OAuthOutcome =
  { identity: VerifiedIdentity; intent: SignInIntent } | { error: string; returnTo: FailurePage };

export type OAuthRequest = StateVerifiedRequest & {
  oauth?: OAuthOutcome;
  /** The validated sign-up query, on its way into the signed state. */
  requestedIntent?: SignInIntent;
};

const GENERIC_FAILURE = 'Sign-in with the identity provider failed. Please try again.';

export const failurePage = (flow: SignInIntent['flow'] | undefined): FailurePage =>
  flow === 'signup' ? '/signup/callback' : '/auth/callback';

/**
 * Validates the sign-up query before anything leaves for the provider. A bad query becomes an error
 * outcome that sends the visitor back to /signup naming the field; the OAuth guard then stays out.
 */
@Injectable()
export class SignUpQueryGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<OAuthRequest>();
    const parsed = signUpQuery.safeParse(request.query);
    if (parsed.success) request.requestedIntent = parsed.data;
    else request.oauth = { error: problems(parsed.error), returnTo: '/signup' };
    return true;
  }
}

function problems(error: z.ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.message))].join('; ');
}

/**
 * Runs one passport strategy and never throws: every outcome becomes a redirect to the frontend (`token=`
 * or `error=`), so the result is put on `request.oauth`. One class per strategy, as AuthGuard(type) is.
 */
export function OAuthGuard(strategy: 'google' | 'microsoft'): Type<CanActivate> {
  @Injectable()
  class StrategyOAuthGuard extends AuthGuard(strategy) {
    private readonly logger = new Logger(`OAuthGuard(${strategy})`);

    async canActivate(context: ExecutionContext): Promise<boolean> {
      if (context.switchToHttp().getRequest<OAuthRequest>().oauth) return true;
      return (await super.canActivate(context)) as boolean;
    }

    getAuthenticateOptions(context: ExecutionContext): IAuthModuleOptions & { state: SignInIntent } {
      const request = context.switchToHttp().getRequest<OAuthRequest>();
      return { session: false, property: 'oauth', state: request.requestedIntent ?? LOGIN_INTENT };
    }

    handleRequest<TOutcome = OAuthOutcome>(
      err: unknown,
      user: unknown,
      info: unknown,
      context: ExecutionContext,
      status?: unknown,
    ): TOutcome {
      const outcome = (value: OAuthOutcome) => value as TOutcome;
      const request = context.switchToHttp().getRequest<OAuthRequest>();
      // Only a verified state says which flow this was; a start that failed still knows what it asked for.
      const intent = request.verifiedIntent ?? request.requestedIntent;
      const returnTo = failurePage(intent?.flow);
      if (user) {
        // A strategy succeeds only after the store verified the state, which left the intent on the request.
        return outcome(
          request.verifiedIntent
            ? { identity: user as VerifiedIdentity, intent: request.verifiedIntent }
            : { error: GENERIC_FAILURE, returnTo },
        );
      }
      if (err instanceof IdentityRejected) return outcome({ error: err.message, returnTo });
      const message = (info as { message?: string } | undefined)?.message;
      if (status === 403 && message === STATE_MISMATCH_MESSAGE) return outcome({ error: message, returnTo });
      // The provider's own error_description arrives in the query, where anyone can write it: never echo it.
      if (!err) return outcome({ error: 'Sign-in was cancelled.', returnTo });
      this.logger.warn(`OAuth sign-in failed: ${err instanceof Error ? err.message : String(err)}`);
      return outcome({ error: GENERIC_FAILURE, returnTo });
    }
  }
  return mixin(StrategyOAuthGuard);
}

export const GoogleOAuthGuard = OAuthGuard('google');
export const OutlookOAuthGuard = OAuthGuard('microsoft');
