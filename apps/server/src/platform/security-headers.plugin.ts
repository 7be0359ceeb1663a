import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy of every answer (the web app, its SPA paths and the API
 * documentation page; JSON answers carry it harmlessly). Scripts only from our own origin, never
 * inline; antd and the documentation page set inline styles; menu icons may be https images and
 * menu pages may frame https sites; big screens may be framed by our own origin only.
 */
export function contentSecurityPolicy(options: { https: boolean }) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Only where the platform itself is served over https; on plain http it would break every request.
    'upgrade-insecure-requests': options.https ? [] : null,
  };
}

/**
 * Headers every answer carries, through @fastify/helmet. `no-referrer` keeps sign-in tokens in URLs
 * (docs/spec/A-access-and-shell.md §2.2) from leaking to other sites; `nosniff` keeps uploads from being read as HTML or
 * script; SAMEORIGIN framing matches `frame-ancestors 'self'`. Routes may set a stricter policy
 * of their own (uploads are served sandboxed).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https?: boolean } = {}) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({ https: options.https ?? false }),
      },
      referrerPolicy: { policy: 'no-referrer' },
      frameguard: { action: 'sameorigin' },
      // Only meaningful over https; harmless otherwise.
      strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: false } : false,
      // Menu pages and images of other sites must still load in the app.
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
