import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useParams } from 'react-router-dom';
import { buttonClasses, focusRing } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../config/product';
import { cn } from '../../../lib/cn';
import { usePageMeta } from '../../../lib/page-meta';
import { useGetBlogPostQuery, type BlogPost } from '../blog.api';
import { formatPublished, minutesToRead } from '../blog-format';
import { BlogTags } from './blog-tags';
import { ListenToArticle } from './listen-to-article';

/** The article's typography; the HTML comes rendered and sanitised from the server (GET /blog/{slug}). */
const articleClasses = cn(
  'text-lg leading-relaxed text-gray-800 dark:text-gray-200',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-gray-900 dark:[&_h2]:text-gray-100',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900 dark:[&_h3]:text-gray-100',
  '[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-indigo-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-indigo-700',
  '[&_blockquote_p]:mt-0 [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-base dark:[&_code]:bg-gray-800',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline dark:[&_a]:text-indigo-300',
  '[&_strong]:font-semibold [&_strong]:text-gray-900 dark:[&_strong]:text-gray-100',
);

/** How far through the article the reader is, 0 to 100, whichever element scrolls (window or the shell's main). */
function useReadingProgress(article: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = article.current;
      if (!element) return;
      const { top, height } = element.getBoundingClientRect();
      const scrollable = height - window.innerHeight;
      const read = scrollable <= 0 ? (top <= 0 ? 1 : 0) : -top / scrollable;
      setProgress(Math.round(Math.min(1, Math.max(0, read)) * 100));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // Capture: scroll events do not bubble, and in the signed-in shell it is an inner element that scrolls.
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [article]);
  return progress;
}

function ReadingProgress({ value }: { value: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div className="h-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${value}%` }} />
    </div>
  );
}

function Breadcrumb({ current }: { current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-gray-600 dark:text-gray-400">
        <li>
          <TextLink to={paths.blog}>Blog</TextLink>
        </li>
        {current && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="line-clamp-1 text-gray-700 dark:text-gray-300">
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function Article({ post }: { post: BlogPost }) {
  const article = useRef<HTMLElement>(null);
  const progress = useReadingProgress(article);
  return (
    <>
      <ReadingProgress value={progress} />
      <article ref={article} className="mt-6">
        <header>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            <time dateTime={post.published_at}>{formatPublished(post.published_at)}</time>
            <span aria-hidden="true"> · </span>
            {minutesToRead(post.read_minutes)}
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl dark:text-gray-100">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{post.excerpt}</p>
          <div className="mt-6">
            {/* The server reads aloud only the text it gave for the post, so the page sends it back unchanged. */}
            <ListenToArticle slug={post.slug} text={post.listen_text} />
          </div>
          <img
            src={post.hero_image_url}
            alt=""
            width={1200}
            height={630}
            decoding="async"
            className="mt-8 aspect-[40/21] h-auto w-full rounded-xl bg-gray-100 object-cover dark:bg-gray-800"
          />
        </header>
        {post.sections.length > 0 ? (
          post.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-100">
                {section.heading}
              </h2>
              <div className={articleClasses} dangerouslySetInnerHTML={{ __html: section.body_html }} />
            </section>
          ))
        ) : (
          <div
            className={cn(articleClasses, 'mt-6')}
            dangerouslySetInnerHTML={{ __html: post.body_html ?? '' }}
          />
        )}
        <footer className="mt-10">
          <BlogTags tags={post.tags} label="Tags" />
        </footer>
      </article>
      <aside
        aria-labelledby="keep-exploring"
        className="mt-12 rounded-2xl bg-indigo-50 p-8 text-center dark:bg-indigo-950/60"
      >
        <h2
          id="keep-exploring"
          className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-100"
        >
          Keep exploring
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          See what each plan includes, from the free Starter plan to Pro.
        </p>
        <Link to={paths.pricing} className={cn(buttonClasses('primary'), 'mt-5', focusRing)}>
          View Pricing
        </Link>
      </aside>
    </>
  );
}

/** One post (spec §2 Blog): progress bar, breadcrumb, date, minutes to read, audio, hero image, body, tags, CTA. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, error, isLoading } = useGetBlogPostQuery(slug);
  const notFound = !!error && 'status' in error && (error.status === 404 || error.status === 400);

  usePageMeta(
    post
      ? {
          title: `${post.title} · ${PRODUCT_NAME}`,
          description: post.excerpt,
          path: `${paths.blog}/${post.slug}`,
          ogType: 'article',
          ogImage: post.hero_image_url,
        }
      : {
          title: notFound ? `Post not found · ${PRODUCT_NAME}` : `Blog · ${PRODUCT_NAME}`,
          description: 'Job-search outreach advice from the Outreach blog.',
          path: `${paths.blog}/${slug}`,
        },
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Breadcrumb current={post?.title} />
      {isLoading && (
        <p role="status" className="mt-8 text-gray-600 dark:text-gray-400">
          Loading the post…
        </p>
      )}
      {post && <Article key={post.slug} post={post} />}
      {notFound && (
        <div className="mt-8">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
            Post not found
          </h1>
          <p className="mt-3 text-gray-700 dark:text-gray-300">
            There is no post at this address. It may have moved, or the link may be mistyped.
          </p>
          <p className="mt-5">
            <TextLink to={paths.blog}>Back to the blog</TextLink>
          </p>
        </div>
      )}
    </div>
  );
}
