/** Skeleton of the Terms of Service page; its lane replaces this body. */
export function TermsOfServicePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Terms of Service</h1>
    </section>
  );
}
