import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmError } from './index.js';
import { createOpenAiEmbedder } from './openai.js';

type Mode = 'ok' | 'short' | 'rate-limited-once' | 'not-numbers';

/** A local stand-in for POST /embeddings in the mode a test sets. */
describe('embeddings through the OpenAI SDK (local stand-in)', () => {
  const state = { mode: 'ok' as Mode, requests: 0 };
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        state.requests += 1;
        const input = (JSON.parse(body) as { input: string[] }).input;
        if (state.mode === 'rate-limited-once' && state.requests === 1) {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after-ms': '10' });
          return res.end(JSON.stringify({ error: { message: 'slow down' } }));
        }
        const rows = (state.mode === 'short' ? input.slice(1) : input).map((text, index) => ({
          object: 'embedding',
          index,
          embedding: state.mode === 'not-numbers' ? ['x', 'y'] : [text.length, 1, 0],
        }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            data: rows,
            model: 'm',
            usage: { prompt_tokens: 7, total_tokens: 7 },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const embedder = () => createOpenAiEmbedder({ baseUrl: url, model: 'm', timeoutMs: 2_000, maxRetries: 2 });

  it('answers one vector per text, in order, with the tokens the server reports', async () => {
    state.mode = 'ok';
    await expect(embedder().embed(['a', 'abc'])).resolves.toEqual({
      vectors: [
        [1, 1, 0],
        [3, 1, 0],
      ],
      tokens: 7,
    });
    await expect(embedder().embed([])).resolves.toEqual({ vectors: [], tokens: 0 });
  });

  it('retries a 429 with backoff', async () => {
    state.mode = 'rate-limited-once';
    state.requests = 0;
    await expect(embedder().embed(['a'])).resolves.toMatchObject({ vectors: [[1, 1, 0]] });
    expect(state.requests).toBe(2);
  });

  it('refuses an answer with a missing vector or one that is not numbers', async () => {
    state.mode = 'short';
    await expect(embedder().embed(['a', 'b'])).rejects.toBeInstanceOf(LlmError);
    state.mode = 'not-numbers';
    await expect(embedder().embed(['a'])).rejects.toBeInstanceOf(LlmError);
  });
});
