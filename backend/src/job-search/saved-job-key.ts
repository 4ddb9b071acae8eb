/**
 * outreach.md §3: a saved job is identified by the pair job_title and company_name, whatever their case and
 * spacing: trimmed, runs of white space read as one space, lowercased.
 */
const normalised = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

export const jobKeyOf = (jobTitle: string, companyName: string): string =>
  `${normalised(jobTitle)}|${normalised(companyName)}`;
