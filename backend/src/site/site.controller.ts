import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';
import { BlogPostIndex } from './blog-post-index';
import { robotsTxt, sitemapXml } from './sitemap';

/** What crawlers read first: which paths they may visit, and every public page and post. */
@ApiExcludeController()
@Controller()
export class SiteController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly blog: BlogPostIndex,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    return sitemapXml(this.config.PUBLIC_URL, await this.blog.posts());
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.config.PUBLIC_URL);
  }
}
