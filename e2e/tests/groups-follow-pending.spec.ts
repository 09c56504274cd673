import type { APIRequestContext } from '@playwright/test';
import { apiTokens, expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { pdfWithText, pngImage } from '../files';
import { newVerifiedUser, screens, toast, useTokens } from '../session';

// The machine running these is shared and often loaded: screens get more time to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

// Issue 6, the rest of the group screens: following a group (and its topic names), a presenter's
// conference registration with the abstract as a PDF, and the /pending page of a user whose
// organization has not accepted them (yet), with its guard both ways.

const CERTIFIED = 'certified@demo.careerhub.example';
const STAFF = 'staff@demo.careerhub.example';
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const unique = () => Date.now().toString(36);

async function headersOf(request: APIRequestContext, email: string) {
  const { access } = await apiTokens(request, email);
  return { authorization: `Bearer ${access}` };
}

async function createGroup(request: APIRequestContext, email: string, fields: Record<string, unknown>) {
  const headers = await headersOf(request, email);
  const org = (await (await request.get('/api/v1/groups/slug/careerhub-community/', { headers })).json()) as {
    id: number;
  };
  const topic = await request.post('/api/v1/topics/', { headers, data: { name: 'Interview practice' } });
  expect(topic.ok(), await topic.text()).toBe(true);
  const { id: topicId } = (await topic.json()) as { id: number };
  const timed = fields.group_type === 'circle' || fields.group_type === 'event';
  const created = await request.post('/api/v1/groups/', {
    headers,
    data: {
      description: 'Made by the groups-follow-pending spec.',
      ...(timed
        ? {
            topics: [topicId],
            group_duration: 'time_limited',
            career_stages: [3],
            start_date: daysFromNow(10),
            end_date: daysFromNow(40),
            publicity: 'open',
            application_open_date: daysFromNow(-1),
            application_close_date: daysFromNow(5),
            parent_group: org.id,
          }
        : {}),
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; name_slug: string; name: string };
}

test('follow a circle, see its topic names, unfollow', async ({ page, request }) => {
  test.setTimeout(180_000);
  const circle = await createGroup(request, CERTIFIED, {
    name: `Interview Practice Circle ${unique()}`,
    group_type: 'circle',
    circle_type: 'Career Circle',
    relevant_sdgs: [8],
    use_cases: [1],
  });
  const fan = await newVerifiedUser(request, { first: 'Ama', last: 'Owusu' });
  await useTokens(page, fan);
  await page.goto(`/circle/${circle.name_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: circle.name })).toBeVisible();
  // The Topics side card names the topic (no "#id").
  const topicsCard = page.getByRole('heading', { name: 'Topics' }).locator('..');
  await expect(topicsCard).toContainText('Interview practice');

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(toast(page, 'Successfully followed circle')).toBeVisible();
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toBeVisible();
  // Following is not membership: the join control stays.
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, 'circle followed');
  await screens(page, 'groups-circle-followed');

  await page.reload();
  await expect(following).toBeVisible();
  await following.click();
  await expect(toast(page, 'Successfully unfollowed circle')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  const after = await request.get(`/api/v1/groups/${circle.id}/`, {
    headers: { authorization: `Bearer ${fan.access}` },
  });
  expect(((await after.json()) as { is_following: boolean }).is_following).toBe(false);
});

test('conference registration: a presenter sends the abstract as a PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const conference = await createGroup(request, STAFF, {
    name: `Career Research Conference ${unique()}`,
    group_type: 'event',
    event_type: 'conference',
    admission: 'open',
  });
  const presenter = await newVerifiedUser(request, { first: 'Rahul', last: 'Verma' });
  await useTokens(page, presenter);
  await page.goto(`/event/${conference.name_slug}`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Conference registration' });
  await form.getByLabel('Participant type').selectOption('presenter');
  await form.getByRole('button', { name: 'Submit' }).click();
  // Submission type, program type, title, abstract (text or PDF) and publication.
  await expect(form.getByText('Required', { exact: true })).toHaveCount(5);

  await form.getByLabel('Submission type *').selectOption('Paper Presentation');
  await form.getByLabel('Program type *').selectOption('Online Conference');
  await form.getByLabel('Title *').fill('Mentoring first-generation graduates');
  await form.getByLabel('Publication *').selectOption({ index: 1 });
  const file = form.getByLabel('Or upload the abstract as a PDF');
  await file.setInputFiles({ name: 'abstract.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(form.getByText('Unsupported file format. Please upload PDF')).toBeVisible();
  await file.setInputFiles({
    name: 'abstract.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText(['Mentoring first-generation graduates', 'An abstract of our paper.']),
  });
  await expect(form.getByText('abstract.pdf')).toBeVisible();
  await expectNoA11yViolations(page, 'conference registration (presenter)');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await expect(toast(page, 'Successfully applied to joined event')).toBeVisible();

  // The event's administrator sees the registration with the PDF's file id.
  const members = await request.get(`/api/v1/groups/${conference.id}/members/?status=accepted&search=Verma`, {
    headers: await headersOf(request, STAFF),
  });
  expect(members.ok(), await members.text()).toBe(true);
  const [row] = ((await members.json()) as { data: Array<{ extra_info: Record<string, unknown> }> }).data;
  expect(row?.extra_info).toMatchObject({
    participant_type: 'presenter',
    title: 'Mentoring first-generation graduates',
    abstract_file: expect.any(Number),
  });
});

test('pending page: held until the organization accepts, then home; a rejection says so', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = await headersOf(request, STAFF);
  const org = await createGroup(request, STAFF, {
    name: `Alumni Network ${unique()}`,
    group_type: 'organization',
    country: 'Ghana',
    admission: 'closed',
  });
  const joinDefault = async (access: string) => {
    const res = await request.post(`/api/v1/groups/${org.id}/join-default/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const respond = async (userId: number, action: 'accept' | 'reject') => {
    const res = await request.post(`/api/v1/groups/${org.id}/respond-join-request/`, {
      headers: staff,
      data: { users: [userId], action },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const idOf = async (access: string) =>
    (
      (await (
        await request.get('/api/v1/identity/', { headers: { authorization: `Bearer ${access}` } })
      ).json()) as {
        id: number;
      }
    ).id;

  const waiting = await newVerifiedUser(request, { first: 'Efua', last: 'Mensah' });
  await joinDefault(waiting.access);
  await useTokens(page, waiting);
  await page.goto('/');
  await expect(page).toHaveURL(/\/pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your membership is pending' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(`An administrator of ${org.name}`, { exact: false }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'pending page');
  await screens(page, 'groups-pending');
  // Member pages stay closed while pending.
  await page.goto('/notification');
  await expect(page).toHaveURL(/\/pending$/);

  await respond(await idOf(waiting.access), 'accept');
  await page.goto('/pending');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your membership is pending' })).toHaveCount(0);

  const refused = await newVerifiedUser(request, { first: 'Kwame', last: 'Asante' });
  await joinDefault(refused.access);
  await respond(await idOf(refused.access), 'reject');
  await useTokens(page, refused);
  await page.goto('/');
  await expect(page).toHaveURL(/\/pending$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your membership request was not accepted' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'rejected page');
});

test('paid circle: the accepted member sends a receipt, the leader marks the payment paid', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const circle = await createGroup(request, CERTIFIED, {
    name: `Paid Portfolio Circle ${unique()}`,
    group_type: 'circle',
    circle_type: 'Career Circle',
    relevant_sdgs: [8],
    use_cases: [1],
    is_paid: true,
    price: 25,
  });
  const payer = await newVerifiedUser(request, { first: 'Nadia', last: 'Rahman' });
  const payerHeaders = { authorization: `Bearer ${payer.access}` };
  const joined = await request.post(`/api/v1/groups/${circle.id}/join/`, { headers: payerHeaders, data: {} });
  expect(joined.ok(), await joined.text()).toBe(true);
  const { id: payerId } = (await (
    await request.get('/api/v1/identity/', { headers: payerHeaders })
  ).json()) as {
    id: number;
  };
  const accepted = await request.post(`/api/v1/groups/${circle.id}/respond-join-request/`, {
    headers: await headersOf(request, CERTIFIED),
    data: { users: [payerId], action: 'accept' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The member: accepted, payment pending, asked for the receipt.
  await useTokens(page, payer);
  await page.goto(`/circle/${circle.name_slug}`);
  await expect(page.getByText('Payment pending', { exact: true })).toBeVisible();
  const receipt = page.getByLabel('Upload your payment receipt (image or PDF)');
  await receipt.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
  await expect(page.getByText('Unsupported file format. Please upload an image or PDF')).toBeVisible();
  await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(
    toast(page, 'Payment voucher submitted. An administrator will confirm your payment.'),
  ).toBeVisible();
  await expect(page.getByText('Receipt received: an administrator will confirm your payment.')).toBeVisible();
  await expectNoA11yViolations(page, 'paid circle, receipt sent');

  // The leader sees the receipt and marks the payment paid.
  const leaderContext = await browser.newContext({ baseURL });
  const leaderPage = await leaderContext.newPage();
  await useTokens(leaderPage, await apiTokens(request, CERTIFIED));
  await leaderPage.goto(`/circle/${circle.name_slug}/people`);
  const row = leaderPage.getByRole('row', { name: /Nadia Rahman/ });
  await expect(row).toContainText('Submitted');
  await expect(row.getByRole('link', { name: 'View receipt: Nadia Rahman' })).toHaveAttribute('href', /./);
  await expectNoA11yViolations(leaderPage, 'people with a payment to confirm');
  await row.getByRole('button', { name: 'Mark paid: Nadia Rahman' }).click();
  await expect(toast(leaderPage, 'Payment marked as paid')).toBeVisible();
  await expect(row).toContainText('Confirmed');
  await expect(row.getByRole('button', { name: 'Mark unpaid: Nadia Rahman' })).toBeVisible();
  await leaderContext.close();

  await page.reload();
  await expect(page.getByText('Payment confirmed', { exact: true })).toBeVisible();
  await expect(receipt).toHaveCount(0);
});
