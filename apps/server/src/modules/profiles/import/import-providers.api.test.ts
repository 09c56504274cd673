import { PROFILE_IMPORT_MESSAGES, PROFILE_IMPORT_SECTIONS, type ImportedSections } from '@careerhub/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { get, post, verifiedUser } from '../../../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { buildResumePdf } from './testing/pdf-builder.js';
import { eventually, uploadResume } from './testing/http.js';
import { classic } from './testing/resumes.js';
import { chatCompletion, startStandIn, type StandInReply } from './testing/stand-in.js';

const llmAnswer: ImportedSections = {
  work_experience_timelines: [
    {
      title: 'Staff Engineer',
      institution: 'Acme Payments Inc.',
      description: 'Ledger and payments platform.',
      start_date: '2020-01-01',
      end_date: null,
      is_currently_working: true,
    },
  ],
  education_timelines: [],
  title: 'Payments platform engineer',
  country: 'United States',
  preferred_language: 'English',
  skills: ['Go', 'Kafka', 'Go', 'PostgreSQL', 'Kubernetes', 'Terraform', 'gRPC', 'Redis', 'Mentoring'],
  topics: ['Fintech'],
  short_bio: 'I build payment systems.',
  career_story: 'From developer tools to payments.',
};

const linkedinProfile = {
  full_name: 'Ada Lovelace',
  headline: 'Analyst at the Analytical Engine Company',
  summary: 'I write programs for machines that do not exist yet.',
  country_full_name: 'United Kingdom',
  experiences: [
    {
      title: 'Analyst',
      company: 'Analytical Engine Company',
      description: 'Wrote the first program.',
      location: 'London',
      starts_at: { day: 1, month: 6, year: 1842 },
      ends_at: null,
    },
  ],
  education: [
    {
      school: 'Home tutoring',
      degree_name: 'Mathematics',
      field_of_study: 'Analysis',
      starts_at: { year: 1830 },
      ends_at: { year: 1835 },
    },
  ],
  skills: ['Mathematics', 'Programming'],
  languages: ['English (Native)', 'French'],
  interests: ['Poetical science'],
};

type Mode = 'good' | 'not-json' | 'wrong-shape' | 'error';

