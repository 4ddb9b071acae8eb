import { companySelectionLimitMessage } from '@outreach/backend/platform/plans/plan-limits.contract';
import {
  CATEGORY_MODE_MESSAGE,
  COMPANY_MODE_MESSAGE,
  DEFAULT_COUNTRY,
  EMPLOYEE_RANGES,
} from '@outreach/backend/company-search/company-search.contract';
import {
  DEFAULT_CONTACTS_PER_COMPANY,
  MAX_CONTACTS_PER_COMPANY,
} from '@outreach/backend/contact-search/contact-search.contract';
import {
  COMPANY_PAGE_SIZE,
  type ContactResult,
  type ContactSavePayload,
  type ContactSearchCompany,
  type ContactSearchProgress,
  type EmployeeRange,
  type SavedSearch,
  type SaveSearchBody,
  type SearchCompaniesBody,
  type SearchHistoryEntry,
  type SearchMode,
} from './contact-search.api';

/** The directory's employee ranges, as the company size picker lists them. */
export const COMPANY_SIZES = EMPLOYEE_RANGES;

export { DEFAULT_CONTACTS_PER_COMPANY, MAX_CONTACTS_PER_COMPANY };

export const NO_CONFIRMED_COMPANY = 'Please select at least one company before searching.';
export const CONTACTS_PER_COMPANY_TOO_LOW = 'Contacts per company must be at least 1.';
export const MISSING_EMAIL_SINGLE = 'Cannot add/unadd contact without an email address.';

export interface CompanySearchForm {
  categories: string[];
  country: string;
  /** '' is any state, any city, any size. */
  state: string;
  city: string;
  companySize: EmployeeRange | '';
  companyName: string;
  jobTitle: string;
}

export const emptyForm = (): CompanySearchForm => ({
  categories: [],
  country: DEFAULT_COUNTRY,
  state: '',
  city: '',
  companySize: '',
  companyName: '',
  jobTitle: '',
});

/** The mode's required input, as outreach.md §5 words it; null when the form can be searched. */
export function companySearchProblem(mode: SearchMode, form: CompanySearchForm): string | null {
  if (mode === 'category') return form.categories.length > 0 ? null : CATEGORY_MODE_MESSAGE;
  return form.companyName.trim() || form.jobTitle.trim() ? null : COMPANY_MODE_MESSAGE;
}

/** Category mode filters by place and size; company mode by name and open job title, in the chosen country. */
export function companySearchBody(
  mode: SearchMode,
  form: CompanySearchForm,
  page: number,
): SearchCompaniesBody {
  const base = {
    mode,
    offset: page * COMPANY_PAGE_SIZE,
    limit: COMPANY_PAGE_SIZE,
    location: form.country || DEFAULT_COUNTRY,
  };
  if (mode === 'category') {
    return {
      ...base,
      categories: form.categories,
      ...(form.state && { state: form.state }),
      ...(form.state && form.city && { city: form.city }),
      ...(form.companySize && { company_size: form.companySize }),
    };
  }
  const companyName = form.companyName.trim();
  const jobTitle = form.jobTitle.trim();
  return {
    ...base,
    ...(companyName && { company_name: companyName }),
    ...(jobTitle && { jobtitle: jobTitle }),
  };
}

/** A saved search keeps one term: the categories joined, or the company name (else the job title). */
export function saveSearchBody(mode: SearchMode, form: CompanySearchForm): SaveSearchBody | null {
  const term =
    mode === 'category' ? form.categories.join(', ') : form.companyName.trim() || form.jobTitle.trim();
  if (!term) return null;
  return {
    search_term: term,
    location: form.country || DEFAULT_COUNTRY,
    ...(mode === 'category' && form.companySize && { company_size: form.companySize }),
  };
}

const isCompanySize = (value: string | null): value is EmployeeRange =>
  value !== null && (COMPANY_SIZES as readonly string[]).includes(value);

/** A history entry back in the form: category searches in category mode, the others by name and title. */
export function formFromHistory(entry: SearchHistoryEntry): { mode: SearchMode; form: CompanySearchForm } {
  const form: CompanySearchForm = {
    ...emptyForm(),
    country: entry.location || DEFAULT_COUNTRY,
    companySize: isCompanySize(entry.company_size) ? entry.company_size : '',
  };
  if (entry.kind === 'category') {
    return {
      mode: 'category',
      form: { ...form, categories: entry.categories ?? [], state: entry.state ?? '', city: entry.city ?? '' },
    };
  }
  return {
    mode: 'company',
    form: {
      ...form,
      companyName: entry.company_name ?? (entry.kind === 'industry' ? (entry.search_term ?? '') : ''),
      jobTitle: entry.jobtitle ?? '',
    },
  };
}

/**
 * A saved search keeps one term. This screen saves a category search as its categories joined by ', ', so a term
 * made only of known category names loads in category mode with them; any other term (the industry search saves
 * company-like ones) loads in company mode as the company name.
 */
