import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What the browser may load and do for the web app. Styles allow inline because antd writes its
 * CSS at run time; images and frames may come from elsewhere because logos, banners and avatars
 * may be outside addresses and an "inner link" menu frames an outside page.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https:', 'http:'],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Powerful features the back-office never uses, refused to it and to any page it frames. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers helmet writes for these options, read once: they depend on nothing of the request,
 * so every answer gets the same set without helmet parsing its directives again per request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers on every answer (API, web app, errors): the CSP above, no framing by other
 * sites, no MIME sniffing, no referrer. HSTS is left to the TLS-terminating proxy, the one that
 * knows whether the site is served over HTTPS.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = { ...helmetHeaders(), 'Permissions-Policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
