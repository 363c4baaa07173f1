import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Status, WEB_PAGE_ENTRIES, message } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from './http/envelope.js';
import { requestLang } from './http/lang.js';

/**
 * Serves the built web app from the same process, with the single-page fallback:
 * a browser asking for a page (Accept: text/html) gets index.html, or the page entry of its
 * path's prefix (`WEB_PAGE_ENTRIES`: the customer's ordering page); anything else that matches
 * no route gets the 404 envelope.
 */
export async function installWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: true,
      index: 'index.html',
      setHeaders(res, file) {
        // Vite names assets by content hash: cache them for good; never cache the page itself.
        res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWeb && wantsPage && !request.url.startsWith('/api/')) {
      const entry = WEB_PAGE_ENTRIES.find((e) => request.url.startsWith(e.prefix));
      const page = entry ? path.join(webDist!, entry.file) : index!;
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .send(fs.createReadStream(fs.existsSync(page) ? page : index!));
    }
    return sendEnvelope(reply, { status: Status.NOT_FOUND, result: message('notFound', requestLang(request)) });
  });
}
