import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES, type Identity } from '@careerhub/shared';
import { ApiError } from '../../lib/api';
import { subscribeToToasts, type ToastMessage } from '../../lib/notify';
import { IDENTITY_KEY } from '../auth/identity';
import * as chatApi from './api';
import { MessageButton } from './MessageButton';
import { chatPanel } from './panelStore';
import type { Room } from './types';

function identity(oneToOneChat: boolean): Identity {
  return {
    id: 1,
    first_name: 'Ana',
    last_name: 'Diaz',
    name_slug: 'ana-diaz',
    is_verified: true,
    is_trial_user: false,
    user_subscription: { one_to_one_chat: oneToOneChat },
  } as unknown as Identity;
}

const room: Room = {
  id: 42,
  name: 'Ben Okafor',
  type: 'ONE_TO_ONE',
  users: [],
  last_message: null,
  unread_count: 0,
  blocked: false,
  updated_at: '2026-01-05T09:00:00Z',
};

function renderButton(oneToOneChat: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  queryClient.setQueryData(IDENTITY_KEY, identity(oneToOneChat));
  const router = createMemoryRouter(
    [
      { path: '/', element: <MessageButton userId={2} /> },
      { path: '/pricing', element: <p>pricing page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

afterEach(() => {
  vi.restoreAllMocks();
  chatPanel.reset();
});

describe('MessageButton (spec sections 6 and 8)', () => {
  it('without one_to_one_chat shows "You can\'t currently initiate a chat." and a way to upgrade, creating nothing', async () => {
    const create = vi.spyOn(chatApi, 'createRoom');
    const { user, router } = renderButton(false);
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByRole('dialog', { name: CHAT_MESSAGES.cannotInitiate })).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'See membership plans' }));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('with one_to_one_chat creates or finds the room and opens the panel on it', async () => {
    const create = vi.spyOn(chatApi, 'createRoom').mockResolvedValue(room);
    const { user } = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(create).toHaveBeenCalledWith(2);
    expect(chatPanel.get()).toMatchObject({ open: true, roomId: 42 });
  });

  it('a failure says "Could not create a chat room at this moment."; the server\'s refusal shows the dialog', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToToasts((t) => toasts.push(t));
    const body = { message: '', non_field_errors: [], field_errors: {}, detail: '' };
    const create = vi.spyOn(chatApi, 'createRoom').mockRejectedValueOnce(new ApiError(500, body));
    const { user } = renderButton(true);
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(toasts.map((t) => t.message)).toEqual([CHAT_MESSAGES.couldNotCreateRoom]);
    expect(chatPanel.get().open).toBe(false);

    create.mockRejectedValueOnce(new ApiError(403, { ...body, message: CHAT_MESSAGES.cannotInitiate }));
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(screen.getByRole('dialog', { name: CHAT_MESSAGES.cannotInitiate })).toBeInTheDocument();
    stop();
  });
});
