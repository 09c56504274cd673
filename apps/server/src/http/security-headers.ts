import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { APP_LOADER_CSP_SOURCE } from './app-loader.js';

/** Third-party origins a configured integration needs; nothing is allowed for an unset one. */
function integrationSources(config: Config) {
  const script: string[] = [];
  const frame: string[] = [];
  const connect: string[] = [];
  if (config.RECAPTCHA_SITE_KEY) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (config.GOOGLE_CLIENT_ID) {
    script.push('https://accounts.google.com/gsi/client');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
  }
  if (config.FACEBOOK_APP_ID) {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com');
  }
  return { script, frame, connect };
}

/** The video players a rich-text embed may frame (the sanitiser normalises embeds to these). */
export const RICH_TEXT_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com/embed/',
  'https://player.vimeo.com/video/',
];

/**
 * The Content-Security-Policy of every response. Scripts only from this origin, and inline only the
 * rendered pages' loader, by its hash (app-loader.ts; the job page's JSON-LD is a data block, which
 * CSP does not execute or block), no
 * framing but the video players of rich-text embeds, no plugins. Inline styles stay allowed: React's `style` props and Radix's positioning
 * write them, and a style cannot run code.
 */
export function contentSecurityPolicy(config: Config): string {
  const extra = integrationSources(config);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", APP_LOADER_CSP_SOURCE, ...extra.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Pictures may be remote (a social sign-in's avatar, a link preview); they cannot run code.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['media-src', ["'self'", 'blob:']],
    // 'self' covers ws:/wss: to this host (CSP Level 3), which the live events socket uses.
    ['connect-src', ["'self'", ...extra.connect]],
    // Rich text embeds (issue 18): only the YouTube (privacy-enhanced) and Vimeo players.
    ['frame-src', [...RICH_TEXT_FRAME_SOURCES, ...extra.frame]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self)',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response (pages, API, static files, errors): CSP, no framing, no MIME
 * sniffing, a strict referrer, no powerful features. HSTS only in production and only on a request
 * that arrived over HTTPS (behind a proxy, TRUST_PROXY makes X-Forwarded-Proto count), so a plain
 * HTTP development server never pins a browser to HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const csp = contentSecurityPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': csp,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      // No Cross-Origin-Opener-Policy (decision 0049): it moves every arrival into a new browsing
      // context group, a cold renderer on a phone.
    });
    if (config.isProduction && request.protocol === 'https') {
      reply.header('strict-transport-security', HSTS);
    }
  });
}
