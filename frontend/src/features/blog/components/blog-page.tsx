import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses, focusRing } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/page-meta';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';
import { useGetBlogPostsQuery, type BlogPostSummary } from '../blog.api';
import { formatPublished, minutesToRead } from '../blog-format';
import { BlogTags } from './blog-tags';

const BLOG_META = {
  title: `Blog: job-search outreach advice · ${PRODUCT_NAME}`,
  description:
    'Practical advice on cold e-mails to hiring managers, follow-up timing, finding the right contact, ' +
    'personalising from your resume, tracking replies and campus networking.',
  path: paths.blog,
};

/** What the boxes send: the server refuses a q over 200 characters, so the box never holds more. */
const QUERY_MAX = 200;

function PostCard({ post }: { post: BlogPostSummary }) {
  const href = `${paths.blog}/${post.slug}`;
  return (
    <li>
      <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900">
        <img
          src={post.hero_image_url}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] h-auto w-full bg-gray-100 object-cover dark:bg-gray-800"
        />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <p className="text-sm text-gray-600 dark:text-gray-400">
            <time dateTime={post.published_at}>{formatPublished(post.published_at)}</time>
            <span aria-hidden="true"> · </span>
            {minutesToRead(post.read_minutes)}
          </p>
          <h2 className="text-xl font-semibold tracking-tight text-gray-900 dark:text-gray-100">
            <Link
              to={href}
              className={cn('rounded hover:text-indigo-600 dark:hover:text-indigo-400', focusRing)}
            >
              {post.title}
            </Link>
          </h2>
          <p className="flex-1 text-gray-700 dark:text-gray-300">{post.excerpt}</p>
          <BlogTags tags={post.tags} label={`Tags of ${post.title}`} />
        </div>
      </article>
    </li>
  );
}

/** The blog (spec §2 Blog): search and tag are kept in the URL, so a search can be shared or bookmarked. */
export function BlogPage() {
  usePageMeta(BLOG_META);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const [typed, setTyped] = useState(q);
  const searchId = useId();
  const tagId = useId();

  // Back and forward change the URL under the box; the box follows.
  useEffect(() => setTyped(q), [q]);

  const setQuery = (next: { q?: string; tag?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value?.trim()) updated.set(key, value.trim());
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );
  const typing = useDebouncedCallback((value: string) => setQuery({ q: value }), 300, {
    flushOnUnmount: false,
  });

  const all = useGetBlogPostsQuery({});
  const found = useGetBlogPostsQuery({ q: q || undefined, tag: tag || undefined });
  const tags = [...new Set((all.data ?? []).flatMap((post) => post.tags))].sort();
  if (tag && !tags.includes(tag)) tags.push(tag);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    typing.flush();
    setQuery({ q: typed });
  };
  const filtered = q !== '' || tag !== '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-700 dark:text-indigo-300">
          Blog
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl dark:text-gray-100">
          Outreach that gets answered
        </h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
          Practical advice for graduates and job seekers who write to the people who hire: cold e-mails,
          follow-ups, finding the right contact and building a network from what you already share.
        </p>
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          Ready to put it into practice? <TextLink to={paths.pricing}>See plans and pricing</TextLink>
        </p>
      </header>

      <form
        role="search"
        aria-label="Blog posts"
        onSubmit={submit}
        className="mx-auto mt-10 flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex-1 space-y-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            Search posts
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={QUERY_MAX}
            placeholder="e.g. follow-up"
            onChange={(event) => {
              setTyped(event.target.value);
              typing.schedule(event.target.value);
            }}
            className={inputClasses}
          />
        </div>
        <div className="space-y-1 sm:w-56">
          <label htmlFor={tagId} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            Tag
          </label>
          <select
            id={tagId}
            value={tag}
            onChange={(event) => setQuery({ tag: event.target.value })}
            className={inputClasses}
          >
            <option value="">All tags</option>
            {tags.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClasses('primary')}>
          Search
        </button>
      </form>

      <section aria-label="Posts" className="mt-10">
        {found.isFetching && !found.data && (
          <p role="status" className="text-center text-gray-600 dark:text-gray-400">
            Loading posts…
          </p>
        )}
        {found.data && found.data.length === 0 && (
          <div
            role="status"
            className="mx-auto max-w-xl rounded-xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700"
          >
            <p className="font-medium text-gray-900 dark:text-gray-100">No posts match your search.</p>
            <p className="mt-1 text-gray-700 dark:text-gray-300">
              Try fewer or different words, or another tag.
            </p>
            <button
              type="button"
              className={cn(buttonClasses('secondary'), 'mt-4')}
              onClick={() => {
                setTyped('');
                setQuery({ q: '', tag: '' });
              }}
            >
              Show all posts
            </button>
          </div>
        )}
        {found.data && found.data.length > 0 && (
          <>
            {filtered && (
              <p role="status" className="mb-4 text-sm text-gray-700 dark:text-gray-300">
                {found.data.length === 1 ? '1 post found' : `${found.data.length} posts found`}
              </p>
            )}
            <ul className="grid gap-6 md:grid-cols-2">
              {found.data.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
