import { Module } from '@nestjs/common';
import { registerErrorStatus } from '../platform/http/error-status';
import { BLOG_CONTENT_DIR, BlogLibrary } from './blog-library';
import { blogErrorStatus } from './blog.errors';
import { BlogController } from './http/blog.controller';

registerErrorStatus(blogErrorStatus);

@Module({
  controllers: [BlogController],
  providers: [{ provide: BlogLibrary, useFactory: () => BlogLibrary.fromDirectory(BLOG_CONTENT_DIR) }],
  exports: [BlogLibrary],
})
export class BlogModule {}

// What other contexts may use: the posts, read once at boot (article-audio reads a post's listen_text).
export { BLOG_CONTENT_DIR, BlogLibrary } from './blog-library';
