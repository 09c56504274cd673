import type { APIRequestContext, Page } from '@playwright/test';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { resumePdf } from '../onboarding-helpers';
import { newVerifiedUser, screens, signInDemo, toast, useTokens } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 7, the member's side: the demo organization's admin drafts a job with a question and
// publishes it from its page; a member without a resume finds it on the Job Board, is asked for a
// resume when applying, uploads one, answers the question and applies; withdraws and applies again;
// the admin accepts on the Applicant tab; the member sees Accepted and the notification.

const ADMIN = 'admin@demo.careerhub.example';
const NOT_FOUND =
  "It seems like the job you're looking for doesn't exist or the path is incorrect. Please check the URL and try again.";

interface JobData {
  id: number;
  slug: string;
  title: string;
  extra_info: { questions: Array<{ id: string }> };
}

async function draftJob(request: APIRequestContext, title: string) {
  const { access } = await apiTokens(request, ADMIN);
  const headers = { authorization: `Bearer ${access}` };
  const org = (await (await request.get('/api/v1/groups/slug/careerhub-community/', { headers })).json()) as {
    id: number;
  };
  const skills = [];
  for (const name of ['SQL', 'Data Visualisation', 'Python', 'Stakeholder Management', 'Excel', 'Tableau']) {
    const topic = await request.post('/api/v1/topics/', { headers, data: { name, topic_type: 'skill' } });
    expect(topic.ok(), await topic.text()).toBe(true);
    skills.push(((await topic.json()) as { id: number }).id);
  }
  const created = await request.post('/api/v1/jobs/', {
    headers,
    data: {
      group: org.id,
      title,
      description: 'Own the weekly impact dashboard of our mentoring programs.',
      requirements: 'Two years with SQL; comfortable presenting to program leads.',
      job_type: 'full_time',
      job_location: 'hybrid',
      address: '22 Independence Ave, Accra',
      skills,
      countries: ['Ghana'],
      job_status: 'pending',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = ((await created.json()) as { data: JobData }).data;
  const withQuestion = await request.patch(`/api/v1/jobs/${job.id}/`, {
    headers,
    data: {
      extra_info: {
        questions: [{ label: 'Which dashboard are you proudest of?', type: 'text', required: true }],
      },
    },
  });
  expect(withQuestion.ok(), await withQuestion.text()).toBe(true);
  return job;
}

async function openJob(page: Page, title: string) {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  return card;
}

test('apply: resume asked for, question answered, withdraw and re-apply, accepted and notified', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `Impact Analyst ${Date.now().toString(36)}`;
  const job = await draftJob(request, title);

  // A member without a resume: the draft is not there for them.
  const member = await newVerifiedUser(request, { first: 'Abena', last: 'Osei' });
  await useTokens(page, member);
  await page.goto(`/job/${job.slug}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expectNoA11yViolations(page, 'unknown job');

  // The admin publishes the draft from the job's page (Edit → Publish).
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInDemo(adminPage, request, ADMIN);
  await adminPage.goto(`/job/${job.slug}`);
  await expect(adminPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adminPage.getByText('Draft', { exact: true })).toBeVisible();
  await expect(
    adminPage.getByRole('navigation', { name: title }).getByRole('link', { name: 'Applicant' }),
  ).toBeVisible();
  await expectNoA11yViolations(adminPage, 'job draft (admin)');
  await adminPage.getByRole('button', { name: 'Edit' }).click();
  const edit = adminPage.getByRole('dialog', { name: 'Edit Job' });
  await edit.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(adminPage, 'Successfully updated job')).toBeVisible();
  await expect(adminPage.getByText('Draft', { exact: true })).toHaveCount(0);

  // The member finds it on the board: 4 skills, then +2 more.
  const card = await openJob(page, title);
  await expect(card.getByRole('list', { name: 'Required skills' }).getByRole('listitem')).toHaveCount(5);
  await expect(card).toContainText('+2 more');
  await expect(card).toContainText('Full time');
  await expectNoA11yViolations(page, 'job board');
  await screens(page, 'jobs-board');
  await card.getByRole('link', { name: `View job: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CareerHub Community' })).toBeVisible();
  await expect(page.getByText('Hybrid · 22 Independence Ave, Accra')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  // Only administrators get the tabs.
  await expect(page.getByRole('link', { name: 'Applicant' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'job detail (member)');
  await screens(page, 'jobs-detail');

  // Apply: the resume is asked for first, and the question must be answered.
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
  await expect(dialog.getByText('Please upload your resume to proceed with the application.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'apply dialog with errors');
  await dialog.getByLabel('Upload your resume (PDF)').setInputFiles({
    name: 'abena-osei.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(['Abena Osei', 'Data analyst, Accra']),
  });
  await expect(dialog.getByText('Resume uploaded: abena-osei.pdf')).toBeVisible();
  await dialog.getByLabel('Which dashboard are you proudest of? *').fill('The mentoring retention tracker');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Successfully applied to job')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Applied', { exact: true })).toBeVisible();

  // Withdraw while pending, then apply again: the profile's resume is on file now.
  await page.getByRole('button', { name: 'Unapply' }).click();
  await expect(toast(page, 'Successfully unapplied to job')).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog.getByText('Your profile resume is sent with the application.')).toBeVisible();
  await dialog.getByLabel('Which dashboard are you proudest of? *').fill('The mentoring retention tracker');
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(toast(page, 'Successfully applied to job')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unapply' })).toBeVisible();

  // The admin accepts on the Applicant tab.
  await adminPage.goto(`/job/${job.slug}/people?status=pending`);
  const applicant = adminPage.getByRole('listitem', { name: 'Abena Osei' });
  await expect(applicant).toContainText('The mentoring retention tracker');
  await applicant.getByRole('button', { name: 'Accept Abena Osei' }).click();
  await expect(toast(adminPage, 'Successfully accepted applicant')).toBeVisible();
  await adminContext.close();

  // The member sees Accepted (no more Unapply) and the notification.
  await page.reload();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unapply' })).toHaveCount(0);
  await page.goto('/notification');
  await expect(
    page.getByText(new RegExp(`Your application to ${title} at CareerHub Community was accepted`)),
  ).toBeVisible();
});

test('signed out: the board and a job are readable; Apply leads to sign-up and back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Community Data Fellow ${Date.now().toString(36)}`;
  const job = await draftJob(request, title);
  const { access } = await apiTokens(request, ADMIN);
  const published = await request.patch(`/api/v1/jobs/${job.id}/`, {
    headers: { authorization: `Bearer ${access}` },
    data: { job_status: 'approved' },
  });
  expect(published.ok(), await published.text()).toBe(true);

  const card = await openJob(page, title);
  // Filters live in the address: a job type that does not match hides it.
  await page.getByLabel('Job type').selectOption('internship');
  await expect(page).toHaveURL(/job_type=internship/);
  await expect(page.getByText('No jobs found')).toBeVisible();
  await expectNoA11yViolations(page, 'job board, nothing found');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await card.getByRole('link', { name: `Apply: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?next=${encodeURIComponent(`/job/${job.slug}`)}`));
  await page.goto('/job/no-such-job-anywhere');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});
