import { useState } from 'react';
import { useShellProfileQuery } from '../../api/profile.api';
import { initialsOf } from '../../lib/initials';

/** Initials from the LinkedIn name when there is one, else from the e-mail's local part. */
/** The user's LinkedIn picture beside 'Logged in as', or their initials; decorative, the e-mail names them. */
export function ProfileAvatar({ email }: { email: string | null }) {
  const { data } = useShellProfileQuery();
  const [broken, setBroken] = useState<string | null>(null);
  const picture = data?.profilePicture ?? null;
  const classes = 'h-8 w-8 shrink-0 rounded-full';

  if (picture && broken !== picture) {
    return (
      <img
        src={picture}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(picture)}
        className={`${classes} object-cover`}
      />
    );
  }
  const details = data?.linkedin_data;
  return (
    <span
      aria-hidden="true"
      className={`${classes} flex items-center justify-center bg-indigo-100 text-xs font-semibold text-indigo-700 dark:bg-indigo-900 dark:text-indigo-200`}
    >
      {initialsOf(details?.firstName ?? '', details?.lastName ?? '', email)}
    </span>
  );
}
