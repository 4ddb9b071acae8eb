import type { SettingsAll } from '../settings.api';
import { ContactsCsvUpload } from './contacts-csv-upload';
import { DocumentsSection } from './documents-section';
import { LinkedinDataEditor } from './linkedin-data-editor';
import { LinkedinImport } from './linkedin-import';
import { LinkedinProfileField, PortfolioLinkField } from './profile-links';
import { ResumeSection } from './resume-section';
import { SettingsSection } from './settings-section';

/** Profile links, professional details, resume, documents and contact import; one column under 768 px. */
export function GeneralTab({ settings }: { settings: SettingsAll }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <SettingsSection title="Profile Links" description="Drafts may mention and link to these.">
        <LinkedinProfileField initial={settings.linkedin_profile} />
        <PortfolioLinkField initial={settings.portfolio_link} />
      </SettingsSection>
      <SettingsSection
        title="Professional Details"
        description="Your name, headline, summary, education, skills and positions, as drafts describe you."
      >
        <LinkedinDataEditor data={settings.linkedin_data} />
        <LinkedinImport />
      </SettingsSection>
      <ResumeSection cachedStatus={settings.resumeStatus} />
      <DocumentsSection documents={settings.documents} />
      <ContactsCsvUpload />
    </div>
  );
}
