import { expect as baseExpect, expectNoA11yViolations, test } from '../fixtures';
import { ADMIN, DEMO_ORG, asUser } from '../content-helpers';
import { newVerifiedUser, screens, signInDemo, toast, useTokens } from '../session';

const expect = baseExpect.configure({ timeout: 20_000 });

/** A tiny PNG (1×1) to stand for a bank receipt photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Issue 20, manual mode (no card provider): a new member picks a plan on /pricing, pays by bank
// transfer and uploads the receipt; the demo organization's admin confirms it in the review queue;
// the member's /membership shows the plan and the identity gains the plan's features.
test('manual payment: pick a plan, upload the receipt, the admin confirms, the plan is active', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const member = await newVerifiedUser(request, { first: 'Amara', last: 'Payer' });
  const memberApi = await (async () => {
    const headers = { authorization: `Bearer ${member.access}` };
    return {
      identity: async () =>
        (await (await request.get('/api/v1/identity/', { headers })).json()) as {
          user_subscription: Record<string, unknown>;
        },
      join: (id: number) => request.post(`/api/v1/groups/${id}/join/`, { headers, data: { role: 'member' } }),
    };
  })();
  const admin = await asUser(request, ADMIN);
  const org = (await (await admin.get(`/groups/slug/${DEMO_ORG}/`)).json()) as { id: number };
  expect((await memberApi.join(org.id)).status()).toBeLessThan(300);
  expect((await memberApi.identity()).user_subscription).toMatchObject({
    applied_membership_tier: 0,
    can_use_premium_agents: false,
  });

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await useTokens(page, member);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  await expect(page.getByText('Choose a plan that fits your needs')).toBeVisible();
  // Yearly is the default; trials and prices in dollars.
  await expect(page.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('14 Day(s) Free Trial')).toBeVisible();
  await expect(page.getByText('$190.00')).toBeVisible();
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByText('$19.00')).toBeVisible();
  await expect(page.getByText('7 Day(s) Free Trial')).toBeVisible();
  await page.getByRole('radio', { name: 'Yearly' }).click();
  await page.getByRole('checkbox', { name: /Student/ }).check();
  await expect(page.getByText('$152.00')).toBeVisible(); // 190 less 20 %
  await expect(page.getByRole('button', { name: 'Continue: Free' })).toBeVisible();
  await expectNoA11yViolations(page, 'pricing');
  await screens(page, 'payments-pricing');

  await page.getByRole('button', { name: 'Upgrade: Professional' }).click();
  await expect(page).toHaveURL(/\/payment\/manual\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
  await expect(page.getByTestId('manual-amount')).toContainText('$152.00');
  await expect(page.getByText(/bank transfer/)).toBeVisible();
  await expectNoA11yViolations(page, 'manual payment');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send receipt' }).click();
  await expect(
    toast(page, 'Thank you. Your receipt was sent; an administrator will confirm your payment.'),
  ).toBeVisible();
  await expect(page.getByText('Receipt sent: an administrator will confirm your payment')).toBeVisible();
  await screens(page, 'payments-manual');

  // Pending: /membership says so, with Resolve Now.
  await page.goto('/membership');
  await expect(page.getByText('Your payment is pending')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resolve Now' })).toBeVisible();
  await expectNoA11yViolations(page, 'membership pending');
  expect((await memberApi.identity()).user_subscription).toMatchObject({ payment_status: 'pending' });

  // The organization's admin confirms in the review queue.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await signInDemo(adminPage, request, ADMIN);
  await adminPage.goto('/payments/review');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Payment reviews' })).toBeVisible();
  await expect(adminPage.getByText('Amara Payer')).toBeVisible();
  await expectNoA11yViolations(adminPage, 'payment reviews');
  await screens(adminPage, 'payments-review');
  await adminPage.getByRole('button', { name: 'Confirm payment of Amara Payer' }).click();
  await expect(toast(adminPage, 'Payment confirmed.')).toBeVisible();
  await expect(adminPage.getByText('Amara Payer')).toHaveCount(0);
  await adminContext.close();

  // The member: plan active, renew date shown, identity flags changed.
  await page.reload();
  await expect(page.getByTestId('membership-plan')).toHaveText('Professional');
  await expect(page.getByText('Renews on')).toBeVisible();
  await expect(page.getByText('Your payment is pending')).toHaveCount(0);
  await expectNoA11yViolations(page, 'membership active');
  await screens(page, 'payments-membership');
  expect((await memberApi.identity()).user_subscription).toEqual({
    applied_membership_tier: 2,
    payment_status: 'confirmed',
    one_to_one_chat: true,
    use_ama: true,
    circle_discount_percent: 25,
    is_institutional_membership: false,
    can_create_membership_card: true,
    can_use_premium_agents: true,
  });

  // Cancel Membership needs a reason.
  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Membership' });
  await dialog.getByRole('button', { name: 'Cancel Membership' }).click();
  await expect(dialog.getByText('Specify the reason when empty')).toBeVisible();
  await expectNoA11yViolations(page, 'cancel membership dialog');
  await dialog.getByLabel('Reason').fill('Trying it for a year only');
  await dialog.getByRole('button', { name: 'Cancel Membership' }).click();
  await expect(dialog.getByText('Your membership will end at the end of the current period.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Renew' })).toBeVisible();
  await expect(page.getByText('Ends on')).toBeVisible();

  // The result pages.
  await page.goto('/payment/cancel');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your payment has been canceled.' }),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'payment canceled');
  await page.goto('/payment/success?type=subscription');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  await expectNoA11yViolations(page, 'payment success');
  await context.close();
});
