import { useAppSelector } from '../hooks';

export function DashboardPage() {
  const email = useAppSelector((state) => state.session.email);
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <p className="text-gray-600 dark:text-gray-400">Signed in as {email}.</p>
    </section>
  );
}
