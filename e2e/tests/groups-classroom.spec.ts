import { expect, expectNoA11yViolations, test, apiTokens } from '../fixtures';
import { startServer, type ServerProcess } from '../chat-helpers';
import { newAccount } from '../account-helpers';
import { ensureCareerAnswers, useTokens } from '../session';
import { startGoogleClassroomStandIn } from '../../apps/server/src/platform/classroom/testing/google-stand-in';

// Google Classroom roster sync end to end: a server of its own (the shared e2e server has no
// Classroom keys) pointed at a local stand-in that speaks Google's OAuth and Classroom protocol,
// whose consent screen allows at once. The demo staff account acts as the certified administrator.

const CLIENT = { clientId: 'e2e-classroom.apps.example', clientSecret: 'e2e-classroom-secret' };
const STAFF = 'staff@demo.careerhub.example';

test.describe.configure({ mode: 'serial' });

let google: Awaited<ReturnType<typeof startGoogleClassroomStandIn>>;
/** The course's students; the test adds an account of its own before syncing. */
let biologyStudents: Array<{ email: string | null; name: string }>;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  biologyStudents = [
    { email: 'member@demo.careerhub.example', name: 'Demo Member' },
    { email: `new.student.${Date.now().toString(36)}@school.example`, name: 'New Student' },
    { email: null, name: 'Private Student' },
  ];
  google = await startGoogleClassroomStandIn({
    ...CLIENT,
    accountEmail: 'teacher@school.example',
    courses: [
      {
        id: 'bio-101',
        name: 'Biology 101',
        section: 'Period 2',
        students: biologyStudents,
        teachers: [{ email: 'teacher@school.example', name: 'The Teacher' }],
      },
    ],
  });
  server = await startServer(Number(process.env.E2E_CLASSROOM_PORT ?? 4336), {
    GOOGLE_CLASSROOM_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLASSROOM_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_AUTH_URL: google.authUrl,
    GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
    GOOGLE_CLASSROOM_API_URL: google.apiUrl,
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await google?.close();
});

test('a certified administrator connects Google Classroom and syncs a course’s students', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tokens = await apiTokens(server.request, STAFF);
  await ensureCareerAnswers(server.request, tokens.access);
  const auth = { authorization: `Bearer ${tokens.access}` };
  // The demo staff account makes itself an administrator of the university, whose People tab it manages.
  const me = (await (await server.request.get('/api/v1/identity/', { headers: auth })).json()) as {
    id: number;
  };
  const university = (await (
    await server.request.get('/api/v1/groups/slug/kathmandu-university/', { headers: auth })
  ).json()) as { id: number };
  const added = await server.request.post(`/api/v1/groups/${university.id}/add-member/`, {
    headers: auth,
    data: { user: me.id, role: 'admin' },
  });
  expect(added.status(), await added.text()).toBe(200);
  // A member of the site (not of the university) who is in the Classroom course.
  const student = await newAccount(server.request, 'classroom.student');
  biologyStudents.unshift({ email: student.email, name: 'Nia Mensah' });
  await useTokens(page, tokens);
  await page.goto(`${server.origin}/org/kathmandu-university/people`);

  await page.getByRole('button', { name: 'Google Classroom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Google Classroom' });
  await expect(dialog.getByRole('button', { name: 'Connect Google Classroom' })).toBeVisible();
  await expectNoA11yViolations(page, 'classroom connect');
  // Consent screen (the stand-in allows at once) → /classroom/callback → back on the People tab.
  await dialog.getByRole('button', { name: 'Connect Google Classroom' }).click();
  await expect(
    page.getByText('Connected Google Classroom as teacher@school.example', { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/org\/kathmandu-university\/people$/);

  await page.getByRole('button', { name: 'Google Classroom' }).click();
  await expect(dialog.getByText('teacher@school.example')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sync students' }).click();
  await expect(dialog.getByText('Please choose a course.')).toBeVisible();
  await dialog.getByLabel('Course').selectOption({ label: 'Biology 101 (Period 2)' });
  await expect(dialog.getByLabel('Add them as')).toHaveValue('student');
  await expectNoA11yViolations(page, 'classroom sync form');
  await dialog.getByRole('button', { name: 'Sync students' }).click();
  await expect(page.getByText('Synced: 1 added, 1 invited, 1 already members', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('status').filter({ hasText: 'Biology 101' })).toContainText(
    '1 without email',
  );
  await expect(dialog.getByText(/Biology 101, students as student \(1 added, 1 invited\)/)).toBeVisible();

  // The new account is now a student of the university; the demo member already was a member.
  const list = await server.request.get(
    `/api/v1/groups/${university.id}/members/?status=accepted&search=Mensah&page_size=50`,
    {
      headers: auth,
    },
  );
  const rows = ((await list.json()) as { data: Array<{ email: string | null; membership_role: string }> })
    .data;
  expect(rows.find((r) => r.email === student.email)?.membership_role).toBe('student');

  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Disconnected Google Classroom', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Connect Google Classroom' })).toBeVisible();
});
