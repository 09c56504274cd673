import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_TEXT, type Group } from '@careerhub/shared';
import { renderPage } from '../../test/renderApp';
import { JoinControl } from '../groups/JoinControl';
import { DonateTab, dollarsToCents } from './DonateTab';

const org = {
  id: 3,
  name: 'Acme',
  name_slug: 'acme',
  group_type: 'organization',
  donation_details: [{ name: 'Scholarship', description: 'Fund a seat' }],
} as unknown as Group;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('dollarsToCents', () => {
  it('reads whole dollars and cents, and refuses the rest', () => {
    expect(dollarsToCents('25')).toBe(2500);
    expect(dollarsToCents('25.5')).toBe(2550);
    expect(dollarsToCents('25,05')).toBe(2505);
    for (const bad of ['', '0', '-5', '1.234', 'ten', '0.00']) expect(dollarsToCents(bad)).toBeNull();
  });
});

describe('DonateTab', () => {
  it('without card payments offers an amount paid by hand, and no per-detail Donate button', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: '/payment/manual/7' })));
    vi.stubGlobal('fetch', fetch);
    const { router } = renderPage(<DonateTab group={org} />);
    expect(screen.getByRole('heading', { name: 'Scholarship' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_TEXT.donateByHand)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: PAYMENT_TEXT.donate })).toHaveLength(1);
    await userEvent.type(screen.getByLabelText(PAYMENT_TEXT.donateAmount), '12.50');
    await userEvent.click(screen.getByRole('button', { name: PAYMENT_TEXT.donate }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ group_id: 3, amount: 1250 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment/manual/7'));
  });

  it('with card payments sends the chosen donation to checkout, and checks a typed amount first', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: '/payment/success?type=donation' })));
    vi.stubGlobal('fetch', fetch);
    renderPage(<DonateTab group={org} />, { ui: { card_payments: true } });
    await userEvent.type(screen.getByLabelText(PAYMENT_TEXT.donateAmount), '-3');
    const buttons = screen.getAllByRole('button', { name: PAYMENT_TEXT.donate });
    await userEvent.click(buttons[1]!);
    expect(screen.getByText(PAYMENT_TEXT.donateAmountInvalid)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(buttons[0]!);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ group_id: 3, donation: 'Scholarship' });
  });
});

describe('DonateTab, a donation without a set price', () => {
  it('asks for the amount below when the server needs one', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: 'Invalid request data.',
            non_field_errors: [],
            field_errors: { amount: ['Choose a donation or enter an amount.'] },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage(<DonateTab group={org} />, { ui: { card_payments: true } });
    await userEvent.click(screen.getAllByRole('button', { name: PAYMENT_TEXT.donate })[0]!);
    expect(await screen.findByText(PAYMENT_TEXT.donateAmountInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(PAYMENT_TEXT.donateAmount)).toHaveFocus();
  });
});

describe('paid circle with card payments', () => {
  it('an accepted member with a pending payment gets Pay now instead of the voucher upload', () => {
    window.localStorage.setItem('access_token', 'token');
    const circle = {
      id: 5,
      name: 'Data Circle',
      name_slug: 'data-circle',
      group_type: 'circle',
      is_paid: true,
      price: 20,
      membership_status: 'accepted',
      role: 'member',
      payment_status: 'pending',
      extra_info: { is_external: false, external_link: null, questions: [] },
    } as unknown as Group;
    renderPage(<JoinControl group={circle} />, { ui: { card_payments: true } });
    expect(screen.getByRole('button', { name: PAYMENT_TEXT.payNow })).toBeInTheDocument();
    expect(screen.queryByText(/receipt|voucher/i)).toBeNull();
  });
});
