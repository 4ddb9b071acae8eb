import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderSettingsPage } from '../../testing/render-settings-page';
import { signIn } from '../../testing/render-with-providers';
import {
  aLinkedInData,
  aProfile,
  aSettings,
  resumeStatusReturns,
  settingsAllReturns,
} from '../../testing/settings-factories';
import type { LinkedInData } from './profile.api';

function renderWith(linkedinData: LinkedInData | null) {
  settingsAllReturns(aSettings({ linkedin_data: linkedinData }));
  return renderSettingsPage('/settings');
}

function savesLinkedinData(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put('/settings/linkedin_data', async ({ request }) => {
      const body = (await request.json()) as { linkedin_data: LinkedInData };
      bodies.push(body);
      return HttpResponse.json({ linkedin_data: body.linkedin_data, checkpoint: '' });
    }),
  );
  return bodies;
}

const details = () => screen.getByRole('region', { name: 'Professional Details' });

beforeEach(() => {
  signIn();
  resumeStatusReturns(null);
});

describe('LinkedIn data editor', () => {
  it("shows the empty state with 'Add Details', which opens an empty form", async () => {
    const bodies = savesLinkedinData();
    const { user } = renderWith(null);

    await user.click(await screen.findByRole('button', { name: 'Add Details' }));

    const form = screen.getByRole('form', { name: 'Edit professional details' });
    expect(within(form).getByLabelText('First name')).toHaveValue('');
    await user.type(within(form).getByLabelText('First name'), 'Ada');
    await user.type(within(form).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(form).getByLabelText('Add a skill'), 'Mathematics{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save Details' }));

    expect(await within(details()).findByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(details()).getByRole('list', { name: 'Skills' })).toHaveTextContent('Mathematics');
    expect(bodies).toEqual([
      {
        linkedin_data: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          headline: '',
          username: '',
          summary: '',
          profilePicture: null,
          educations: [],
          positions: [],
          skills: [{ name: 'Mathematics' }],
        },
      },
    ]);
  });

  it('shows what sign-in and the resume filled, says which fields, and edits from those values', async () => {
    const bodies = savesLinkedinData();
    settingsAllReturns(
      aSettings({
        linkedin_data: null,
        profile: aProfile(null, {
          firstName: 'Noor',
          lastName: 'Achterberg',
          headline: 'Data Engineer',
          summary: 'Data engineer building pipelines.',
          skills: ['Python', 'SQL'],
          resumeSkills: ['Python', 'SQL'],
          educations: [{ degreeName: 'BSc', fieldOfStudy: 'Computer Science', schoolName: 'UT Austin' }],
          sources: {
            firstName: 'sign_in',
            lastName: 'sign_in',
            headline: 'resume',
            summary: 'resume',
            skills: 'resume',
            education: 'resume',
          },
        }),
      }),
    );
    const { user } = renderSettingsPage('/settings');

    expect(
      await within(await screen.findByRole('region', { name: 'Professional Details' })).findByText(
        'Noor Achterberg',
      ),
    ).toBeInTheDocument();
    expect(within(details()).getByText('Data Engineer')).toBeInTheDocument();
    expect(
      within(details()).getByText('Filled from your resume: Job Title, Summary, Skills and Education.'),
    ).toBeInTheDocument();
    expect(within(details()).getByText('From your sign-in: First Name and Last Name.')).toBeInTheDocument();
    expect(within(details()).getByRole('list', { name: 'Skills' })).toHaveTextContent('PythonSQL');
    expect(within(details()).getByRole('list', { name: 'Education' })).toHaveTextContent('UT Austin');
    expect(within(details()).getByText('Skills').parentElement).toHaveTextContent('(from your resume)');

    await user.click(within(details()).getByRole('button', { name: 'Edit Details' }));
    const form = screen.getByRole('form', { name: 'Edit professional details' });
    expect(within(form).getByLabelText('First name')).toHaveValue('Noor');
    expect(within(form).getByLabelText('Headline (job title)')).toHaveValue('Data Engineer');
    await user.click(within(form).getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0] as { linkedin_data: LinkedInData }).linkedin_data).toMatchObject({
      firstName: 'Noor',
      headline: 'Data Engineer',
      skills: [{ name: 'Python' }, { name: 'SQL' }],
    });
  });

  it('shows the details in the view state', async () => {
    renderWith(aLinkedInData());

    expect(
      await within(await screen.findByRole('region', { name: 'Professional Details' })).findByText(
        'Ada Lovelace',
      ),
    ).toBeInTheDocument();
    expect(within(details()).getByText('Analytical Engineer')).toBeInTheDocument();
    expect(within(details()).getByRole('list', { name: 'Education' })).toHaveTextContent(
      'University of London',
    );
    expect(within(details()).getByRole('list', { name: 'Positions' })).toHaveTextContent(
      'Translator at Babbage & Co',
    );
    expect(within(details()).getByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  it('edits skills, educations and positions and saves them', async () => {
    const bodies = savesLinkedinData();
    const { user } = renderWith(aLinkedInData());

    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const form = screen.getByRole('form', { name: 'Edit professional details' });
    await user.click(within(form).getByRole('button', { name: 'Remove skill Poetry' }));
    await user.type(within(form).getByLabelText('Add a skill'), 'Analysis');
    await user.click(within(form).getByRole('button', { name: 'Add Skill' }));
    await user.click(within(form).getByRole('button', { name: 'Add Education' }));
    const second = within(form).getByRole('group', { name: 'Education 2' });
    await user.type(within(second).getByLabelText('School'), 'Royal Society');
    await user.click(within(form).getByRole('button', { name: 'Remove position 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save Details' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const saved = (bodies[0] as { linkedin_data: LinkedInData }).linkedin_data;
    expect(saved.skills).toEqual([{ name: 'Mathematics' }, { name: 'Analysis' }]);
    expect(saved.educations).toEqual([
      { schoolName: 'University of London', degreeName: 'BSc', fieldOfStudy: 'Mathematics' },
      { schoolName: 'Royal Society', degreeName: '', fieldOfStudy: '' },
    ]);
    expect(saved.positions).toEqual([]);
    expect(await within(details()).findByRole('button', { name: 'Edit Details' })).toBeInTheDocument();
  });

  it('goes back to the view on Cancel without saving', async () => {
    const bodies = savesLinkedinData();
    const { user } = renderWith(aLinkedInData());

    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(within(details()).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('only resets the progress when the save fails, without a toast, and stays in the form', async () => {
    server.use(
      http.put('/settings/linkedin_data', () =>
        HttpResponse.json({ detail: 'linkedin_data.headline: too long' }, { status: 422 }),
      ),
    );
    const { user } = renderWith(aLinkedInData());

    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    expect(await screen.findByText('linkedin_data.headline: too long')).toBeInTheDocument();
    expect(
      screen.queryByRole('progressbar', { name: 'Saving your professional details' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit professional details' })).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('refuses a profile picture address that is not a web address', async () => {
    const bodies = savesLinkedinData();
    const { user } = renderWith(aLinkedInData());

    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    await user.type(screen.getByLabelText('Profile picture URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    expect(
      screen.getByText('Please enter a valid URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

describe('LinkedIn data export import', () => {
  it('explains where the export comes from and that LinkedIn is never scraped', async () => {
    renderWith(null);
    const input = await screen.findByLabelText('Import LinkedIn data export');

    expect(input).toHaveAttribute('accept', '.zip,.csv');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByText(/Settings → Data privacy → Get a copy of your data/)).toHaveTextContent(
      'We never scrape LinkedIn.',
    );
  });

  it('imports the files and shows what was imported', async () => {
    const contents: string[][] = [];
    server.use(
      http.post('/settings/linkedin_data/import', async ({ request }) => {
        // The test environment's fetch drops a file's name on the way (a browser keeps it), so the content is compared.
        const files = (await request.formData()).getAll('files') as File[];
        contents.push(await Promise.all(files.map((file) => file.text())));
        return HttpResponse.json({
          linkedin_data: aLinkedInData({ firstName: 'Imported', lastName: 'Person' }),
          imported: { profile: true, positions: 2, educations: 1, skills: 3 },
          checkpoint: '',
        });
      }),
    );
    const { user } = renderWith(null);

    await user.upload(await screen.findByLabelText('Import LinkedIn data export'), [
      new File(['a'], 'Profile.csv', { type: 'text/csv' }),
      new File(['b'], 'Skills.csv', { type: 'text/csv' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(
      await screen.findByText('Imported profile details, 2 positions, 1 education, 3 skills.'),
    ).toBeInTheDocument();
    expect(contents).toEqual([['a', 'b']]);
    expect(await within(details()).findByText('Imported Person')).toBeInTheDocument();
  });

  it('asks for files before importing', async () => {
    const { user } = renderWith(null);

    await user.click(await screen.findByRole('button', { name: 'Import' }));

    expect(
      screen.getByText("Please choose LinkedIn's data export (.zip) or its CSV files."),
    ).toBeInTheDocument();
  });
});
