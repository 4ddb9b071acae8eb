import { join } from 'node:path';
import { Logger, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../platform/config/config';
import { BlogLibrary, BlogModule } from '../blog/blog.module';
import { BlogPostIndex } from './blog-post-index';
import type { RenderModule } from './page-template';
import { PUBLIC_PAGES } from './public-pages';
import { SiteController } from './site.controller';
import { SiteMiddleware } from './site.middleware';
import { SitePages } from './site-pages';

const logger = new Logger('Site');

/** The server bundle beside the built frontend: FRONTEND_DIST/../dist-ssr/entry-server.cjs. */
export function renderModulePath(frontendDist: string): string {
  return join(frontendDist, '..', 'dist-ssr', 'entry-server.cjs');
}

/**
 * The public site as crawlers and visitors without JavaScript see it: server-rendered public pages (hydrated by
 * the client), sitemap.xml and robots.txt.
 */
@Module({
  imports: [BlogModule],
  controllers: [SiteController],
  providers: [
    {
      provide: SitePages,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SitePages({
          spaIndex: config.FRONTEND_DIST ? join(config.FRONTEND_DIST, 'index.html') : undefined,
          publicUrl: config.PUBLIC_URL,
          loadRenderModule: () => {
            if (!config.FRONTEND_DIST) return null;
            return require(renderModulePath(config.FRONTEND_DIST)) as RenderModule;
          },
          logWarning: (message) => logger.warn(message),
        }),
    },
    {
      // The blog module's exported library: the posts it serves are the posts the sitemap lists.
      provide: BlogPostIndex,
      inject: [BlogLibrary],
      useFactory: (library: BlogLibrary): BlogPostIndex => ({
        posts: async () =>
          library.search({}).map(({ slug, published_at }) => ({ slug, publishedAt: published_at })),
      }),
    },
    SiteMiddleware,
  ],
})
export class SiteModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The middleware checks the exact path itself; these only keep it off every other route.
    consumer
      .apply(SiteMiddleware)
      .forRoutes(...PUBLIC_PAGES.filter((path) => path !== '/'), 'blog/:slug', '/');
  }
}
