import { ERRORS, PROFILE_TEXT, VALIDATION } from '@careerhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToToasts, type ToastMessage } from '../../../lib/notify';
import { renderPage } from '../../../test/renderApp';
import type { Profile } from '../types';
import { ProfileEditDialog } from './ProfileEditDialog';

let toasts: ToastMessage[] = [];
const stop = subscribeToToasts((t) => toasts.push(t));
afterEach(() => {
  toasts = [];
  vi.unstubAllGlobals();
});
afterAll(() => stop());

const profile: Profile = {
  id: 7,
  name_slug: 'priya-sharma',
  first_name: 'Priya',
  last_name: 'Sharma',
  email: 'member@demo.careerhub.example',
  alternate_email: null,
  is_alternate_email_verified: false,
  is_influencer: false,
  is_certified: false,
  picture: null,
  resume: null,
  video: null,
  country: 'IN',
  location: null,
  completion_percent: 20,
  title: 'Data Analyst',
  institution: 3,
  institution_name: 'Kathmandu University',
  prefered_language: null,
  short_bio: null,
  career_story: null,
  career_advice: null,
  specific_needs: null,
  additional_career_information: null,
  skills_detailed: [{ id: 1, name: 'SQL' }],
  topics_detailed: [],
  social_linkedin: null,
  social_twitter: null,
  social_google_scholar: null,
  social_research_gate: null,
  social_orcid: null,
  social_facebook: null,
  group_profile: {
    id: 11,
    group: null,
    current_role: 3,
    job_function: 2,
    career_stage: 3,
    career_stage_extra: null,
    reason_to_join: [1],
    reason_to_join_extra: null,
    professional_field: 1,
    professional_field_extra: null,
    institution: null,
    extra_info: {},
  },
  is_following: false,
  followers_count: 0,
  following_count: 0,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** PATCH /users/profile/ answers with the server's field errors; every call is recorded. */
function stubServer(fieldErrors: Record<string, string[]>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (method === 'PATCH' && url.pathname === '/api/v1/users/profile/') {
        return json({ message: ERRORS.invalidBody, field_errors: fieldErrors }, 400);
      }
      return json({ data: [], pagination: { count: 0, next: null } });
    }),
  );
  return calls;
}

// Typing through userEvent runs past vitest's 5 s default on a busy machine.
const SLOW = 15_000;

describe('ProfileEditDialog: server field errors (spec section 2)', () => {
  it(
    'shows each server field error on its own field, opening the tab of the first one',
    async () => {
      const user = userEvent.setup();
      const calls = stubServer({
        short_bio: [VALIDATION.max400Words],
        country: [VALIDATION.invalidValue],
      });
      renderPage(<ProfileEditDialog profile={profile} open onOpenChange={() => {}} />);

      // Edit on Personal Info, then save from the Career Info tab.
      await user.click(screen.getByRole('tab', { name: PROFILE_TEXT.editTabPersonalInfo }));
      const bio = screen.getByLabelText('Short bio');
      await user.type(bio, 'A bio the server counts differently.');
      await user.click(screen.getByRole('tab', { name: PROFILE_TEXT.editTabCareerInfo }));
      await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));

      await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
      expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
        short_bio: 'A bio the server counts differently.',
      });
      // The dialog moves to the tab holding the errors and marks each field with its own message.
      expect(
        await screen.findByRole('tab', { name: PROFILE_TEXT.editTabPersonalInfo, selected: true }),
      ).toBeInTheDocument();
      const bioField = screen.getByLabelText('Short bio');
      expect(bioField).toHaveAttribute('aria-invalid', 'true');
      expect(bioField).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.max400Words));
      const country = screen.getByLabelText('Country');
      expect(country).toHaveAttribute('aria-invalid', 'true');
      expect(country).toHaveAccessibleDescription(expect.stringContaining(VALIDATION.invalidValue));
      expect(country).not.toHaveAccessibleDescription(expect.stringContaining(VALIDATION.max400Words));
      // Fields without an error stay clean; the form says it has errors; the toast has the server's message.
      expect(screen.getByLabelText('Location')).not.toHaveAttribute('aria-invalid');
      expect(
        within(screen.getByRole('dialog'))
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain(VALIDATION.formSummary);
      expect(toasts.map((t) => [t.message, t.variant])).toEqual([[ERRORS.invalidBody, 'error']]);
      // The first field in the form's order with an error gets the focus.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Country')));

      // Editing a field clears its error and only its error.
      await user.type(screen.getByLabelText('Short bio'), ' Shorter.');
      expect(screen.getByLabelText('Short bio')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
    },
    SLOW,
  );

  it(
    'shows an error for a Career Info field on that field',
    async () => {
      const user = userEvent.setup();
      stubServer({ title: [VALIDATION.maxChars(200)] });
      renderPage(<ProfileEditDialog profile={profile} open onOpenChange={() => {}} />);
      const title = screen.getByLabelText(/^Title/);
      await user.clear(title);
      await user.type(title, 'Senior Data Analyst');
      await user.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
      await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
        expect.stringContaining('Maximum of 200 characters'),
      );
      expect(
        screen.getByRole('tab', { name: PROFILE_TEXT.editTabCareerInfo, selected: true }),
      ).toBeInTheDocument();
    },
    SLOW,
  );
});
