import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders } from '../../testing/render-with-providers';

interface Sent {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

const RECEIPT = {
  id: 'm-1',
  received_at: '2026-11-28T10:00:00.000Z',
  reply: 'Thanks for your message. We will reply within 24 hours on business days.',
};

function serverTakes(...answers: (() => Response)[]): Sent[] {
  const sent: Sent[] = [];
  let call = 0;
  server.use(
    http.post('/api/contact-messages', async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return answer();
    }),
  );
  return sent;
}

const accepted = () => HttpResponse.json(RECEIPT, { status: 201 });

async function openContact() {
  const rendered = renderWithProviders(null, { route: '/contact' });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return rendered;
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Your e-mail'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Pricing and plans');
  await user.type(screen.getByLabelText('Message'), 'Is there a discount for students?');
}

describe('contact page', () => {
  it('shows the support address, the 24-hour promise, the FAQ and its page meta', async () => {
    await openContact();
    expect(await screen.findByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.getByText('Within 24 hours on business days (Monday to Friday).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: /Can I change plans or get a refund\?/ }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Contact Us · Outreach');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/contact',
    );
  });

  it('offers the five subjects of the spec, general first', async () => {
    await openContact();
    const options = within(screen.getByLabelText('Subject')).getAllByRole('option');
    expect(options.map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['general', 'General question'],
      ['support', 'Help with my account'],
      ['pricing', 'Pricing and plans'],
      ['partnership', 'Partnership or clubs'],
      ['feedback', 'Feedback'],
    ]);
    expect(screen.getByLabelText('Subject')).toHaveValue('general');
  });

  it('names each missing or wrong field and sends nothing', async () => {
    const sent = serverTakes(accepted);
    const { user } = await openContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address so we can reply.')).toBeInTheDocument();
    expect(screen.getByText('Please write your message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Your name')).toHaveFocus();

    await user.type(screen.getByLabelText('Your e-mail'), 'not-an-address');
    await user.type(screen.getByLabelText('Message'), 'Short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Please enter a valid e-mail address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the message with a key and shows the confirmation the server gives', async () => {
    const sent = serverTakes(accepted);
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(confirmation).toHaveTextContent(RECEIPT.reply);
    expect(sent).toEqual([
      {
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          subject: 'pricing',
          message: 'Is there a discount for students?',
          website: '',
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);

    await user.click(within(confirmation).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('puts the server’s field problems under their fields', async () => {
    serverTakes(() =>
      HttpResponse.json(
        {
          code: 'REQUEST.INVALID',
          detail: [{ loc: ['email'], msg: 'email must be a valid e-mail address' }],
        },
        { status: 400 },
      ),
    );
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('email must be a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the server failed, and Retry sends the same message under the same key', async () => {
    const sent = serverTakes(
      () => HttpResponse.json({ code: 'INTERNAL', detail: 'Something went wrong' }, { status: 500 }),
      accepted,
    );
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side and your message was not sent.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('shows the rate limit’s wait and offers no Retry', async () => {
    serverTakes(() =>
      HttpResponse.json(
        {
          code: 'CONTACT_MESSAGE.TOO_MANY_REQUESTS',
          detail: 'You have sent several messages in a short time. Please try again in 7 minutes.',
        },
        { status: 429, headers: { 'Retry-After': '420' } },
      ),
    );
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please try again in 7 minutes.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('hides the honeypot from people, keyboards and screen readers', async () => {
    const { user } = await openContact();
    const honeypot = document.getElementById('contact-website') as HTMLInputElement;
    expect(honeypot).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((box) => box.id)).toEqual([
      'contact-name',
      'contact-email',
      'contact-message',
    ]);

    // Tab from the name field runs through the form and never lands on it.
    await user.click(screen.getByLabelText('Your name'));
    const focused: string[] = [];
    for (let step = 0; step < 5; step++) {
      await user.tab();
      focused.push(document.activeElement?.id || document.activeElement?.textContent || '');
    }
    expect(focused).not.toContain('contact-website');
    await waitFor(() => expect(focused).toContain('Send Message'));
  });
});
