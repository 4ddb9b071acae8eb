/** Skeleton of the Careers page; its lane replaces this body. */
export function CareersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Careers</h1>
    </section>
  );
}
