/** Skeleton of the Contact Us page; its lane replaces this body. */
export function ContactPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
    </section>
  );
}
