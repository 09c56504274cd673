import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  /** The base URL an OpenAI client takes (`…/v1`). */
  url: string;
  close: () => Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible server on a free loopback port: each request's whole
 * body is handed to `answer`, which writes the response the test needs (or none, to hang).
 */
export function startOpenAiStandIn(
  answer: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<StandIn> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => answer(req, body, res));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}
