import { Dialog, type DialogOpenProps } from '../../../components/ui/dialog';

/** Spec section 2: the 'Learn more about drafting with AI' dialog. */
export function DraftingHelpDialog({ open, onOpenChange }: DialogOpenProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Drafting with AI">
      <div className="space-y-3 text-sm text-gray-700 dark:text-gray-300">
        <p>
          AI Draft writes an e-mail to this contact from your resume, your profile, your prompt template in
          Settings and what is known about the contact and their company.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Instructions steer this one e-mail, for example the role you are asking about.</li>
          <li>The message type (connection request, follow-up, thank you) and the tone shape the wording.</li>
          <li>Include Calendar adds your free times; Include Attachment links documents to the contact.</li>
          <li>Every generated e-mail is saved as a draft: edit it here, then save or send it.</li>
        </ul>
        <p>Nothing is sent until you press Send.</p>
      </div>
    </Dialog>
  );
}
