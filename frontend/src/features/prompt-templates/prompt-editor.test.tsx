import {
  DEFAULT_PROMPT_TEMPLATE,
  PROMPT_PRESETS,
} from '@outreach/backend/prompt-templates/prompt-variables.contract';
import type { LinkedInData } from '@outreach/backend/profile/linkedin-data.contract';
import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';
import { aLinkedInData, aProfile, aSettings } from '../../testing/settings-factories';
import { PromptEditorButton } from './components/prompt-editor/prompt-editor-button';
import { PROMPT_SAVE_DEBOUNCE_MS, PromptEditorDialog } from './components/prompt-editor/prompt-editor-dialog';

const linkedinData = (overrides: Partial<LinkedInData> = {}): LinkedInData =>
  aLinkedInData({
    headline: 'Analyst',
    summary: 'Wrote the first published algorithm for a machine that did not yet exist, in 1843.',
    positions: [],
    ...overrides,
  });

/** Usage and plan play no part in the editor; the prompt, the portfolio link and LinkedIn details do. */
const settings = (overrides: Partial<SettingsAll> = {}): SettingsAll =>
  aSettings({
    prompt: DEFAULT_PROMPT_TEMPLATE,
    default_prompt: DEFAULT_PROMPT_TEMPLATE,
    portfolio_link: 'https://ada.dev',
    default_footer_template: 'Best regards',
    linkedin_data: linkedinData(),
    profile_status: { hasResume: false, hasLinkedInProfile: false, hasLinkedInData: true },
    ...overrides,
  });

/** Answers the settings read and records every prompt save's body. */
function serve(current: SettingsAll = settings()) {
  const promptSaves: { prompt: string | null }[] = [];
  const linkedinSaves: { linkedin_data: LinkedInData | null }[] = [];
  server.use(
    http.get('/settings/all', () => HttpResponse.json(current)),
    http.post('/settings/prompt', async ({ request }) => {
      const body = (await request.json()) as { prompt: string | null };
      promptSaves.push(body);
      return HttpResponse.json({ prompt: body.prompt ?? DEFAULT_PROMPT_TEMPLATE, checkpoint: '' });
    }),
    http.put('/settings/linkedin_data', async ({ request }) => {
      const body = (await request.json()) as { linkedin_data: LinkedInData | null };
      linkedinSaves.push(body);
      return HttpResponse.json({ linkedin_data: body.linkedin_data, checkpoint: '' });
    }),
  );
  return { promptSaves, linkedinSaves };
}

async function renderEditor() {
  const onClose = vi.fn();
  const view = renderWithProviders(<PromptEditorDialog open onClose={onClose} />, { route: '/settings' });
  const textarea = (await screen.findByLabelText('Prompt template')) as HTMLTextAreaElement;
  return { ...view, onClose, textarea };
}

