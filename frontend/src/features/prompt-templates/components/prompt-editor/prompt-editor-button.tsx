import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PromptEditorDialog } from './prompt-editor-dialog';

interface PromptEditorButtonProps {
  className?: string;
}

/** Opens the Email Prompt Editor; the settings page's Advanced tab shows it. */
export function PromptEditorButton({ className }: PromptEditorButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        Edit email prompt
      </Button>
      <PromptEditorDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
