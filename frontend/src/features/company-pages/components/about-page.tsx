/** Skeleton of the About page; its lane replaces this body. */
export function AboutPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">About</h1>
    </section>
  );
}