/** The debounce runs on fake timers; requests and React's updates keep real ones. */
async function afterQuietPeriod(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function type(textarea: HTMLTextAreaElement, value: string) {
  fireEvent.change(textarea, { target: { value } });
}

/** The parts of DataTransfer that drag and drop use; jsdom has none. */
function dataTransfer() {
  const data = new Map<string, string>();
  const types: string[] = [];
  return {
    types,
    dropEffect: 'none',
    effectAllowed: 'all',
    setData(format: string, value: string) {
      if (!data.has(format)) types.push(format);
      data.set(format, value);
    },
    getData: (format: string) => data.get(format) ?? '',
  };
}

/** Unmounting the editor saves a change still waiting for its debounce; this waits for that save. */
async function unmountAndExpectSaved(
  unmount: () => void,
  saves: { prompt: string | null }[],
  prompt: string,
) {
  unmount();
  await waitFor(() => expect(saves).toEqual([{ prompt }]));
}

const variableChip = (name: string) => screen.getByRole('button', { name: `Insert ${name}` });

beforeEach(() => {
  signedInAs();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PromptEditorDialog', () => {
  it('opens from the button with the effective template and its variables grouped by category', async () => {
    const own = 'Mine: {{firstName}} {{lastName}} {{headline}} {{skills}}';
    serve(settings({ prompt_template: own, prompt: own }));
    const { user } = renderWithProviders(<PromptEditorButton />, { route: '/settings' });

    await user.click(screen.getByRole('button', { name: 'Edit email prompt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Email Prompt Editor' });
    expect(await within(dialog).findByLabelText('Prompt template')).toHaveValue(own);
    for (const category of ['Profile', 'Contact', 'Company', 'AI Generated', 'Dynamic']) {
      expect(within(dialog).getByRole('region', { name: category })).toBeInTheDocument();
    }
    const profile = within(dialog).getByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('button', { name: 'Insert Job Title' })).toHaveAccessibleDescription(
      '{{headline}} Value: Analyst',
    );
  });

  it('previews values cut to 50 characters and explains the ones filled later', async () => {
    serve();
    await renderEditor();
    const summary = screen.getByRole('button', { name: 'Insert Summary' });
    expect(summary).toHaveAccessibleDescription(
      '{{summary}} Value: Wrote the first published algorithm for a machine…',
    );
    expect(screen.getByRole('button', { name: 'Insert Contact Name' })).toHaveAccessibleDescription(
      /Filled per e-mail, e.g. Grace Hopper/,
    );
    expect(screen.getByRole('button', { name: 'Insert Hometown' })).toHaveAccessibleDescription(
      /Written by the AI, e.g. Manchester/,
    );
  });

  it("shows the name from sign-in and the resume's details, saying where each came from, instead of Not set", async () => {
    serve(
      settings({
        linkedin_data: null,
        profile: aProfile(null, {
          firstName: 'Noor',
          lastName: 'Achterberg',
          headline: 'Data Engineer',
          skills: ['Python', 'SQL'],
          resumeSkills: ['Python', 'SQL'],
          educations: [{ degreeName: 'BSc', fieldOfStudy: 'Computer Science', schoolName: 'UT Austin' }],
          portfolioLink: 'https://ada.dev',
          sources: {
            firstName: 'sign_in',
            lastName: 'sign_in',
            headline: 'resume',
            skills: 'resume',
            education: 'resume',
          },
        }),
      }),
    );
    await renderEditor();
    const described = (name: string) => screen.getByRole('button', { name: `Insert ${name}` });
    expect(described('First Name')).toHaveAccessibleDescription('{{firstName}} Value: Noor from sign-in');
    expect(described('Last Name')).toHaveAccessibleDescription('{{lastName}} Value: Achterberg from sign-in');
    expect(described('Job Title')).toHaveAccessibleDescription(
      '{{headline}} Value: Data Engineer from your resume',
    );
    expect(described('Skills')).toHaveAccessibleDescription('{{skills}} Value: Python, SQL from your resume');
    expect(described('Education')).toHaveAccessibleDescription(
      '{{education}} Value: BSc in Computer Science, UT Austin from your resume',
    );
    expect(described('Summary')).toHaveAccessibleDescription('{{summary}} Value: Not set');
  });

  describe('saving', () => {
    it('saves once, 3 s after the last keystroke, and says so', async () => {
      const { promptSaves } = serve();
      const { textarea } = await renderEditor();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      type(textarea, `${DEFAULT_PROMPT_TEMPLATE} A`);
      await afterQuietPeriod(2000);
      type(textarea, `${DEFAULT_PROMPT_TEMPLATE} Ab`);
      await afterQuietPeriod(2000);
      type(textarea, `${DEFAULT_PROMPT_TEMPLATE} Abc`);
      await afterQuietPeriod(PROMPT_SAVE_DEBOUNCE_MS - 1);
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      expect(promptSaves).toHaveLength(0);

      await afterQuietPeriod(1);

      await vi.waitFor(() =>
        expect(screen.getByText('Prompt template updated successfully')).toBeInTheDocument(),
      );
      expect(promptSaves).toEqual([{ prompt: `${DEFAULT_PROMPT_TEMPLATE} Abc` }]);
      expect(screen.getByText('Saved')).toBeInTheDocument();
    });

    it('lists the issues instead of saving, and clears them as soon as the user types', async () => {
      const { promptSaves } = serve();
      const { textarea } = await renderEditor();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      type(textarea, 'Hello {{firstName}} {{lastName}} {{headline}} {{favouriteColour}} {contactName}');
      await afterQuietPeriod(PROMPT_SAVE_DEBOUNCE_MS);
      vi.useRealTimers();

      const list = await screen.findByRole('list', { name: 'Template issues' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Error: Unknown variable {{favouriteColour}}',
        'Error: Use double braces around contactName: {{contactName}}',
        'Error: Missing required variable {{skills}} (Skills)',
      ]);
      expect(screen.getByRole('alert')).toContainElement(list);
      expect(textarea).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

      type(textarea, `${textarea.value}.`);
      expect(screen.queryByRole('list', { name: 'Template issues' })).not.toBeInTheDocument();
      expect(promptSaves).toHaveLength(0);
    });

    it('says the last saved template is kept when the editor closes on a template with errors', async () => {
      const { promptSaves } = serve();
      const { user } = renderWithProviders(<PromptEditorButton />, { route: '/settings' });
      await user.click(screen.getByRole('button', { name: 'Edit email prompt' }));
      const textarea = (await screen.findByLabelText('Prompt template')) as HTMLTextAreaElement;

      type(textarea, 'Hello {{nobody}}');
      await user.click(screen.getByRole('button', { name: 'Close' }));

      expect(
        await screen.findByText('The template has problems, so your last saved template is kept.'),
      ).toBeInTheDocument();
      expect(promptSaves).toHaveLength(0);
    });

    it('saves at once with Save and reports a refusal', async () => {
      serve();
      server.use(
        http.post('/settings/prompt', () =>
          HttpResponse.json({ code: 'SETTINGS.PROMPT', detail: 'prompt: too long' }, { status: 422 }),
        ),
      );
      const { textarea, user } = await renderEditor();

      type(textarea, `${DEFAULT_PROMPT_TEMPLATE}!`);
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Failed to update prompt template')).toBeInTheDocument();
      expect(screen.getByText('prompt: too long')).toBeInTheDocument();
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    });

    it('saves a waiting change when the editor closes', async () => {
      const { promptSaves } = serve();
      const { user } = renderWithProviders(<PromptEditorButton />, { route: '/settings' });
      await user.click(screen.getByRole('button', { name: 'Edit email prompt' }));
      const textarea = (await screen.findByLabelText('Prompt template')) as HTMLTextAreaElement;

      type(textarea, `${DEFAULT_PROMPT_TEMPLATE} closing`);
      await user.click(screen.getByRole('button', { name: 'Close' }));

      expect(screen.queryByRole('dialog', { name: 'Email Prompt Editor' })).not.toBeInTheDocument();
      await waitFor(() => expect(promptSaves).toEqual([{ prompt: `${DEFAULT_PROMPT_TEMPLATE} closing` }]));
      expect(await screen.findByText('Prompt template updated successfully')).toBeInTheDocument();
    });
  });

  describe('presets and reset', () => {
    it('applies a preset and saves it', async () => {
      const { promptSaves } = serve();
      const { textarea, user } = await renderEditor();
      const networking = PROMPT_PRESETS.find((preset) => preset.name === 'Networking');

      await user.click(screen.getByRole('button', { name: 'Apply Networking template' }));

      expect(textarea).toHaveValue(networking?.template);
      expect(await screen.findByText('Applied and saved Networking template')).toBeInTheDocument();
      expect(promptSaves).toEqual([{ prompt: networking?.template }]);
    });

    it('keeps an applied preset on screen when saving it fails', async () => {
      serve();
      server.use(http.post('/settings/prompt', () => HttpResponse.json({ detail: 'down' }, { status: 500 })));
      const { textarea, user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Apply Referral Request template' }));

      expect(
        await screen.findByText('Template applied but failed to save. Please save manually'),
      ).toBeInTheDocument();
      expect(textarea.value).toContain('referring {{firstName}}');
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    });

    it('resets to the default template after a confirmation', async () => {
      const own = 'Mine: {{firstName}} {{lastName}} {{headline}} {{skills}}';
      const { promptSaves } = serve(settings({ prompt_template: own, prompt: own }));
      const { textarea, user } = await renderEditor();
      expect(textarea).toHaveValue(own);

      await user.click(screen.getByRole('button', { name: 'Reset to default' }));
      await user.click(
        within(screen.getByRole('group', { name: 'Reset to default' })).getByRole('button', {
          name: 'Reset',
        }),
      );

      await waitFor(() => expect(textarea).toHaveValue(DEFAULT_PROMPT_TEMPLATE));
      expect(promptSaves).toEqual([{ prompt: null }]);
      expect(await screen.findByText('Prompt template updated successfully')).toBeInTheDocument();
    });
  });

  describe('inserting variables', () => {
    it('inserts a variable at the caret from the keyboard and leaves the caret after it', async () => {
      const { promptSaves } = serve();
      const { textarea, user, unmount } = await renderEditor();
      textarea.setSelectionRange(6, 6);

      screen.getByRole('button', { name: 'Insert Season' }).focus();
      await user.keyboard('{Enter}');

      expect(textarea.value).toBe(
        `${DEFAULT_PROMPT_TEMPLATE.slice(0, 6)}{{season}}${DEFAULT_PROMPT_TEMPLATE.slice(6)}`,
      );
      expect(textarea).toHaveFocus();
      expect(textarea.selectionStart).toBe(6 + '{{season}}'.length);
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
      await unmountAndExpectSaved(unmount, promptSaves, textarea.value);
    });

    it('replaces the selected text when a variable is clicked', async () => {
      const { promptSaves } = serve();
      const { textarea, user, unmount } = await renderEditor();
      textarea.setSelectionRange(0, 5);

      await user.click(screen.getByRole('button', { name: 'Insert Time of Day' }));

      expect(textarea.value).toBe(`{{timeOfDay}}${DEFAULT_PROMPT_TEMPLATE.slice(5)}`);
      await unmountAndExpectSaved(unmount, promptSaves, textarea.value);
    });

    it('inserts a dragged variable where it is dropped', async () => {
      const { promptSaves } = serve();
      const { textarea, unmount } = await renderEditor();
      const transfer = dataTransfer();
      const locate = vi.fn((_x: number, _y: number) => ({ offsetNode: textarea, offset: 3 }));
      Object.defineProperty(document, 'caretPositionFromPoint', { value: locate, configurable: true });

      try {
        fireEvent.dragStart(variableChip('Company Name'), { dataTransfer: transfer });
        expect(transfer.getData('text/plain')).toBe('{{companyName}}');
        const over = fireEvent.dragOver(textarea, { dataTransfer: transfer });
        expect(over).toBe(false);
        // jsdom has no DragEvent, so the pointer position is set on the event by hand.
        const drop = createEvent.drop(textarea, { dataTransfer: transfer });
        Object.defineProperties(drop, { clientX: { value: 40 }, clientY: { value: 12 } });
        fireEvent(textarea, drop);
      } finally {
        Reflect.deleteProperty(document, 'caretPositionFromPoint');
      }

      expect(locate).toHaveBeenCalledWith(40, 12);
      expect(textarea.value).toBe(
        `${DEFAULT_PROMPT_TEMPLATE.slice(0, 3)}{{companyName}}${DEFAULT_PROMPT_TEMPLATE.slice(3)}`,
      );
      await unmountAndExpectSaved(unmount, promptSaves, textarea.value);
    });

    it('drops at the caret when the browser cannot tell the drop position', async () => {
      const { promptSaves } = serve();
      const { textarea, unmount } = await renderEditor();
      textarea.setSelectionRange(DEFAULT_PROMPT_TEMPLATE.length, DEFAULT_PROMPT_TEMPLATE.length);
      const transfer = dataTransfer();

      fireEvent.dragStart(variableChip('Work Style'), { dataTransfer: transfer });
      fireEvent.drop(textarea, { dataTransfer: transfer });

      expect(textarea.value).toBe(`${DEFAULT_PROMPT_TEMPLATE}{{workStyle}}`);
      await unmountAndExpectSaved(unmount, promptSaves, textarea.value);
    });

    it('leaves drops that are not variables to the browser', async () => {
      serve();
      const { textarea } = await renderEditor();
      const transfer = dataTransfer();
      transfer.setData('text/plain', 'plain words');

      expect(fireEvent.dragOver(textarea, { dataTransfer: transfer })).toBe(true);
      fireEvent.drop(textarea, { dataTransfer: transfer });

      expect(textarea).toHaveValue(DEFAULT_PROMPT_TEMPLATE);
    });

    it('copies a variable to the clipboard', async () => {
      serve();
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Copy Skills' }));

      expect(await screen.findByText('Variable copied to clipboard')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe('{{skills}}');
    });

    it('says so when the clipboard refuses', async () => {
      serve();
      const { user } = await renderEditor();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

      await user.click(screen.getByRole('button', { name: 'Copy Skills' }));

      expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    });
  });

  describe('editing one variable', () => {
    it('saves a profile value with Enter, sending the whole LinkedIn data', async () => {
      const { linkedinSaves } = serve();
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Edit First Name' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit First Name' });
      const field = within(dialog).getByLabelText(/First Name/);
      expect(field).toHaveValue('Ada');
      await user.clear(field);
      await user.type(field, 'Augusta{Enter}');

      await waitFor(() =>
        expect(linkedinSaves).toEqual([{ linkedin_data: linkedinData({ firstName: 'Augusta' }) }]),
      );
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit First Name' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('button', { name: 'Insert First Name' })).toHaveAccessibleDescription(
        /Augusta/,
      );
    });

    it('keeps Save disabled while a required value is blank, and Enter does nothing then', async () => {
      const { linkedinSaves } = serve();
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Edit Job Title' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Job Title' });
      await user.clear(within(dialog).getByLabelText(/Job Title/));

      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.type(within(dialog).getByLabelText(/Job Title/), '   {Enter}');
      expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
      expect(linkedinSaves).toHaveLength(0);
      expect(dialog).toBeInTheDocument();
    });

    it('cancels with Escape and keeps the editor open', async () => {
      const { linkedinSaves } = serve();
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Edit Last Name' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Last Name' });
      await user.type(within(dialog).getByLabelText(/Last Name/), 'x');
      await user.keyboard('{Escape}');

      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Edit Last Name' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('dialog', { name: 'Email Prompt Editor' })).toBeInTheDocument();
      expect(linkedinSaves).toHaveLength(0);
    });

    it('adds a line with Enter in a multi-line value and saves with Ctrl+Enter', async () => {
      const { linkedinSaves } = serve();
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Edit Summary' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Summary' });
      const field = within(dialog).getByLabelText(/Summary/);
      await user.clear(field);
      await user.type(field, 'First line{Enter}Second line');
      expect(field).toHaveValue('First line\nSecond line');
      expect(linkedinSaves).toHaveLength(0);

      await user.keyboard('{Control>}{Enter}{/Control}');

      await waitFor(() =>
        expect(linkedinSaves).toEqual([
          { linkedin_data: linkedinData({ summary: 'First line\nSecond line' }) },
        ]),
      );
    });

    it('keeps an AI Generated hint in this browser only', async () => {
      const { linkedinSaves } = serve();
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Edit Hometown' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Hometown' });
      await user.type(within(dialog).getByLabelText(/Hometown/), 'Leeds{Enter}');

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Insert Hometown' })).toHaveAccessibleDescription(
          /Value: Leeds/,
        ),
      );
      expect(JSON.parse(localStorage.getItem('promptVariableHints') ?? '{}')).toEqual({ hometown: 'Leeds' });
      expect(linkedinSaves).toHaveLength(0);
    });

    it('refuses a portfolio link that is not a web address without calling the server', async () => {
      serve();
      const saved = vi.fn();
      server.use(
        http.put('/settings/portfolio_link', () => {
          saved();
          return HttpResponse.json({ portfolio_link: null, checkpoint: '' });
        }),
      );
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Edit Portfolio Link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Portfolio Link' });
      const field = within(dialog).getByLabelText(/Portfolio Link/);
      await user.clear(field);
      await user.type(field, 'ada.dev{Enter}');

      expect(
        await within(dialog).findByText('Please enter a valid URL starting with http:// or https://'),
      ).toBeInTheDocument();
      expect(saved).not.toHaveBeenCalled();
    });
  });

  describe('testing the prompt', () => {
    it('shows the drafted subject and body', async () => {
      serve();
      server.use(
        http.post('/settings/test_prompt', () =>
          HttpResponse.json({ subject: 'Hello Grace', body: 'Dear Grace,\nA short note.' }),
        ),
      );
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Test prompt' }));

      const result = await screen.findByRole('region', { name: 'Test email' });
      expect(result).toHaveTextContent('Subject: Hello Grace');
      expect(result).toHaveTextContent('Dear Grace, A short note.');
    });

    it.each([
      [
        'break tags',
        'Dear Grace,<br><br>I am Ada.<br>Best regards,<br>Ada',
        'Dear Grace,\n\nI am Ada.\nBest regards,\nAda',
      ],
      ['paragraphs', '<p>Dear Grace,</p><p>I am Ada &amp; I write.</p>', 'Dear Grace,\nI am Ada & I write.'],
      ['escaped text a model wrote', 'Is a&lt;b?<br>Yes.', 'Is a<b?\nYes.'],
    ])(
      'shows the body the server sends as HTML (%s) as text with its lines, never as tags',
      async (_, body, text) => {
        serve();
        server.use(
          http.post('/settings/test_prompt', () => HttpResponse.json({ subject: 'Hello Grace', body })),
        );
        const { user } = await renderEditor();

        await user.click(screen.getByRole('button', { name: 'Test prompt' }));

        const result = await screen.findByRole('region', { name: 'Test email' });
        expect(result.textContent).not.toMatch(/<\/?(?:br|p)\b|&amp;|&lt;/);
        expect(
          within(result).getByText(
            (_content, element) => element?.tagName === 'P' && element.textContent === text,
          ),
        ).toBeInTheDocument();
      },
    );

    it("shows the server's detail for a 404, with a fallback", async () => {
      serve();
      server.use(
        http.post(
          '/settings/test_prompt',
          () => HttpResponse.json({ detail: 'Add a contact first' }, { status: 404 }),
          {
            once: true,
          },
        ),
        http.post('/settings/test_prompt', () => new HttpResponse(null, { status: 404 })),
      );
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Test prompt' }));
      expect(await screen.findByText('Add a contact first')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Test prompt' }));
      expect(await screen.findByText('No contacts found to test prompt')).toBeInTheDocument();
    });

    it("says 'Failed to generate test email' for other failures", async () => {
      serve();
      server.use(
        http.post('/settings/test_prompt', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })),
      );
      const { user } = await renderEditor();

      await user.click(screen.getByRole('button', { name: 'Test prompt' }));

      expect(await screen.findByText('Failed to generate test email')).toBeInTheDocument();
    });

    it('saves unsaved changes before testing and does not test a template with errors', async () => {
      const { promptSaves } = serve();
      const tested = vi.fn();
      server.use(
        http.post('/settings/test_prompt', () => {
          tested();
          return HttpResponse.json({ subject: 's', body: 'b' });
        }),
      );
      const { textarea, user } = await renderEditor();

      type(textarea, 'no variables at all');
      await user.click(screen.getByRole('button', { name: 'Test prompt' }));
      expect(await screen.findByRole('list', { name: 'Template issues' })).toBeInTheDocument();
      expect(tested).not.toHaveBeenCalled();

      type(textarea, `${DEFAULT_PROMPT_TEMPLATE} v2`);
      await user.click(screen.getByRole('button', { name: 'Test prompt' }));
      await screen.findByRole('region', { name: 'Test email' });
      expect(promptSaves).toEqual([{ prompt: `${DEFAULT_PROMPT_TEMPLATE} v2` }]);
      expect(tested).toHaveBeenCalledTimes(1);
    });
  });
});
