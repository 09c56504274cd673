import { CATALOG_MESSAGES as M, type UseCase } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** Use case descriptions as rich text, sanitised like resources' (issue 19). */
describe('use cases API: rich text descriptions', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let org: { id: number };
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
    org = await makeGroup(t, { groupType: 'organization' });
    member = await makeUser(t);
    await addMember(t, org.id, member);
  });
  afterAll(() => t.close());

  const form = (description: unknown) => ({
    title: `Draft replies ${Date.now()}`,
    description,
    group: org.id,
    business_value: 'High',
    complexity: 'Medium',
    innovation_category: 'Incremental',
  });
  const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });

  it('keeps blocks, sanitised, with their plain text for cards and search', async () => {
    const blocks = [
      { type: 'header', data: { text: 'Why', level: 2 } },
      paragraph(
        'Answer <b>faster</b><script>alert(1)</script> with <a href="javascript:alert(1)">drafts</a>.',
      ),
      { type: 'list', data: { style: 'unordered', items: ['Sort tickets', 'Draft replies'] } },
      {
        type: 'embed',
        data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'x' },
      },
    ];
    const res = await http.post('/use-cases/', form({ blocks }), member.token);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json<{ data: UseCase }>().data;
    expect(data.description_blocks).toHaveLength(4);
    const html = JSON.stringify(data.description_blocks);
    expect(html).toContain('<b>faster</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(data.description).toContain('Sort tickets');
    expect(data.description).not.toContain('<b>');
    // The detail call answers the same blocks.
    const read = await http.get(`/use-cases/slug/${data.slug}/`, member.token);
    expect(read.json<{ data: UseCase }>().data.description_blocks).toEqual(data.description_blocks);

    // Plain text still works, and clears the blocks.
    const plain = await http.patch(`/use-cases/${data.id}/`, { description: 'Just text.' }, member.token);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json<{ data: UseCase }>().data).toMatchObject({
      description: 'Just text.',
      description_blocks: null,
    });
  });

  it('refuses empty, over 500 words, other embeds and unknown blocks with the form messages', async () => {
    const empty = await http.post('/use-cases/', form({ blocks: [paragraph('   ')] }), member.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors.description).toEqual([M.required]);
    const long = await http.post(
      '/use-cases/',
      form({ blocks: [paragraph('word '.repeat(300)), paragraph('word '.repeat(201))] }),
      member.token,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors.description).toEqual([M.maxWords]);
    const embed = await http.post(
      '/use-cases/',
      form({
        blocks: [{ type: 'embed', data: { service: 'evil', source: 'https://evil.example', embed: 'x' } }],
      }),
      member.token,
    );
    expect(embed.statusCode).toBe(400);
    const unknown = await http.post(
      '/use-cases/',
      form({ blocks: [{ type: 'script', data: {} }] }),
      member.token,
    );
    expect(unknown.statusCode).toBe(400);
  });
});
