import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTINGS_MESSAGES, brandSettingsSavedSchema, brandSettingsStateSchema } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta name="theme-color" content="#0f766e" /><title>CareerHub</title></head><body><div id="root"><!--app-shell--></div></body></html>`;

describe('staff settings: brand settings and options (issue 23 item 6)', () => {
  let t: TestApp;
  let staff: TestUser;
  let member: TestUser;
  let orgAdmin: TestUser;
  const web = mkdtempSync(path.join(os.tmpdir(), 'careerhub-web-'));

  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    t = await createTestApp({ env: { WEB_DIST_DIR: web } });
    await t.ctx.brands.seedOptions();
    staff = await makeUser(t, { isStaff: true, firstName: 'Sam', lastName: 'Staff' });
    member = await makeUser(t);
    orgAdmin = await makeUser(t);
    const org = await makeGroup(t, { groupType: 'organization' });
    await addMember(t, org.id, orgAdmin, 'admin');
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
    host = 'sim.localhost',
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const current = async (host = 'sim.localhost') =>
    brandSettingsStateSchema.parse(
      (await call('GET', '/brand-settings/', staff.token, undefined, host)).json(),
    );

  it("gives staff the host's brand settings, the brands file's values beside them", async () => {
    const res = await call('GET', '/brand-settings/', staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = brandSettingsStateSchema.parse(res.json());
    expect(state).toMatchObject({ brand_key: 'sim', updated_at: null, updated_by: null });
    expect(state.hosts).toContain('sim.localhost');
    expect(state.settings).toEqual(state.defaults);
    expect(state.settings.name).toBe('SIM Community');
    expect(state.settings.theme.primary).toBe('#1d4ed8');
  });

  it('refuses everyone but staff, before looking at the body', async () => {
    const body = (await current()).settings;
    for (const [who, token, status] of [
      ['anonymous', undefined, 401],
      ['member', member.token, 403],
      ['an organization admin', orgAdmin.token, 403],
    ] as const) {
      const read = await call('GET', '/brand-settings/', token);
      expect(read.statusCode, who).toBe(status);
      const write = await call('PUT', '/brand-settings/', token, { ...body, theme: 'not even an object' });
      expect(write.statusCode, who).toBe(status);
      const option = await call('PUT', '/options-config/career_commitment/', token, { value: [] });
      expect(option.statusCode, who).toBe(status);
      if (status === 403) expect(write.json().message).toBe(SETTINGS_MESSAGES.staffOnly);
    }
    expect((await current()).updated_at).toBeNull();
  });

  it('answers a bad colour, an empty name and a long greeting with field errors, and saves nothing', async () => {
    const body = (await current()).settings;
    const res = await call('PUT', '/brand-settings/', staff.token, {
      ...body,
      name: '  ',
      assistant_greeting: 'x'.repeat(501),
      theme: { ...body.theme, primary: 'teal', accent: '#12345' },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json();
    expect(error.message).toBe('Invalid request data.');
    expect(error.field_errors).toMatchObject({
      name: ['Required'],
      assistant_greeting: ['Ensure this field has no more than 500 characters.'],
      'theme.primary': [SETTINGS_MESSAGES.colour],
      'theme.accent': [SETTINGS_MESSAGES.colour],
    });
    expect(Object.keys(error)).toEqual(['message', 'non_field_errors', 'field_errors', 'detail']);
    const unknown = await call('PUT', '/brand-settings/', staff.token, { ...body, hosts: ['evil.example'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors.hosts).toEqual(['This field is not allowed.']);
    expect((await current()).updated_at).toBeNull();
  });

  it('saves, audits before and after, and the next options-config and page of the host show it', async () => {
    const before = await current();
    const changed = {
      ...before.settings,
      assistant_greeting: 'Welcome to SIM: ask me anything.',
      landing_page_content: { ...before.settings.landing_page_content, title: 'Grow with SIM, today' },
      theme: { ...before.settings.theme, primary: '#B91C1C' },
      flags: { ...before.settings.flags, show_job_menu: false },
    };
    // Read once so the cached answers exist and must be dropped.
    await call('GET', '/options-config/', undefined, undefined);
    const res = await call('PUT', '/brand-settings/', staff.token, changed);
    expect(res.statusCode, res.body).toBe(200);
    const saved = brandSettingsSavedSchema.parse(res.json());
    expect(saved.message).toBe('Settings saved');
    expect(saved.settings.theme.primary).toBe('#b91c1c');
    expect(saved.defaults.theme.primary).toBe('#1d4ed8');
    expect(saved.updated_by).toEqual({ id: staff.id, name: 'Sam Staff' });
    expect(saved.ui).toMatchObject({ brand_key: 'sim', show_job_menu: false, sim: true });

    const config = (await call('GET', '/options-config/')).json();
    expect(config.ui).toMatchObject({
      name: 'SIM Community',
      assistant_greeting: 'Welcome to SIM: ask me anything.',
      show_job_menu: false,
      landing_page_content: { title: 'Grow with SIM, today' },
    });
    expect(config.ui.theme.primary).toBe('#b91c1c');
    // Other brands keep their own values.
    const star = (await call('GET', '/options-config/', undefined, undefined, 'star.localhost')).json();
    expect(star.ui.theme.primary).toBe('#7c3aed');

    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'sim.localhost', accept: 'text/html' },
    });
    expect(page.body).toContain('<meta name="theme-color" content="#b91c1c" />');
    expect(page.body).toContain('--color-primary:#b91c1c');
    expect(page.body).toContain('<title>SIM Community</title>');
    expect(page.body).toContain('Grow with SIM, today');

    const rows = await t.ctx.database.query<{ actor_id: number; action: string; details: unknown }>(
      `SELECT actor_id, action, details FROM audit_log WHERE action = 'brand_settings.update'`,
    );
    expect(rows).toEqual([
      {
        actor_id: staff.id,
        action: 'brand_settings.update',
        details: {
          brand_key: 'sim',
          fields: [
            'landing_page_content.title',
            'assistant_greeting',
            'theme.primary',
            'flags.show_job_menu',
          ],
          before: {
            'landing_page_content.title': 'Grow your career with the SIM community',
            assistant_greeting: before.settings.assistant_greeting,
            'theme.primary': '#1d4ed8',
            'flags.show_job_menu': true,
          },
          after: {
            'landing_page_content.title': 'Grow with SIM, today',
            assistant_greeting: 'Welcome to SIM: ask me anything.',
            'theme.primary': '#b91c1c',
            'flags.show_job_menu': false,
          },
        },
      },
    ]);
    // Saving the same values again changes nothing and records nothing.
    expect((await call('PUT', '/brand-settings/', staff.token, saved.settings)).statusCode).toBe(200);
    const again = await t.ctx.database.query(
      `SELECT id FROM audit_log WHERE action = 'brand_settings.update'`,
    );
    expect(again).toHaveLength(1);
  });

  it('lets staff replace an option list, checked by its schema and audited', async () => {
    const bad = await call('PUT', '/options-config/career_commitment/', staff.token, {
      value: [{ label: 3 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(
      expect.arrayContaining(['value.0.value', 'value.0.label']),
    );
    const unknownKey = await call('PUT', '/options-config/not_an_option/', staff.token, { value: [] });
    expect(unknownKey.statusCode).toBe(404);

    const value = [
      { value: 1, label: 'Weekends only' },
      { value: 2, label: 'Evenings' },
    ];
    const res = await call('PUT', '/options-config/career_commitment/', staff.token, { value });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Options saved', key: 'career_commitment', value });
    const config = (await call('GET', '/options-config/')).json();
    expect(config.options.career_commitment).toEqual(value);
    const rows = await t.ctx.database.query<{ details: { key: string; after: unknown } }>(
      `SELECT details FROM audit_log WHERE action = 'options.update'`,
    );
    expect(rows.map((r) => r.details.key)).toEqual(['career_commitment']);
    expect(rows[0]!.details.after).toEqual(value);
  });

  it('refuses an empty list, duplicate labels or values and blank labels, naming the row', async () => {
    const put = (value: unknown) => call('PUT', '/options-config/job_functions/', staff.token, { value });
    const empty = await put([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors.value).toEqual([SETTINGS_MESSAGES.optionsEmpty]);
    const twice = await put([
      { value: 1, label: 'Engineering' },
      { value: 1, label: 'engineering ' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field_errors).toEqual({
      'value.1.value': [SETTINGS_MESSAGES.duplicateValue],
      'value.1.label': [SETTINGS_MESSAGES.duplicateLabel],
    });
    const blank = await put([
      { value: 1, label: 'Engineering' },
      { value: 3, label: '  ' },
    ]);
    expect(blank.json().field_errors).toEqual({ 'value.1.label': ['Required'] });
    const config = (await call('GET', '/options-config/')).json();
    expect(config.options.job_functions.length).toBeGreaterThan(3);
  });

  it('resets a list to the installed choices, audited, for every reader at once', async () => {
    const installed = (await call('GET', '/options-config/')).json().options.professional_fields;
    const edited = [{ value: 99, label: 'Only this one' }];
    expect(
      (await call('PUT', '/options-config/professional_fields/', staff.token, { value: edited })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/options-config/')).json().options.professional_fields).toEqual(edited);

    expect((await call('DELETE', '/options-config/professional_fields/', member.token)).statusCode).toBe(403);
    const res = await call('DELETE', '/options-config/professional_fields/', staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: SETTINGS_MESSAGES.optionsReset,
      key: 'professional_fields',
      value: installed,
    });
    expect((await call('GET', '/options-config/')).json().options.professional_fields).toEqual(installed);
    const rows = await t.ctx.database.query<{ details: { key: string; before: unknown; after: unknown } }>(
      `SELECT details FROM audit_log WHERE action = 'options.reset'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({ key: 'professional_fields', before: edited, after: installed });
    expect((await call('DELETE', '/options-config/nope/', staff.token)).statusCode).toBe(404);
  });
});
