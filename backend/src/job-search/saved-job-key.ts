/** outreach.md §3: a saved job is identified by the pair job_title and company_name, whatever their case. */
export const jobKeyOf = (jobTitle: string, companyName: string): string =>
  `${jobTitle.trim().toLowerCase()}|${companyName.trim().toLowerCase()}`;
