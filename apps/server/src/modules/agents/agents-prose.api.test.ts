import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgentReport } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, sheet, useAgentsWorld, type AgentsWorld } from '../../../test/agents-world.js';

type Mode = 'prose' | 'garbage' | 'wrong-shape' | 'hang' | 'rescore';

/** A local stand-in for an OpenAI-compatible server: JSON chat completions in the mode a test sets. */
async function startStandIn() {
  const state = { mode: 'prose' as Mode, requests: 0, lastUser: '' };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      state.requests += 1;
      if (state.mode === 'hang') return; // never answers
      const request = JSON.parse(body) as { messages: Array<{ content: string }> };
      state.lastUser = request.messages[1]!.content;
      const given = JSON.parse(state.lastUser) as { sections: unknown[]; headline: string };
      const bodies = given.sections.map((_, i) => ({
        body: `Model paragraph ${i + 1} about ${given.headline}.`,
      }));
      const content =
        state.mode === 'garbage'
          ? 'Sure! Here is your report: {not json'
          : JSON.stringify(
              state.mode === 'wrong-shape'
                ? { message: 'Too few sections.', sections: bodies.slice(1) }
                : {
                    message: `A model-written summary for ${given.headline}.`,
                    sections: bodies,
                    // A model that tries to change the numbers: never read.
                    ...(state.mode === 'rescore' ? { headline: 'RRR', scores: [{ score: 99 }] } : {}),
                  },
            );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 0,
          model: 'stand-in',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };
  return { url: `http://127.0.0.1:${port}/v1`, state, close };
}

describe('CareerGPS report prose by a language model (local stand-in speaking the OpenAI protocol)', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  const w = useAgentsWorld(async () => {
    standIn = await startStandIn();
    return { LLM_BASE_URL: standIn.url, LLM_MODEL: 'stand-in', LLM_TIMEOUT_MS: '1000' };
  });
  let http: AgentsWorld['http'];
  beforeAll(() => {
    ({ http } = w);
  });
  afterAll(async () => {
    await standIn?.close();
  });

  /** An Interest Explorer report (staff: no usage limit) made while the stand-in answers in `mode`. */
  async function reportIn(mode: Mode) {
    standIn.state.mode = mode;
    const before = standIn.state.requests;
    const done = await w.takeExplorer(w.staff.token, session());
    expect(done.statusCode, done.body).toBe(200);
    expect(standIn.state.requests).toBe(before + 1);
    return (await http.get(`/agents/report/slug/${done.json().report_slug}/`)).json() as AgentReport;
  }

  it('uses the model’s words for the message and sections; the scores and matches stay the engine’s', async () => {
    const template = await reportIn('garbage');
    const written = await reportIn('prose');
    expect(written.output_data.message).toBe('A model-written summary for SIA.');
    expect(written.output_data.engine).toBe('stand-in');
    expect(written.output_data.sections.map((s) => s.title)).toEqual(
      template.output_data.sections.map((s) => s.title),
    );
    expect(written.output_data.sections[0]!.body).toBe('Model paragraph 1 about SIA.');
    const { message: _m, engine: _e, sections: _s, ...numbers } = written.output_data;
    const { message: _tm, engine: _te, sections: _ts, ...templateNumbers } = template.output_data;
    expect(numbers).toEqual(templateNumbers);
    // The model was given the computed result and the step's prompt, not the other way round.
    const given = JSON.parse(standIn.state.lastUser) as {
      scores: Array<{ score: number }>;
      instructions: string;
    };
    expect(given.scores.map((s) => s.score)).toEqual([8, 32, 24, 40, 8, 8]);
    expect(given.instructions).toMatch(/Never change a score/);
  });

  it('an answer that tries to change the scores changes only the words', async () => {
    const report = await reportIn('rescore');
    expect(report.output_data.headline).toBe('SIA');
    expect(report.output_data.scores.map((s) => s.score)).toEqual([8, 32, 24, 40, 8, 8]);
    expect(report.output_data.message).toBe('A model-written summary for SIA.');
  });

  it('garbage, the wrong shape or a timeout keep the template’s prose; the scores are identical', async () => {
    for (const mode of ['garbage', 'wrong-shape', 'hang'] as const) {
      const report = await reportIn(mode);
      expect(report.output_data.engine, mode).toBe('builtin');
      expect(report.output_data.message, mode).toMatch(/^Test, your Holland code is SIA/);
      expect(report.output_data.scores.map((s) => s.score)).toEqual([8, 32, 24, 40, 8, 8]);
    }
  });

  it('every stage but the last runs without the model', async () => {
    standIn.state.mode = 'prose';
    const before = standIn.state.requests;
    const first = await w.run(w.explorer, 1, { session: session(), user_response: sheet() }, w.staff.token);
    expect(first.json()).toMatchObject({ status: 'in_progress', data: { code: 'SIA' } });
    expect(standIn.state.requests).toBe(before);
  });
});
