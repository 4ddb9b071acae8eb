import { TextLink } from '../../components/ui/text-link';
import { ActiveDraftsCard } from '../../features/drafts/components/active-drafts-card';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../api/hooks';

export function DashboardPage() {
  const email = useAppSelector((state) => state.session.email);
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="text-gray-600 dark:text-gray-400">Signed in as {email}.</p>
      {/* The sign-up callback goes straight here (spec); this is the way back to the optional profile step. */}
      <p className="text-gray-600 dark:text-gray-400">
        Drafts get better with your LinkedIn profile, portfolio and resume.{' '}
        <TextLink to={paths.signup}>Complete your profile</TextLink>
      </p>
      <ActiveDraftsCard />
    </section>
  );
}
