import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ValidQuery, ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { BlogLibrary } from '../blog-library';
import {
  blogSearchQuery,
  blogSlug,
  type BlogPost,
  type BlogPostList,
  type BlogSearchQuery,
} from '../blog.contract';
import { PageNavigationGuard } from './page-navigation.guard';

/** Public: the blog is part of the marketing site (spec §6, visitor). */
@ApiTags('blog')
@UseGuards(PageNavigationGuard)
@Controller('blog')
export class BlogController {
  constructor(private readonly library: BlogLibrary) {}

  // The same address is a page for a browser: a cache must keep the JSON and the page apart.
  @Get()
  @Header('Vary', 'Accept')
  list(@ValidQuery(blogSearchQuery) query: BlogSearchQuery): BlogPostList {
    return { items: this.library.search(query) };
  }

  @Get(':slug')
  @Header('Vary', 'Accept')
  post(@Param('slug', new ZodValidationPipe(blogSlug)) slug: string): BlogPost {
    return this.library.get(slug);
  }
}
