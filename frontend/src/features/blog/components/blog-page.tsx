/** Skeleton of the Blog page; its lane replaces this body. */
export function BlogPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Blog</h1>
    </section>
  );
}
