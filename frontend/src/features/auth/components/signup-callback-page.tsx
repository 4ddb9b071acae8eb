import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { storeClubSponsor } from '../../../api/session-storage';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { forgetChosenPlan, parseCycle, parsePlan, readChosenPlan } from '../chosen-plan';
import { useProviderCallback } from '../use-provider-callback';

export const SIGNUP_FAILED = 'Error during signup process.';

/** Spec section 9: the Pro welcome goes on to the dashboard after 2 s. */
export const PRO_WELCOME_REDIRECT_MS = 2000;

/** Why a club link did not give free Pro (the backend's club_status), said plainly. */
function clubDeclinedMessage(clubName: string, clubStatus: string | null): string | null {
  if (clubStatus === 'full')
    return `${clubName} has no free Pro seats left, so your account is on the Free plan.`;
  if (clubStatus === 'inactive') {
    return `${clubName} is not sponsoring sign-ups right now, so your account is on the Free plan.`;
  }
  return null;
}

function checkoutPath(plan: string, cycle: string | null): string {
  const query = new URLSearchParams({ plan });
  if (cycle) query.set('cycle', cycle);
  return `${paths.checkout}?${query}`;
}

/** 'Signing you up...': a new account arrives here with its tokens and the plan it chose (spec section 4). */
export function SignupCallbackPage() {
  const navigate = useNavigate();
  const [proClub, setProClub] = useState<string | null>(null);
  const getStarted = useRef<HTMLButtonElement>(null);

  const openDashboard = useCallback(() => navigate(paths.dashboard, { replace: true }), [navigate]);

  useProviderCallback({
    failure: SIGNUP_FAILED,
    // A signed-in user reopening the callback (back button, a bookmark) has nothing to sign up for.
    signedInGoesTo: paths.dashboard,
    onToken: (params) => {
      const chosen = readChosenPlan();
      const plan = parsePlan(params.get('plan')) ?? parsePlan(chosen.plan) ?? 'Free';
      const cycle = parseCycle(params.get('cycle')) ?? parseCycle(chosen.cycle);
      forgetChosenPlan();

      return (user) => {
        const clubName = params.get('club_name');
        const freePro = params.get('free_pro');
        if (freePro === 'true' && clubName) {
          storeClubSponsor({ clubName, clubCode: params.get('club_code') ?? '' });
          toast.success(`You've received free Pro access from ${clubName}!`);
          setProClub(clubName);
          return;
        }

        toast.success(`Signed up as ${user.email}`);
        const declined =
          freePro === 'false' && clubDeclinedMessage(clubName || 'Your club', params.get('club_status'));
        if (declined) toast.info(declined);
        navigate(plan === 'Free' ? paths.dashboard : checkoutPath(plan, cycle), { replace: true });
      };
    },
  });

  // Its own effect: StrictMode's second run of the sign-up effect is skipped by its guard and would lose a timer set there.
  useEffect(() => {
    if (proClub === null) return;
    const timer = setTimeout(openDashboard, PRO_WELCOME_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [proClub, openDashboard]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <h1 className="sr-only">Signing you up</h1>
      <Spinner label="Signing you up..." />
      <Dialog
        open={proClub !== null}
        onOpenChange={(open) => {
          if (!open) openDashboard();
        }}
        title="Welcome to Pro!"
        description={`${proClub} is sponsoring your Pro access: unlimited connections, premium templates and priority support.`}
        initialFocus={getStarted}
      >
        <div className="flex justify-end">
          <Button ref={getStarted} onClick={openDashboard}>
            Get Started
          </Button>
        </div>
      </Dialog>
    </main>
  );
}
