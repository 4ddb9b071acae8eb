import { countOf } from '../../../lib/count-of';
import type { LinkedInImportResult } from '@outreach/backend/profile/linkedin-data.contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FileField, useChosenFiles } from '../../../components/ui/file-upload-form';
import { toastFailure } from '../../../lib/toast-failure';
import { LINKEDIN_IMPORT_ACCEPT, linkedinImportProblem } from '../file-rules';
import { useImportLinkedinDataMutation } from '../profile.api';

function importedSummary({ imported }: LinkedInImportResult): string {
  const parts = [
    imported.profile ? 'profile details' : null,
    countOf(imported.positions, 'position'),
    countOf(imported.educations, 'education'),
    countOf(imported.skills, 'skill'),
  ].filter(Boolean);
  return `Imported ${parts.join(', ')}.`;
}

/** Fills the professional details from LinkedIn's own data export, which the user downloads themselves. */
export function LinkedinImport() {
  const chosen = useChosenFiles();
  const [summary, setSummary] = useState<string>();
  const [importData, { isLoading }] = useImportLinkedinDataMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = linkedinImportProblem(chosen.files);
    if (problem) {
      chosen.refuse(problem);
      return;
    }
    chosen.setError(undefined);
    setSummary(undefined);
    try {
      const result = await importData(chosen.files).unwrap();
      setSummary(importedSummary(result));
      chosen.clear();
    } catch (failure) {
      toastFailure('Failed to import LinkedIn data', failure);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800"
    >
      <FileField
        id="settings-linkedin-import"
        label="Import LinkedIn data export"
        hint={
          <>
            On LinkedIn, open Settings → Data privacy → Get a copy of your data, then choose the .zip LinkedIn
            e-mails you (or its Profile, Positions, Education and Skills CSV files). Importing replaces the
            details above. We never scrape LinkedIn.
          </>
        }
        accept={LINKEDIN_IMPORT_ACCEPT}
        multiple
        disabled={isLoading}
        {...chosen.field}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" size="sm" disabled={isLoading}>
          {isLoading ? 'Importing...' : 'Import'}
        </Button>
        {summary && (
          <p role="status" className="text-sm text-green-700 dark:text-green-400">
            {summary}
          </p>
        )}
      </div>
    </form>
  );
}
