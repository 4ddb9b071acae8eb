/** Skeleton of the Privacy Policy page; its lane replaces this body. */
export function PrivacyPolicyPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Privacy Policy</h1>
    </section>
  );
}
