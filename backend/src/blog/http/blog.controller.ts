import { Controller, Get, Param, UseGuards } from '@nestjs/common';
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

  @Get()
  list(@ValidQuery(blogSearchQuery) query: BlogSearchQuery): BlogPostList {
    return { items: this.library.search(query) };
  }

  @Get(':slug')
  post(@Param('slug', new ZodValidationPipe(blogSlug)) slug: string): BlogPost {
    return this.library.get(slug);
  }
}
