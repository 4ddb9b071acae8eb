import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import {
  EMPTY_DRAFT_MESSAGE,
  breakTagsToText,
  MAX_DRAFT_SUBJECT_LENGTH,
  textToBreakTags,
} from '@outreach/backend/drafts/draft-rules.contract';
import { useUpdateDraftMutation, type Draft } from '../../../api/drafts.api';
import { Button } from '../../../components/ui/button';
import { InputField, TextAreaField } from '../../../components/ui/field';
import { serverErrorMessage } from '../../../lib/error-detail';

/** Spec section 4: edit mode loads subject and body; saving returns to the list. */
export function DraftEditor({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [subject, setSubject] = useState(draft.subject);
  // The inverse of the textToBreakTags the save applies, as the reply form loads drafts: the text typed
  // comes back exactly (entities decoded once, lines and spaces kept).
  const [body, setBody] = useState(() => breakTagsToText(draft.body));
  const [problem, setProblem] = useState<string>();
  const [updateDraft, { isLoading }] = useUpdateDraftMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim() && !body.trim()) {
      setProblem(EMPTY_DRAFT_MESSAGE);
      return;
    }
    setProblem(undefined);
    try {
      await updateDraft({ id: draft.id, subject, body: textToBreakTags(body) }).unwrap();
      toast.success('Draft updated successfully');
      onDone();
    } catch (error) {
      toast.error('Failed to update draft', { description: serverErrorMessage(error, '') || undefined });
    }
  };

  return (
    <form noValidate onSubmit={save} className="space-y-4" aria-label="Edit draft">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        To {draft.contact_name || draft.contact_email}
        {draft.company && ` at ${draft.company}`}
      </p>
      <InputField
        id="draft-edit-subject"
        label="Subject"
        value={subject}
        maxLength={MAX_DRAFT_SUBJECT_LENGTH}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextAreaField
        id="draft-edit-body"
        label="Body"
        error={problem}
        rows={10}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