export function formFromSavedSearch(
  saved: SavedSearch,
  knownCategories: readonly string[],
): { mode: SearchMode; form: CompanySearchForm } {
  const form: CompanySearchForm = {
    ...emptyForm(),
    country: saved.location || DEFAULT_COUNTRY,
    companySize: isCompanySize(saved.company_size) ? saved.company_size : '',
  };
  const byName = new Map(knownCategories.map((name) => [name.toLowerCase(), name]));
  const parts = saved.search_term.split(',').map((part) => part.trim().toLowerCase());
  const categories = parts.flatMap((part) => byName.get(part) ?? []);
  if (parts.length > 0 && categories.length === parts.length) {
    return { mode: 'category', form: { ...form, categories: [...new Set(categories)] } };
  }
  return { mode: 'company', form: { ...form, companyName: saved.search_term } };
}

export function historyLabel(entry: SearchHistoryEntry): string {
  const place = [entry.city, entry.state].filter(Boolean).join(', ');
  const parts =
    entry.kind === 'category'
      ? [`Categories: ${(entry.categories ?? []).join(', ')}`, place]
      : [
          entry.company_name && `Company: ${entry.company_name}`,
          entry.jobtitle && `Job title: ${entry.jobtitle}`,
          !entry.company_name && !entry.jobtitle && entry.search_term && `Search: ${entry.search_term}`,
        ];
  return parts.filter(Boolean).join(' · ');
}

export interface SelectedCompany {
  name: string;
  url: string | null;
  /** Set in saved-jobs mode: contacts are looked for by this open job. */
  jobTitle: string | null;
  /** As typed, so the field can be cleared while editing; checked on confirming. */
  limit: string;
}

export const selectionKey = (company: Pick<SelectedCompany, 'name' | 'jobTitle'>): string =>
  `${company.name.trim().toLowerCase()}|${(company.jobTitle ?? '').trim().toLowerCase()}`;

export function contactsPerCompany(limit: string): number | null {
  const value = Number(limit);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, MAX_CONTACTS_PER_COMPANY) : null;
}

/** A company's web domain from its address, for a company the directory may not know (saved jobs, AI search). */
export function domainOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? hostname.replace(/^www\./, '') || null : null;
  } catch {
    return null;
  }
}

export function contactSearchCompanies(selected: readonly SelectedCompany[]): ContactSearchCompany[] {
  return selected.map((company) => {
    const domain = domainOf(company.url);
    return {
      'Company Name': company.name,
      ...(company.jobTitle && { jobtitle: company.jobTitle }),
      limit: contactsPerCompany(company.limit) ?? DEFAULT_CONTACTS_PER_COMPANY,
      ...(domain && { domain }),
    };
  });
}

/** The server's refusal (contract §4), the same words, said before the server must. */
export const selectionLimitMessage = companySelectionLimitMessage;

function isoDateOrNull(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** outreach.md §3 "Contact save payload" for a contact with an address. */
export function contactSavePayload(contact: ContactResult): ContactSavePayload {
  return {
    full_name: contact.full_name || `${contact.first_name} ${contact.last_name}`.trim(),
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email_address,
    where_met: 'Contact Search',
    phone: contact.phone,
    linkedin_url: contact.linkedin_url,
    linkedin_data: null,
    linkedin_data_fetched: false,
    company: contact.company_name,
    company_url: contact.company_url,
    job_title: contact.job_title,
    location: contact.location,
    position: contact.position,
    seniority: contact.seniority,
    department: contact.department,
    twitter: contact.twitter,
    verification_status: contact.verification_status,
    verification_date: isoDateOrNull(contact.verification_date),
    sources: contact.sources,
    tags: [],
    email_type: contact.email_type || 'unknown',
    confidence: contact.confidence ?? 0,
    connection_strength: 0,
    similarity_score: contact.total_score,
    matches: contact.matches,
  };
}

/** The server drops people without an address, but a result is checked before a save all the same (§5). */
export const hasEmail = (contact: ContactResult): boolean => Boolean(contact.email_address?.trim());

export const missingEmailMessage = (contact: ContactResult): string =>
  `${contact.first_name} ${contact.last_name} is missing an email address and cannot be added.`;

const PHASE_LABELS: Record<ContactSearchProgress['phase'], string> = {
  searching: 'Searching contacts',
  filtering: 'Filtering contacts',
  scoring: 'Scoring contacts',
  done: 'Scoring contacts',
};

/** outreach.md §2's progress labels; before the first push the search is searching. */
export function progressLabel(progress: ContactSearchProgress | null): string {
  if (!progress) return PHASE_LABELS.searching;
  const label = PHASE_LABELS[progress.phase];
  if (progress.total <= 0 || progress.phase === 'done') return label;
  const unit = progress.phase === 'searching' ? 'companies' : 'contacts';
  return `${label} (${progress.done} of ${progress.total} ${unit})`;
}
