import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN, blogTag } from './blog.contract';

/** A post as its file holds it, checked: front matter fields, and a body or headed sections. */
export interface BlogPostSource {
  slug: string;
  title: string;
  published_at: string;
  hero_image_url: string;
  excerpt: string;
  tags: string[];
  read_minutes?: number;
  body_md: string | null;
  sections: { heading: string; body_md: string }[];
}

/** A post file the blog refuses; boot stops on it, naming the file and the field. */
export class InvalidBlogPost extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Blog post ${file}: ${field}: ${problem}`);
    this.name = 'InvalidBlogPost';
  }
}

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const frontMatter = z.strictObject({
  slug: z
    .string()
    .max(BLOG_SLUG_MAX)
    .regex(BLOG_SLUG_PATTERN, 'lower-case letters, digits and single hyphens'),
  title: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  published_at: z
    .string({ error: 'a date YYYY-MM-DD (quote it)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
    .refine(isRealDate, 'not a real date'),
  hero_image: z
    .string()
    .regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'a path /images/blog/<name>.svg|png|jpg|webp'),
  excerpt: z.string().trim().min(1, 'is required').max(300, 'at most 300 characters'),
  tags: z.array(blogTag).min(1, 'at least one tag').max(8, 'at most 8 tags'),
  read_minutes: z.number().int('a whole number').min(1).max(120).optional(),
  /** sections: the body is split at its `## ` headings into headed sections; markdown (default): one body. */
  body_format: z.enum(['markdown', 'sections']).default('markdown'),
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Parses and checks one post file; `file` is its name (<slug>.md), which must match its slug. */
export function parseBlogPostFile(file: string, text: string): BlogPostSource {
  const match = FRONT_MATTER.exec(text);
  if (!match)
    throw new InvalidBlogPost(file, 'front matter', 'the file must start with --- YAML front matter ---');
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    throw new InvalidBlogPost(
      file,
      'front matter',
      `not valid YAML (${(error as Error).message.split('\n')[0]})`,
    );
  }
  const parsed = frontMatter.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.length > 0 ? issue.path.join('.') : 'front matter';
    throw new InvalidBlogPost(file, field, issue.message);
  }
  const meta = parsed.data;
  if (file !== `${meta.slug}.md`)
    throw new InvalidBlogPost(file, 'slug', `must match the file name (${file})`);

  const body = match[2].trim();
  if (body.length === 0) throw new InvalidBlogPost(file, 'body', 'is empty');
  if (/^# /m.test(body)) {
    throw new InvalidBlogPost(
      file,
      'body',
      'uses a level-1 heading; the title is the page heading, start at ##',
    );
  }
  const common = {
    slug: meta.slug,
    title: meta.title,
    published_at: meta.published_at,
    hero_image_url: meta.hero_image,
    excerpt: meta.excerpt,
    tags: meta.tags,
    ...(meta.read_minutes === undefined ? {} : { read_minutes: meta.read_minutes }),
  };
  if (meta.body_format === 'markdown') return { ...common, body_md: body, sections: [] };
  return { ...common, body_md: null, sections: splitSections(file, body) };
}

function splitSections(file: string, body: string): { heading: string; body_md: string }[] {
  const parts = body.split(/^## +(.+)$/m);
  if (parts[0].trim() !== '') {
    throw new InvalidBlogPost(file, 'body', 'with body_format sections, text must start with a ## heading');
  }
  const sections: { heading: string; body_md: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const heading = parts[i].trim();
    const sectionBody = parts[i + 1].trim();
    if (sectionBody === '') throw new InvalidBlogPost(file, `sections.${heading}`, 'has no text');
    sections.push({ heading, body_md: sectionBody });
  }
  return sections;
}
