import { GROUP_MESSAGES as M, RICH_TEXT_MESSAGES } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { api, makeUser } from '../../../test/groups-helpers.js';

/** Group descriptions as rich text (issue 18), with plain text still accepted and readable. */
describe('group description: rich text or plain text', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let staff: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    staff = await makeUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const org = (description: unknown) => ({
    name: `Org ${Math.random().toString(36).slice(2, 8)}`,
    group_type: 'organization',
    description,
    country: 'Nepal',
  });

  it('stores sanitised blocks and their plain text; lists and cards read the plain text', async () => {
    const created = await http.post(
      '/groups/',
      org({
        blocks: [
          { type: 'header', data: { text: 'About <b>us</b>', level: 2 } },
          {
            type: 'paragraph',
            data: {
              text: 'We <b>mentor</b> <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">here</a> and <a href="https://example.com" onclick="x()">there</a>.',
            },
          },
          { type: 'list', data: { style: 'unordered', items: ['Meet', 'Learn'] } },
          {
            type: 'embed',
            data: {
              service: 'youtube',
              source: 'https://youtu.be/dQw4w9WgXcQ',
              embed: 'https://evil.example/x',
            },
          },
        ],
      }),
      staff.token,
    );
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group.description).toBe('About us\n\nWe mentor here and there.\n\nMeet\nLearn');
    expect(group.description_blocks).toEqual([
      { type: 'header', data: { text: 'About <b>us</b>', level: 2 } },
      {
        type: 'paragraph',
        data: { text: 'We <b>mentor</b> here and <a href="https://example.com/">there</a>.' },
      },
      { type: 'list', data: { style: 'unordered', items: ['Meet', 'Learn'] } },
      {
        type: 'embed',
        data: {
          service: 'youtube',
          source: 'https://youtu.be/dQw4w9WgXcQ',
          embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
      },
    ]);
    const read = (await http.get(`/groups/${group.id}/`, staff.token)).json();
    expect(read.description_blocks).toEqual(group.description_blocks);
    // The blocks are not exposed as a join question source.
    expect(read.extra_info).toEqual({ is_external: false, external_link: null, questions: [] });
  });

  it('keeps the blocks when other fields change, and drops them for a plain-text description', async () => {
    const group = (
      await http.post(
        '/groups/',
        org({ blocks: [{ type: 'paragraph', data: { text: '<i>Rich</i>' } }] }),
        staff.token,
      )
    ).json();
    const questions = await http.patch(
      `/groups/${group.id}/`,
      { extra_info: { questions: [{ label: 'Why?', type: 'text', required: false }] } },
      staff.token,
    );
    expect(questions.statusCode).toBe(200);
    expect(questions.json().description_blocks).toEqual([
      { type: 'paragraph', data: { text: '<i>Rich</i>' } },
    ]);
    expect(questions.json().extra_info.questions).toHaveLength(1);
    const plain = await http.patch(`/groups/${group.id}/`, { description: 'Just <b>text</b>' }, staff.token);
    expect(plain.json()).toMatchObject({ description: 'Just <b>text</b>', description_blocks: null });
    expect(plain.json().extra_info.questions).toHaveLength(1);
  });

  it('refuses empty, oversize and foreign-embed rich text in the error format', async () => {
    const empty = await http.post('/groups/', org({ blocks: [] }), staff.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({ description: [M.required] });
    const long = await http.post(
      '/groups/',
      org({ blocks: [{ type: 'paragraph', data: { text: 'x'.repeat(4001) } }] }),
      staff.token,
    );
    expect(long.json().field_errors).toEqual({ description: [M.maxText] });
    const embed = await http.post(
      '/groups/',
      org({
        blocks: [
          { type: 'paragraph', data: { text: 'Watch this' } },
          {
            type: 'embed',
            data: { service: 'youtube', source: 'https://evil.example/v', embed: 'https://evil.example/v' },
          },
        ],
      }),
      staff.token,
    );
    expect(embed.statusCode).toBe(400);
    expect(embed.json()).toMatchObject({
      message: 'Invalid request data.',
      field_errors: { 'description.blocks.1.data.source': [RICH_TEXT_MESSAGES.unsupportedEmbed] },
    });
    // Nothing was stored half-way.
    const list = (await http.get('/groups/?group_type=organization&page_size=50', staff.token)).json();
    expect(JSON.stringify(list)).not.toContain('evil.example');
  });
});
