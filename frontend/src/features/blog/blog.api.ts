import type { BlogPost, BlogPostList, BlogPostSummary } from '@outreach/backend/blog/blog.contract';
import { api } from '../../api/api';

export type { BlogPost, BlogPostSummary };

export interface BlogSearch {
  q?: string;
  tag?: string;
}

/** GET /blog and /blog/{slug} share their paths with the pages; naming JSON gets the API's answer, not the page. */
const JSON_ONLY = { Accept: 'application/json' };

export const blogApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getBlogPosts: builder.query<BlogPostSummary[], BlogSearch>({
      query: ({ q, tag }) => ({
        url: '/blog',
        params: { ...(q ? { q } : {}), ...(tag ? { tag } : {}) },
        headers: JSON_ONLY,
      }),
      transformResponse: (list: BlogPostList) => list.items,
    }),
    getBlogPost: builder.query<BlogPost, string>({
      query: (slug) => ({ url: `/blog/${encodeURIComponent(slug)}`, headers: JSON_ONLY }),
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery } = blogApi;
