import { paths } from '../../config/paths';
import { TextLink } from './text-link';

/**
 * Said beside scored results when the server could compare them with nothing but the searched title (no resume,
 * skills or headline): the scores are then honest but thin, and the user can do something about it.
 */
export function ProfileHint() {
  return (
    <p role="note" className="text-sm text-amber-800 dark:text-amber-200">
      These scores compare each result with the searched title only, since your profile has no resume, skills
      or headline yet. <TextLink to={paths.settings}>Add your resume in Settings</TextLink> for scores that
      reflect your experience.
    </p>
  );
}
