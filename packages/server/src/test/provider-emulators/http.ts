import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What an emulator answers: status, headers, body text. */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string;
}
export type Handler = (req: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }) => Reply | Promise<Reply>;

/** A local HTTP server on a free port of 127.0.0.1 answering with `handle`; `close` ends it. */
export async function serve(handle: Handler): Promise<{ url: string; close(): Promise<void>; requests: number }> {
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests += 1;
      Promise.resolve(
        handle({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }),
      )
        .catch((err: unknown): Reply => ({ status: 500, body: String(err) }))
        .then((reply) => {
          res.writeHead(reply.status, reply.headers ?? {});
          res.end(reply.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
