import type { SettingsAll } from '../../../api/settings.api';
import { SettingsSection } from '../../../components/ui/settings-section';
import { SettingToggle } from '../../../features/preferences/components/settings-toggles';
import { AttachableDocuments } from '../../../features/profile/components/attachable-documents';
import { CustomUrlsSection } from '../../../features/profile/components/custom-urls-section';
import { FooterTemplateEditor } from '../../../features/prompt-templates/components/footer-template-editor';
import { PromptEditorButton } from '../../../features/prompt-templates/components/prompt-editor/prompt-editor-button';

interface AdvancedTabProps {
  settings: SettingsAll;
  onLoadingChange: (loading: boolean) => void;
}

/** The prompt, the footer, custom links, attachments and the tracking and visa filters. */
export function AdvancedTab({ settings, onLoadingChange }: AdvancedTabProps) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <SettingsSection
        title="Email Prompt"
        description={
          settings.prompt_template === null
            ? 'Drafts follow the default prompt. Make it yours with variables and presets.'
            : 'Drafts follow your own prompt.'
        }
      >
        <PromptEditorButton />
      </SettingsSection>
      <FooterTemplateEditor
        custom={settings.custom_footer_template}
        fallback={settings.default_footer_template}
      />
      <CustomUrlsSection urls={settings.custom_urls} />
      <SettingsSection
        title="Attachments"
        description="Documents your e-mails attach. Your resume is handled on its own."
      >
        <AttachableDocuments selected={settings.selected_documents} onLoadingChange={onLoadingChange} />
        <SettingToggle setting="attach_documents" checked={settings.attach_documents} />
      </SettingsSection>
      <SettingsSection title="Tracking and Filters">
        <SettingToggle setting="tracking_enabled" checked={settings.tracking_enabled} />
        <SettingToggle setting="h1b_only" checked={settings.h1b_only} />
        <SettingToggle setting="j1_only" checked={settings.j1_only} />
      </SettingsSection>
    </div>
  );
}
