import { emptyLinkedInData, type LinkedInData } from '@outreach/backend/profile/linkedin-data.contract';
import type { CustomUrl, SettingsDocument } from '@outreach/backend/profile/profile-rules.contract';
import { DEFAULT_FOOTER_TEMPLATE } from '@outreach/backend/prompt-templates/prompt-template-rules.contract';
import type { UserProfile } from '@outreach/backend/profile/user-profile.contract';
import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** The one profile as the server gives it for typed details alone (no resume, no sign-in name to fall back on). */
export function aProfile(
  typed: LinkedInData | null = null,
  overrides: Partial<UserProfile> = {},
): UserProfile {
  return {
    firstName: typed?.firstName ?? '',
    lastName: typed?.lastName ?? '',
    headline: typed?.headline ?? '',
    summary: typed?.summary ?? '',
    skills: (typed?.skills ?? []).map((skill) => skill.name),
    resumeSkills: [],
    educations: typed?.educations ?? [],
    positions: typed?.positions ?? [],
    titles: (typed?.positions ?? []).map((position) => position.title),
    portfolioLink: null,
    linkedinProfile: null,
    sources: {},
    ...overrides,
  };
}

/** Settings whose profile, unless given, is the typed details' (and the portfolio link's) alone. */
export function aSettings(overrides: Partial<SettingsAll> = {}): SettingsAll {
  const typed = overrides.linkedin_data ?? null;
  return {
    profile: aProfile(typed, { portfolioLink: overrides.portfolio_link ?? null }),
    plan_name: 'Free',
    emails_used: 3,
    emails_limit: 50,
    searches_used: 2,
    searches_limit: 10,
    write_limit: 20,
    write_used: 4,
    daily_limit: 10,
    daily_used: 1,
    company_lists_used: 1,
    company_lists_limit: 3,
    usage_period_start: '2026-11-01',
    usage_period_end: '2026-12-01',
    contacts_used: 5,
    contacts_limit: 10,
    prompt_template: null,
    prompt: 'Write a short e-mail',
    default_prompt: 'Write a short e-mail',
    portfolio_link: null,
    linkedin_profile: null,
    tracking_enabled: true,
    custom_urls: [],
    attach_documents: false,
    custom_footer_template: null,
    default_footer_template: DEFAULT_FOOTER_TEMPLATE,
    h1b_only: false,
    j1_only: false,
    show_on_leaderboard: true,
    selected_documents: [],
    documents: [],
    linkedin_data: null,
    autopilot_settings: { job_score_threshold: 8 },
    resumeStatus: { resume_exists: false, file_name: null },
    profile_status: { hasResume: false, hasLinkedInProfile: false, hasLinkedInData: false },
    ...overrides,
  };
}

export function aLinkedInData(overrides: Partial<LinkedInData> = {}): LinkedInData {
  return {
    ...emptyLinkedInData(),
    firstName: 'Ada',
    lastName: 'Lovelace',
    headline: 'Analytical Engineer',
    username: 'ada',
    summary: 'I write programs for engines.',
    educations: [{ schoolName: 'University of London', degreeName: 'BSc', fieldOfStudy: 'Mathematics' }],
    skills: [{ name: 'Mathematics' }, { name: 'Poetry' }],
    positions: [
      {
        title: 'Translator',
        companyName: 'Babbage & Co',
        location: 'London',
        startedOn: 'Jan 1842',
        finishedOn: 'Dec 1843',
        description: 'Notes on the engine.',
      },
    ],
    ...overrides,
  };
}

export function aDocument(overrides: Partial<SettingsDocument> = {}): SettingsDocument {
  return {
    id: '2b1c4a8e-0d43-4b8e-9a55-0f5c3d2a1b01',
    name: 'Cover letter',
    filename: 'cover-letter.pdf',
    content_type: 'application/pdf',
    size_bytes: 20480,
    uploaded_at: '2025-01-15T14:30:00Z',
    ...overrides,
  };
}

export function aCustomUrl(overrides: Partial<CustomUrl> = {}): CustomUrl {
  return {
    id: '7d9e2f10-5a1b-4c3d-8e9f-112233445566',
    name: 'GitHub',
    url: 'https://github.com/ada',
    include_in_emails: true,
    ...overrides,
  };
}

/** GET /settings/all answers these settings; the returned list counts the calls. */
export function settingsAllReturns(settings: SettingsAll): { calls: number } {
  const counter = { calls: 0 };
  server.use(
    http.get('/settings/all', () => {
      counter.calls += 1;
      return HttpResponse.json(settings);
    }),
  );
  return counter;
}

/** What the General tab reads besides /settings/all. */
export function resumeStatusReturns(fileName: string | null): void {
  server.use(
    http.get('/resume/status', () =>
      HttpResponse.json({ resume_exists: fileName !== null, file_name: fileName }),
    ),
  );
}
