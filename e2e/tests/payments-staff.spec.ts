import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { ADMIN, DEMO_ORG, STAFF, asUser } from '../content-helpers';
import { newVerifiedUser, screens, signInDemo, toast, useTokens } from '../session';

const expect = baseExpect.configure({ timeout: 20_000 });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A tiny PNG (1×1) to stand for a bank receipt photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 20 item 4: staff define a platform plan (prices, trial, flags) and a discount in the admin
// view; the plan is on /pricing with its price and trial; a member picks it (manual mode, with the
// discount) and the organization's admin confirms; archiving takes both off /pricing again.
test('staff define a plan and a discount; a member buys it by hand; the admin confirms', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const planName = `Mentor Pass ${unique()}`;
  const discountName = `Mentor friends ${unique()}`;
  const staff = await asUser(request, STAFF);
  const demo = (await (await staff.get(`/groups/slug/${DEMO_ORG}/`)).json()) as { id: number };
  // The admin view is for administrators of the default organization: staff open one of their own.
  const created = await staff.post('/groups/', {
    name: `Plans Test Foundation ${unique()}`,
    group_type: 'organization',
    description: 'An organization of the plans admin test',
    country: 'Ghana',
    admission: 'closed',
  });
  expect(created.ok(), await created.text()).toBe(true);
  const own = (await created.json()) as { id: number };
  expect((await staff.post(`/groups/${own.id}/change-default/`, {})).ok()).toBe(true);

  const staffContext = await browser.newContext({ baseURL });
  const admin = await staffContext.newPage();
  await admin.addInitScript(() => window.localStorage.setItem('ui_mode', 'admin'));
  await signInDemo(admin, request, STAFF);
  try {
    await admin.goto('/admin-dashboard');
    await admin.getByRole('link', { name: 'Plans & Pricing' }).first().click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/plans$/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Plans and discounts' })).toBeVisible();
    await expect(admin.getByLabel('Offered by')).toHaveValue('platform');
    await expect(admin.getByRole('cell', { name: 'Professional', exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(admin, 'plans admin');
    await screens(admin, 'payments-staff-plans');

    // A new plan: the form says what is missing, in the spec's words.
    await admin.getByRole('button', { name: 'New plan' }).click();
    const form = admin.getByRole('dialog', { name: 'New plan' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Required')).toBeVisible();
    await expect(form.getByText('Add a monthly or a yearly price.')).toBeVisible();
    await expectNoA11yViolations(admin, 'plan form');
    await form.getByLabel('Name', { exact: true }).fill(planName);
    await form.getByLabel('Monthly price').fill('12.50');
    await form.getByLabel('Yearly price').fill('125');
    await form.getByLabel('Free trial (days)').fill('10');
    await form.getByLabel('Included features (one a line)').fill('A monthly mentor circle\nOne-to-one chat');
    await form.getByRole('switch', { name: 'One-to-one chat' }).click();
    await screens(admin, 'payments-staff-plan-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin, 'Successfully updated information.')).toBeVisible();
    const planRow = admin.getByRole('row', { name: new RegExp(planName) });
    await expect(planRow).toContainText('$12.50');
    await expect(planRow).toContainText('$125.00');
    await expect(planRow).toContainText('10 Day(s) Free Trial');

    // A discount of 12.5 % on that plan only.
    await admin.getByRole('button', { name: 'New discount' }).click();
    const discountForm = admin.getByRole('dialog', { name: 'New discount' });
    await discountForm.getByLabel('Name', { exact: true }).fill(discountName);
    await discountForm.getByLabel('Discount (%)').fill('12.555');
    await discountForm.getByRole('button', { name: 'Save' }).click();
    await expect(discountForm.getByText('Use at most 2 decimals.')).toBeVisible();
    await discountForm.getByLabel('Discount (%)').fill('12.5');
    await discountForm.getByRole('checkbox', { name: planName }).check();
    await expectNoA11yViolations(admin, 'discount form');
    await discountForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(admin, 'Successfully updated information.')).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(discountName) })).toContainText('12.5%');
    await expect(admin.getByRole('row', { name: new RegExp(discountName) })).toContainText(planName);

    // A member of the demo organization sees it on /pricing and picks it with the discount.
    const member = await newVerifiedUser(request, { first: 'Kwame', last: 'Planner' });
    const memberHeaders = { authorization: `Bearer ${member.access}` };
    expect(
      (
        await request.post(`/api/v1/groups/${demo.id}/join/`, {
          headers: memberHeaders,
          data: { role: 'member' },
        })
      ).status(),
    ).toBeLessThan(300);
    const memberContext = await browser.newContext({ baseURL });
    const page = await memberContext.newPage();
    await useTokens(page, member);
    await page.goto('/pricing');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    const card = page.getByRole('listitem').filter({ hasText: planName });
    await expect(card.getByText('$12.50')).toBeVisible();
    await expect(card.getByText('10 Day(s) Free Trial')).toBeVisible();
    await page.getByRole('checkbox', { name: `${discountName} (12.5% off)` }).check();
    await expect(card.getByText('$10.94')).toBeVisible(); // 12.50 less 12.5 %, to the cent
    await expectNoA11yViolations(page, 'pricing with a staff plan');
    await card.getByRole('button', { name: `Upgrade: ${planName}` }).click();
    await expect(page).toHaveURL(/\/payment\/manual\/\d+$/);
    await expect(page.getByTestId('manual-amount')).toContainText('$10.94');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send receipt' }).click();
    await expect(
      toast(page, 'Thank you. Your receipt was sent; an administrator will confirm your payment.'),
    ).toBeVisible();

    // The demo organization's admin confirms it.
    const reviewContext = await browser.newContext({ baseURL });
    const reviewer = await reviewContext.newPage();
    await signInDemo(reviewer, request, ADMIN);
    await reviewer.goto('/payments/review');
    await reviewer.getByRole('button', { name: 'Confirm payment of Kwame Planner' }).click();
    await expect(toast(reviewer, 'Payment confirmed.')).toBeVisible();
    await reviewContext.close();

    await page.goto('/membership');
    await expect(page.getByTestId('membership-plan')).toHaveText(planName);
    const identity = (await (await request.get('/api/v1/identity/', { headers: memberHeaders })).json()) as {
      user_subscription: Record<string, unknown>;
    };
    expect(identity.user_subscription).toMatchObject({
      applied_membership_tier: 1,
      payment_status: 'confirmed',
      one_to_one_chat: true,
      circle_discount_percent: 0,
      can_use_premium_agents: false,
    });

    // Archived: the member keeps the plan, /pricing no longer offers it.
    await admin.getByRole('button', { name: `Archive ${planName}` }).click();
    await expect(
      toast(admin, 'The plan was archived. Its members keep it; it is no longer on the pricing page.'),
    ).toBeVisible();
    // The plans table comes first (the discount's row names the plan too).
    await expect(admin.getByRole('row', { name: new RegExp(planName) }).first()).toContainText('Archived');
    await admin.getByRole('button', { name: `Archive ${discountName}` }).click();
    await expect(toast(admin, 'The discount was archived.')).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
    await expect(page.getByText(planName)).toHaveCount(0);
    await expect(page.getByText(discountName)).toHaveCount(0);
    await page.goto('/membership');
    await expect(page.getByTestId('membership-plan')).toHaveText(planName);
    await memberContext.close();
  } finally {
    await staffContext.close();
    await staff.post(`/groups/${demo.id}/change-default/`, {});
  }
});
