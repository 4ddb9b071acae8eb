import { MAX_FOOTER_TEMPLATE_LENGTH } from '@outreach/backend/prompt-templates/prompt-template-rules.contract';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { SettingsSection } from '../../../components/ui/settings-section';
import { toastFailure } from '../../../lib/toast-failure';
import { useSaveFooterTemplateMutation } from '../prompt-templates.api';

interface FooterTemplateEditorProps {
  /** The user's own footer, null while they use the default. */
  custom: string | null;
  fallback: string;
}

/** The footer under every e-mail; Reset goes back to the default (sent as null). */
export function FooterTemplateEditor({ custom, fallback }: FooterTemplateEditorProps) {
  const [text, setText] = useState(custom ?? fallback);
  const [save, { isLoading }] = useSaveFooterTemplateMutation();

  const submit = async () => {
    try {
      await save({ footer_template: text }).unwrap();
      toast.success('Footer template updated successfully');
    } catch (error) {
      toastFailure('Failed to update footer template', error, () => void submit());
    }
  };

  const reset = async () => {
    try {
      await save({ footer_template: null }).unwrap();
      setText(fallback);
      toast.success('Footer template reset to the default');
    } catch (error) {
      toastFailure('Failed to reset footer template', error, () => void reset());
    }
  };

  return (
    <SettingsSection
      title="Email Footer"
      description="Added under every e-mail. Variables such as {{firstName}} and {{portfolioLink}} are filled in."
    >
      <TextAreaField
        id="settings-footer-template"
        label="Footer template"
        hint={custom === null ? 'You are using the default footer.' : 'You are using your own footer.'}
        rows={4}
        maxLength={MAX_FOOTER_TEMPLATE_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void submit()} disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save Footer'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void reset()} disabled={isLoading}>
          Reset
        </Button>
      </div>
    </SettingsSection>
  );
}
