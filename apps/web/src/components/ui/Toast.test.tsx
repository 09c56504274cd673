import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notify } from '../../lib/notify';
import { ToastProvider } from './Toast';

const region = () => screen.queryByRole('region', { name: /Notifications/ });

describe('ToastProvider', () => {
  it('renders no toast region until the first toast, then shows it with its text', async () => {
    render(
      <ToastProvider>
        <p>page</p>
      </ToastProvider>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    // Even once the region's module is loaded, nothing renders before the first toast.
    await act(async () => {
      await import('./ToastRegion');
    });
    expect(region()).toBeNull();

    act(() => notify('Saved successfully', 'success'));
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(region()).not.toBeNull();
  });

  it('shows the same message once, keeps the newest four and closes a toast with Dismiss', async () => {
    render(
      <ToastProvider>
        <p>page</p>
      </ToastProvider>,
    );
    act(() => {
      notify('Something went wrong', 'error');
      notify('Something went wrong', 'error');
    });
    await screen.findByText('Something went wrong');
    expect(screen.getAllByText('Something went wrong')).toHaveLength(1);

    act(() => {
      for (const n of [1, 2, 3, 4]) notify(`Message ${n}`);
    });
    await screen.findByText('Message 4');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(4);

    const first = screen.getByText('Message 1').closest('li');
    expect(first).not.toBeNull();
    // By keyboard: jsdom has no pointer capture, which Radix's swipe handling calls on a click.
    act(() =>
      within(first as HTMLElement)
        .getByRole('button', { name: 'Dismiss' })
        .focus(),
    );
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Message 1')).toBeNull());
    expect(screen.getByText('Message 4')).toBeInTheDocument();
  });
});
