import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { renderWithProviders, signIn } from '../testing/render-with-providers';
import { useSendEmailMutation } from '../api/drafts.api';
import { PlanLimitDialog } from './layout/plan-limit-dialog';

function limitReached(planName: string, upgradePlan: 'Basic' | 'Pro' | null) {
  server.use(
    http.post('/emails/send/', () =>
      HttpResponse.json(
        {
          code: 'PLAN.LIMIT_REACHED',
          detail:
            'You have sent all 30 messages of the Starter plan this billing period. Growth allows 1,500 — upgrade to keep going.',
          field: 'emails_limit',
          limit: 'emails_limit',
          limit_value: 1500,
          used: 1500,
          plan_name: planName,
          upgrade_plan: upgradePlan,
        },
        { status: 403 },
      ),
    ),
  );
}

/** A screen of the app that sends a message through the real endpoint, with the app-wide dialog beside it. */
function SendButton() {
  const [send] = useSendEmailMutation();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void send({ contact_id: 'c-1', subject: 'Hello', body: 'Hi', idempotencyKey: 'k-1' }).catch(
            () => undefined,
          )
        }
      >
        Send
      </button>
      <PlanLimitDialog />
    </>
  );
}

beforeEach(() => signIn());

describe('The app-wide upgrade dialog', () => {
  it("opens on any call's PLAN.LIMIT_REACHED with the server's detail and figures, and closes with Escape", async () => {
    limitReached('Growth', 'Pro');
    const { user } = renderWithProviders(<SendButton />, { route: '/outbox' });

    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);

    const dialog = await screen.findByRole('dialog', { name: 'Plan limit reached' });
    expect(dialog).toHaveTextContent(
      'You have sent all 30 messages of the Starter plan this billing period.',
    );
    expect(within(dialog).getByText('Messages sent')).toBeInTheDocument();
    expect(within(dialog).getByText('1,500 of 1,500 used')).toBeInTheDocument();
    expect(within(dialog).getByText('Growth')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(send).toHaveFocus());
  });

  it('sends a Free user to checkout for the plan that lifts the limit, monthly', async () => {
    limitReached('Starter', 'Basic');
    const { user, router } = renderWithProviders(<SendButton />, { route: '/outbox' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan limit reached' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Growth' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?plan=Basic&cycle=monthly');
  });

  it("sends a paying user to the Subscription tab's plan chooser", async () => {
    limitReached('Growth', 'Pro');
    const { user, router } = renderWithProviders(<SendButton />, { route: '/outbox' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan limit reached' });
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Pro' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(router.state.location.search).toBe('?tab=Subscription');
    expect(router.state.location.state).toEqual({ openPlanChooser: true });
  });

  it('offers no upgrade when no plan lifts the limit', async () => {
    limitReached('Pro', null);
    const { user } = renderWithProviders(<SendButton />, { route: '/outbox' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan limit reached' });

    expect(within(dialog).queryByRole('button', { name: /^Upgrade/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays closed for other errors', async () => {
    server.use(http.post('/emails/send/', () => HttpResponse.json({ detail: 'Forbidden' }, { status: 403 })));
    const { user } = renderWithProviders(<SendButton />, { route: '/outbox' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
