import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { checkpointSeen } from '../../api/realtime.slice';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { AddContactsPage } from './components/add-contacts-page';

const CONTACT_ID = '3f2c1a7e-8b1d-4c2e-9f00-1234567890ab';

/** The page on its own: the route puts the contact search screen where `generate` renders. */
function renderPage() {
  return renderWithProviders(<AddContactsPage generate={(mode) => <p>Contact search by {mode}</p>} />, {
    route: '/contacts/create',
  });
}

async function openForm() {
  const rendered = renderPage();
  await rendered.user.click(screen.getByRole('button', { name: 'Add Contacts Manually' }));
  return { ...rendered, form: await screen.findByRole('dialog', { name: 'Create Contact' }) };
}

async function fillRequired(user: ReturnType<typeof renderPage>['user'], email = 'ada@example.com') {
  await user.type(screen.getByLabelText('First Name *'), 'Ada');
  await user.type(screen.getByLabelText('Last Name *'), 'Lovelace');
  await user.type(screen.getByLabelText('Email *'), email);
  await user.type(screen.getByLabelText('Company *'), 'Analytical Engines');
}

beforeEach(() => signIn());

describe('Add Contacts page', () => {
  it('offers the three ways in, and the radio chooses the contact search mode', async () => {
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Add Contacts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a CSV file' })).toHaveAttribute('href', '/import');
    const generate = screen.getByRole('region', { name: 'Generate Companies' });
    const byCategory = within(generate).getByRole('radio', { name: 'By Category' });
    const byName = within(generate).getByRole('radio', { name: 'By Company Name' });
    expect(byCategory).toBeChecked();
    expect(within(generate).getByText('Contact search by category')).toBeInTheDocument();
    await user.click(byName);
    expect(byName).toBeChecked();
    expect(byCategory).not.toBeChecked();
    expect(within(generate).getByText('Contact search by company')).toBeInTheDocument();
    expect(within(generate).getByRole('link', { name: 'Use saved jobs' })).toHaveAttribute(
      'href',
      '/contacts/create?source=saved-jobs',
    );
  });

  it('names every missing required field with the spec text and sends nothing', async () => {
    const posted = vi.fn();
    server.use(http.post('/contacts/', () => posted()));
    const { user, form } = await openForm();

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    expect(await within(form).findByText('First Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Last Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Company is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('First Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).not.toHaveBeenCalled();
  });

  it("refuses an address without a domain: 'Invalid email address'", async () => {
    const { user, form } = await openForm();
    await fillRequired(user, 'ada@nowhere');

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    expect(await within(form).findByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).queryByText('First Name is required')).not.toBeInTheDocument();
  });

  it('refuses a connection strength above 1', async () => {
    const { user, form } = await openForm();
    await fillRequired(user);
    const strength = within(form).getByLabelText('Connection Strength');
    expect(strength).toHaveValue(0);
    await user.clear(strength);
    await user.type(strength, '1.5');

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    expect(await within(form).findByText('connection_strength must be between 0 and 1')).toBeInTheDocument();
  });

  it("creates the contact, says 'Contact created successfully!' and opens it", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/contacts/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ contact: { id: CONTACT_ID }, checkpoint: '' }, { status: 201 });
      }),
    );
    const { user, form, router } = await openForm();
    await fillRequired(user);
    await user.type(within(form).getByLabelText('Tags'), ' mentor, , python ,');
    await user.type(within(form).getByLabelText('Job Title'), 'Engineer');
    const strength = within(form).getByLabelText('Connection Strength');
    await user.clear(strength);
    await user.type(strength, '0.7');

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    expect(await screen.findByText('Contact created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/${CONTACT_ID}`));
    expect(bodies).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        job_title: 'Engineer',
        location: null,
        tags: ['mentor', 'python'],
        connection_strength: 0.7,
      }),
    ]);
  });

  it('opens the new contact only once the contacts list has it', async () => {
    let created = false;
    server.use(
      http.post('/contacts/', () => {
        created = true;
        return HttpResponse.json({ contact: { id: CONTACT_ID }, checkpoint: '0000000042' }, { status: 201 });
      }),
    );
    const { user, form, router, store } = await openForm();
    await fillRequired(user);

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(created).toBe(true));
    expect(within(form).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/contacts/create');

    store.dispatch(checkpointSeen({ projection: 'contacts-list', checkpoint: '0000000042' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/${CONTACT_ID}`));
    expect(screen.getByText('Contact created successfully!')).toBeInTheDocument();
  });

  it('sends connection strength 0 when the field is cleared (spec section 5 default)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/contacts/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ contact: { id: CONTACT_ID }, checkpoint: '' }, { status: 201 });
      }),
    );
    const { user, form, router } = await openForm();
    await fillRequired(user);
    await user.clear(within(form).getByLabelText('Connection Strength'));

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/${CONTACT_ID}`));
    expect(screen.queryByText('connection_strength must be a number')).not.toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ connection_strength: 0 })]);
  });

  it("shows the server's 'already added' detail on 409", async () => {
    server.use(
      http.post('/contacts/', () =>
        HttpResponse.json(
          {
            code: 'CONTACT.ALREADY_ADDED',
            detail: 'A contact with the email ada@example.com is already added.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user, form, router } = await openForm();
    await fillRequired(user);

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    expect(
      await screen.findByText('A contact with the email ada@example.com is already added.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to create contact')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contacts/create');
    expect(screen.getByRole('dialog', { name: 'Create Contact' })).toBeInTheDocument();
  });

  it("says 'Failed to create contact' when the server fails", async () => {
    server.use(
      http.post('/contacts/', () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 })),
    );
    const { user, form } = await openForm();
    await fillRequired(user);

    await user.click(within(form).getByRole('button', { name: 'Create Contact' }));

    expect(await screen.findByText('Failed to create contact')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
