import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The inline <script> elements of a page (not those loading a src), as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || match[2] === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The card form's hosted fields: braintree-web puts each field in an iframe of Braintree's and calls its API. */
const BRAINTREE_FRAMES = ['https://assets.braintreegateway.com'];
const BRAINTREE_API = [
  'https://api.braintreegateway.com',
  'https://api.sandbox.braintreegateway.com',
  'https://client-analytics.braintreegateway.com',
  'https://client-analytics.sandbox.braintreegateway.com',
  'https://payments.braintree-api.com',
  'https://payments.sandbox.braintree-api.com',
];

export interface SecurityHeadersOptions {
  /** The built frontend's index.html, whose inline script (the dark-mode switch before first paint) is allowed by hash. */
  spaIndex?: string;
  /** Where browsers reach the product: an https one also asks browsers to load every subresource over https. */
  publicUrl: string;
}

/**
 * helmet's security headers on every answer, API and page alike (nosniff, frame-ancestors none, no referrer
 * across origins, HSTS, ...), with a Content-Security-Policy the built app passes: its own scripts plus the
 * index's inline one by hash, styles from its own stylesheet and the toasts' injected <style> (hence
 * 'unsafe-inline' for styles only), images from anywhere over https (LinkedIn profile pictures), socket.io on the
 * same origin, Braintree's hosted fields. Sign-in with Google or Microsoft is a top-level navigation, which CSP
 * does not restrict.
 */
export function securityHeaders({ spaIndex, publicUrl }: SecurityHeadersOptions): RequestHandler {
  const indexScripts =
    spaIndex && existsSync(spaIndex) ? inlineScriptHashes(readFileSync(spaIndex, 'utf8')) : [];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...indexScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // 'Listen to article' plays the audio it fetched (POST /blog/tts) from an object URL.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...BRAINTREE_API],
        frameSrc: BRAINTREE_FRAMES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  return (request, response, next) => {
    // The tracking pixel is an image in another site's page (a webmail): same-origin would have it blocked.
    headers(request, response, (error?: unknown) => {
      if (request.path.startsWith(TRACKING_PREFIX)) {
        response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      }
      next(error);
    });
  };
}

const TRACKING_PREFIX = '/t/';