describe('profile import with a language model and a LinkedIn profile provider (local stand-ins)', () => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let mode: Mode = 'good';
  let providerFails = false;
  let pdf: Uint8Array;

  beforeAll(async () => {
    standIn = await startStandIn((req): StandInReply => {
      if (req.url.startsWith('/linkedin')) {
        if (providerFails) return { status: 500, json: { error: 'upstream down' } };
        return { status: 200, json: linkedinProfile };
      }
      if (req.url !== '/v1/chat/completions') return { status: 404, json: { error: 'not found' } };
      switch (mode) {
        case 'good':
          return { status: 200, json: chatCompletion(JSON.stringify(llmAnswer)) };
        case 'not-json':
          return { status: 200, json: chatCompletion('Sure! Here is the profile: {"title": ') };
        case 'wrong-shape':
          return {
            status: 200,
            json: chatCompletion(
              JSON.stringify({
                ...llmAnswer,
                skills: 'Go, Kafka',
                work_experience_timelines: [{ title: 5 }],
              }),
            ),
          };
        case 'error':
          return { status: 500, json: { error: { message: 'model crashed', type: 'server_error' } } };
      }
    });
    t = await createTestApp({
      env: {
        LLM_BASE_URL: `${standIn.url}/v1`,
        LLM_MODEL: 'stand-in-model',
        LLM_API_KEY: 'sk-stand-in',
        LINKEDIN_PROFILE_PROVIDER_URL: `${standIn.url}/linkedin`,
        LINKEDIN_PROFILE_PROVIDER_KEY: 'provider-key',
      },
    });
    pdf = await buildResumePdf(classic);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => {
    mode = 'good';
    providerFails = false;
    standIn.requests.length = 0;
  });

  const chatRequests = () => standIn.requests.filter((r) => r.url === '/v1/chat/completions');

  it('asks the model for the sections with a strict json_schema and uses its answer', async () => {
    const user = await verifiedUser(t);
    const res = await uploadResume(t, user.access, pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      extracted_by: 'llm',
      data: { title: 'Payments platform engineer', short_bio: 'I build payment systems.' },
    });
    // Repeats dropped, cut to the profile's seven skills.
    expect(res.json().data.skills).toEqual([
      'Go',
      'Kafka',
      'PostgreSQL',
      'Kubernetes',
      'Terraform',
      'gRPC',
      'Redis',
    ]);

    const [request] = chatRequests();
    expect(request!.headers.authorization).toBe('Bearer sk-stand-in');
    const body = request!.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: {
        type: string;
        json_schema: {
          name: string;
          strict: boolean;
          schema: { required: string[]; additionalProperties: boolean };
        };
      };
    };
    expect(body.model).toBe('stand-in-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema).toMatchObject({
      name: 'profile_import',
      strict: true,
      schema: { additionalProperties: false },
    });
    expect([...body.response_format.json_schema.schema.required].sort()).toEqual(
      [...PROFILE_IMPORT_SECTIONS].sort(),
    );
    expect(body.messages.at(-1)!.content).toContain('Senior Software Engineer — Acme Payments Inc.');
  });

  it.each([
    ['an answer that is not JSON', 'not-json'],
    ['JSON of the wrong shape', 'wrong-shape'],
    ['an HTTP 500', 'error'],
  ] as const)('falls back to the resume parser on %s', async (_label, failing) => {
    mode = failing;
    const user = await verifiedUser(t);
    const res = await uploadResume(t, user.access, pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      extracted_by: 'parser',
      data: { title: 'Senior Software Engineer', country: 'United States' },
    });
    expect(res.json().data.work_experience_timelines).toHaveLength(2);
    expect(chatRequests()).toHaveLength(1); // no retry loop in front of the user
  });

  it('the background import uses the model too', async () => {
    const user = await verifiedUser(t);
    const res = await uploadResume(t, user.access, pdf, {
      update_profile: 'true',
      fields_to_update: '["title","work_experience_timelines"]',
    });
    expect(res.statusCode).toBe(202);
    const profile = await eventually(async () => {
      const p = (await get(t, '/users/profile/', user.access)).json();
      return p.title ? p : null;
    });
    expect(profile.title).toBe('Payments platform engineer');
    const entries = (await get(t, '/career-profiles/', user.access)).json().data;
    expect(entries).toMatchObject([
      { title: 'Staff Engineer', institution_name: 'Acme Payments Inc.', is_currently_working: true },
    ]);
  });

  it('previews a LinkedIn profile from the provider, then imports it and keeps the address', async () => {
    const user = await verifiedUser(t);
    const url = 'https://www.linkedin.com/in/ada-lovelace';
    const preview = await post(t, '/update-profile-linkedin/', { url }, user.access);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      source: 'linkedin',
      extracted_by: 'provider',
      resume: null,
      data: {
        title: 'Analyst at the Analytical Engine Company',
        country: 'United Kingdom',
        preferred_language: 'English',
        skills: ['Mathematics', 'Programming'],
        topics: ['Poetical science'],
        work_experience_timelines: [
          {
            title: 'Analyst',
            institution: 'Analytical Engine Company',
            start_date: '1842-06-01',
            end_date: null,
            is_currently_working: true,
          },
        ],
        education_timelines: [
          {
            title: 'Mathematics, Analysis',
            institution: 'Home tutoring',
            start_date: '1830-01-01',
            end_date: '1835-01-01',
          },
        ],
      },
    });
    const [providerCall] = standIn.requests;
    expect(new URL(providerCall!.url, standIn.url).searchParams.get('url')).toBe(url);
    expect(providerCall!.headers.authorization).toBe('Bearer provider-key');

    const confirm = await post(
      t,
      '/update-profile-linkedin/',
      { url, fields_to_update: ['title', 'country', 'education_timelines'] },
      user.access,
    );
    expect(confirm.statusCode).toBe(202);
    expect(confirm.json().message).toBe(PROFILE_IMPORT_MESSAGES.updateScheduled);
    const profile = await eventually(async () => {
      const p = (await get(t, '/users/profile/', user.access)).json();
      return p.country ? p : null;
    });
    expect(profile).toMatchObject({
      title: 'Analyst at the Analytical Engine Company',
      country: 'GB',
      social_linkedin: url,
      short_bio: null,
    });
    const entries = await eventually(async () => {
      const list = (await get(t, '/career-profiles/', user.access)).json().data;
      return list.length ? list : null;
    });
    expect(entries).toMatchObject([{ type: 'education', title: 'Mathematics, Analysis' }]);
  });

  it('imports from LinkedIn only the entries kept in the preview', async () => {
    const user = await verifiedUser(t);
    const url = 'https://www.linkedin.com/in/ada-lovelace';
    const { data } = (await post(t, '/update-profile-linkedin/', { url }, user.access)).json();
    const choice = { work_experience_timelines: [], education_timelines: data.education_timelines };
    const fields_to_update = ['work_experience_timelines', 'education_timelines'];
    const confirm = await post(
      t,
      '/update-profile-linkedin/',
      { url, fields_to_update, choice },
      user.access,
    );
    expect(confirm.statusCode).toBe(202);
    const entries = await eventually(async () => {
      const list = (await get(t, '/career-profiles/', user.access)).json().data;
      return list.length ? list : null;
    });
    expect(entries).toMatchObject([{ type: 'education', title: 'Mathematics, Analysis' }]);
    expect(entries).toHaveLength(1);
  });

  it('answers "Could not fetch Info from Linkedin" when the provider fails', async () => {
    providerFails = true;
    const user = await verifiedUser(t);
    const res = await post(
      t,
      '/update-profile-linkedin/',
      { url: 'https://www.linkedin.com/in/ada-lovelace' },
      user.access,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: PROFILE_IMPORT_MESSAGES.couldNotFetchLinkedin });
  });
});
