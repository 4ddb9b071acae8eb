/** Skeleton of the Blog Post page; its lane replaces this body. */
export function BlogPostPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Blog Post</h1>
    </section>
  );
}
