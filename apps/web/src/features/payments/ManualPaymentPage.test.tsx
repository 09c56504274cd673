import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_MESSAGES } from '@careerhub/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors, json } from '../../test/fetchStub';
import { renderPage } from '../../test/renderApp';
import ManualPaymentPage from './ManualPaymentPage';

const payment = {
  id: 7,
  status: 'awaiting_receipt',
  kind: 'donation',
  plan_name: '',
  subscription_tier: 0,
  recurring: null,
  amount: 2500,
  currency: 'usd',
  discount_percent: 0,
  instructions: 'Transfer to account 123.',
  organization: { id: 4, name: 'Northwind' },
  receipt: null,
  rejection_reason: null,
  success_url: '/payment/success',
  cancel_url: '/payment/cancel',
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  user: { id: 1, first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.org' },
};

/** The payment, the upload (id 31) and the receipt call, answered by `receipt`. */
function serve(receipt: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/file-upload/'))
        return json({ data: [{ id: 31, file: '/f/r.pdf', mime_type: 'application/pdf', name: 'r.pdf' }] });
      if (url.includes('/receipt/')) {
        sent.push(JSON.parse(String(init?.body)));
        return receipt();
      }
      return json(payment);
    }),
  );
  return sent;
}

const open = async () => {
  window.localStorage.setItem('access_token', 'token');
  renderPage(<ManualPaymentPage />, { path: '/payment/manual/:id', url: '/payment/manual/7' });
  return screen.findByLabelText('Receipt');
};
const send = () => screen.getByRole('button', { name: 'Send receipt' });
const pdf = () => new File(['%PDF'], 'r.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ManualPaymentPage on the form kit', () => {
  it('asks for the receipt with its message and focuses the field, sending nothing', async () => {
    const sent = serve(() => json({ message: 'ok' }));
    const user = userEvent.setup();
    const receipt = await open();
    await user.click(send());
    await vi.waitFor(() =>
      expect(receipt).toHaveAccessibleDescription(expect.stringContaining(PAYMENT_MESSAGES.receiptFormat)),
    );
    expect(receipt).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('uploads the file and sends its id; the server’s message goes on the field', async () => {
    const sent = serve(() => fieldErrors({ receipt: [PAYMENT_MESSAGES.notAwaitingReceipt] }));
    const user = userEvent.setup();
    const receipt = await open();
    await user.upload(receipt, pdf());
    expect(screen.getByText('r.pdf')).toBeInTheDocument();
    await user.click(send());
    await vi.waitFor(() => expect(sent).toEqual([{ receipt: 31 }]));
    await vi.waitFor(() =>
      expect(receipt).toHaveAccessibleDescription(
        expect.stringContaining(PAYMENT_MESSAGES.notAwaitingReceipt),
      ),
    );
    expect(send()).toBeEnabled();
  });
});
