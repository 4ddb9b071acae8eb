import { cn } from '../../../lib/cn';
import { initials, pictureOf } from '../contact-display';
import type { Contact } from '../contacts.api';

/** The contact's LinkedIn picture when there is one, else their initials; decorative beside the name. */
export function ContactAvatar({ contact, size = 'sm' }: { contact: Contact; size?: 'sm' | 'lg' }) {
  const picture = pictureOf(contact);
  const box = size === 'lg' ? 'h-14 w-14 text-lg' : 'h-10 w-10 text-sm';
  if (picture) {
    return <img src={picture} alt="" className={cn('shrink-0 rounded-full object-cover', box)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 dark:bg-indigo-900/50 dark:text-indigo-200',
        box,
      )}
    >
      {initials(contact)}
    </span>
  );
}
