import http from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * A loopback proxy that gzips text answers and marks hashed assets cacheable: what the server's
 * own precompression and caching (issue 9, server side) do, for measuring the client before that
 * lands. `--gzip-proxy` in run.ts audits through it; the figures without it are the server's own.
 */
export async function startGzipProxy(target: string, port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const type = String(headers['content-type'] ?? '');
          if (/javascript|css|html|json|svg/.test(type) && String(request.headers['accept-encoding'] ?? '').includes('gzip') && body.length > 1024) {
            body = gzipSync(body, { level: 9 });
            headers['content-encoding'] = 'gzip';
            headers['content-length'] = String(body.length);
          }
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
