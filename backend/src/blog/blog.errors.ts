import { domainError } from '../platform/errors/domain-error';

export class BlogPostNotFound extends domainError(
  'BLOG.POST_NOT_FOUND',
  (slug: string) => `No blog post has the slug '${slug}'.`,
  'slug',
) {}

export const blogErrorStatus: Record<string, number> = { 'BLOG.POST_NOT_FOUND': 404 };
