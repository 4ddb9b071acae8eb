import type { SettingsAll } from '../../../api/settings.api';
import { SettingsSection } from '../../../components/ui/settings-section';
import { ContactsCsvUpload } from '../../../features/add-contacts/components/contacts-csv-upload';
import { DocumentsSection } from '../../../features/profile/components/documents-section';
import { LinkedinDataEditor } from '../../../features/profile/components/linkedin-data-editor';
import { LinkedinImport } from '../../../features/profile/components/linkedin-import';
import { LinkedinProfileField, PortfolioLinkField } from '../../../features/profile/components/profile-links';
import { ResumeSection } from '../../../features/profile/components/resume-section';
import { SettingToggle } from '../../../features/preferences/components/settings-toggles';

/** Profile links, professional details, resume, documents, contact import and the leaderboard switch; one column under 768 px. */
export function GeneralTab({ settings }: { settings: SettingsAll }) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <SettingsSection title="Profile Links" description="Drafts may mention and link to these.">
        <LinkedinProfileField initial={settings.linkedin_profile} />
        <PortfolioLinkField initial={settings.portfolio_link} />
      </SettingsSection>
      <SettingsSection
        title="Professional Details"
        description="Your name, headline, summary, education, skills and positions, as drafts and match scores read you."
      >
        <LinkedinDataEditor data={settings.linkedin_data} profile={settings.profile} />
        <LinkedinImport />
      </SettingsSection>
      <ResumeSection cachedStatus={settings.resumeStatus} />
      <DocumentsSection documents={settings.documents} />
      <ContactsCsvUpload />
      <SettingsSection
        title="Leaderboard"
        description="The sidebar's leaderboard ranks users by messages sent."
      >
        <SettingToggle setting="show_on_leaderboard" checked={settings.show_on_leaderboard} />
      </SettingsSection>
    </div>
  );
}
