import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES as M } from '@careerhub/shared';
import type { AdminJob } from '../admin/types';
import {
  dayOf,
  emptyJobForm,
  jobFormFrom,
  jobPatch,
  jobPayload,
  validateJobForm,
  withLocation,
  type JobFormState,
} from './jobForm';

const NOW = new Date('2031-03-10T09:30:00.000Z');
const filled = (patch: Partial<JobFormState> = {}): JobFormState => ({
  ...emptyJobForm(4),
  title: 'Data Analyst',
  job_type: 'full_time',
  job_location: 'remote',
  description: 'Dashboards for the community team.',
  ...patch,
});
const skills = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Skill ${i + 1}` }));

describe('job form (spec section 5, Jobs)', () => {
  it('an empty form names title, description, job type, location and group with "Required"', () => {
    const errors = validateJobForm(jobPayload(emptyJobForm(), 'pending', NOW));
    for (const field of ['title', 'description', 'job_type', 'job_location', 'group'])
      expect(errors[field], field).toBe(M.required);
    expect(validateJobForm(jobPayload(emptyJobForm(4), 'pending', NOW)).group).toBeUndefined();
  });

  it('a filled remote job is valid; Save as Draft sends pending and Publish approved', () => {
    expect(validateJobForm(jobPayload(filled(), 'pending', NOW))).toEqual({});
    expect(jobPayload(filled(), 'pending', NOW).job_status).toBe('pending');
    expect(jobPayload(filled(), 'approved', NOW).job_status).toBe('approved');
    expect(jobPayload(filled(), 'approved', NOW).group).toBe(4);
  });

  it('on-site and hybrid jobs need an address; a remote job sends none even when one was typed', () => {
    for (const location of ['on_site', 'hybrid']) {
      const payload = jobPayload(filled({ job_location: location, address: '  ' }), 'pending', NOW);
      expect(validateJobForm(payload).address, location).toBe(M.required);
    }
    const onSite = jobPayload(
      filled({ job_location: 'on_site', address: ' 12 Marina Blvd ' }),
      'pending',
      NOW,
    );
    expect(onSite.address).toBe('12 Marina Blvd');
    expect(validateJobForm(onSite)).toEqual({});
    const remote = jobPayload(filled({ job_location: 'remote', address: '12 Marina Blvd' }), 'pending', NOW);
    expect(remote.address).toBeNull();
    expect(validateJobForm(remote).address).toBeUndefined();
  });

  it('choosing remote clears the address field; other locations keep it', () => {
    const form = filled({ job_location: 'on_site', address: '12 Marina Blvd' });
    expect(withLocation(form, 'remote')).toMatchObject({ job_location: 'remote', address: '' });
    expect(withLocation(form, 'hybrid')).toMatchObject({ job_location: 'hybrid', address: '12 Marina Blvd' });
  });

  it('description and requirements stop at 4000 characters', () => {
    const long = 'x'.repeat(4001);
    const errors = validateJobForm(
      jobPayload(filled({ description: long, requirements: long }), 'pending', NOW),
    );
    expect(errors.description).toBe(M.maxText);
    expect(errors.requirements).toBe(M.maxText);
    const fits = 'x'.repeat(4000);
    expect(
      validateJobForm(jobPayload(filled({ description: fits, requirements: fits }), 'pending', NOW)),
    ).toEqual({});
  });

  it('at most 7 skills ("Maximum 7 skills"); skills go as ids', () => {
    expect(validateJobForm(jobPayload(filled({ skills: skills(8) }), 'pending', NOW)).skills).toBe(
      M.maxSkills,
    );
    const seven = jobPayload(filled({ skills: skills(7) }), 'pending', NOW);
    expect(validateJobForm(seven)).toEqual({});
    expect(seven.skills).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('an empty end date defaults to one day ahead; a chosen one closes at the end of that day', () => {
    expect(jobPayload(filled(), 'pending', NOW).application_close_date).toBe('2031-03-11T09:30:00.000Z');
    const chosen = jobPayload(filled({ application_close_date: '2031-04-02' }), 'pending', NOW);
    expect(chosen.application_close_date).toBe(new Date('2031-04-02T23:59:59').toISOString());
    expect(jobPayload(filled(), 'pending', NOW).application_open_date).toBeNull();
  });

  it('an end date before the open date is refused', () => {
    const payload = jobPayload(
      filled({ application_open_date: '2031-05-10', application_close_date: '2031-05-01' }),
      'pending',
      NOW,
    );
    expect(validateJobForm(payload).application_close_date).toBe(M.closeBeforeOpen);
  });

  it('countries are split on commas without blanks or repeats; empty requirements go as null', () => {
    const payload = jobPayload(filled({ countries: 'Ghana, Nigeria,,ghana , Ghana' }), 'pending', NOW);
    expect(payload.countries).toEqual(['Ghana', 'Nigeria', 'ghana']);
    expect(payload.requirements).toBeNull();
  });

  it('editing starts from the job and sends every field but the group', () => {
    const job: AdminJob = {
      id: 9,
      slug: 'ux-research-intern',
      vote_score: 0,
      user_vote_type: null,
      is_bookmarked: false,
      title: 'UX Research Intern',
      description: 'Interview members.',
      requirements: 'Curiosity',
      job_type: 'internship',
      job_location: 'on_site',
      address: '12 Marina Boulevard',
      job_status: 'approved',
      is_administrator: true,
      application_open_date: null,
      application_close_date: '2031-06-30T12:00:00.000Z',
      skills_detailed: [{ id: 3, name: 'Figma' }],
      career_stages: [1, 2],
      countries: ['Singapore'],
      group: {
        id: 4,
        name: 'CareerHub Community',
        name_slug: 'careerhub-community',
        image: null,
        group_type: 'organization',
      },
      extra_info: { questions: [] },
      status: null,
      is_featured: false,
      is_open: true,
      created_at: '2031-01-02T12:00:00.000Z',
      skills: [3],
      job_functions: [],
      professional_fields: [],
      accepted_members_count: 0,
      pending_members_count: 0,
      rejected_members_count: 0,
    };
    const form = jobFormFrom(job);
    expect(form).toMatchObject({
      title: 'UX Research Intern',
      group: '4',
      address: '12 Marina Boulevard',
      skills: [{ id: 3, name: 'Figma' }],
      countries: 'Singapore',
      application_close_date: dayOf('2031-06-30T12:00:00.000Z'),
    });
    const patch = jobPatch(jobPayload(form, 'pending', NOW));
    expect(patch).not.toHaveProperty('group');
    expect(patch).toMatchObject({ title: 'UX Research Intern', job_status: 'pending', skills: [3] });
  });
});
