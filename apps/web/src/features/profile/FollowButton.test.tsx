import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@careerhub/shared';
import { ApiError } from '../../lib/api';
import { subscribeToToasts, type ToastMessage } from '../../lib/notify';
import { FollowButton } from './FollowButton';

let toasts: ToastMessage[] = [];
const stop = subscribeToToasts((t) => toasts.push(t));
afterEach(() => {
  toasts = [];
});
afterAll(() => stop());

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('FollowButton (spec section 4)', () => {
  it('goes idle → busy → Followed, then stays disabled', async () => {
    const user = userEvent.setup();
    const pending = deferred<{ message: string }>();
    const onToggle = vi.fn(() => pending.promise);
    render(<FollowButton name="John Smith" isFollowing={false} isSelf={false} onToggle={onToggle} />);

    const idle = screen.getByRole('button', { name: 'Follow' });
    expect(idle).toBeEnabled();
    await user.click(idle);
    expect(onToggle).toHaveBeenCalledWith('follow');
    const busy = screen.getByRole('button', { name: 'Follow' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    await act(async () => pending.resolve({ message: PROFILE_MESSAGES.followed('John Smith') }));
    const followed = screen.getByRole('button', { name: 'Followed' });
    expect(followed).toBeDisabled();
    expect(toasts.map((t) => [t.message, t.variant])).toEqual([
      ['You are now following John Smith', 'success'],
    ]);
    await user.click(followed);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('offers Unfollow for a profile already followed and shows the unfollow toast', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn(async () => ({ message: PROFILE_MESSAGES.unfollowed('Mei Lin') }));
    render(<FollowButton name="Mei Lin" isFollowing isSelf={false} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(onToggle).toHaveBeenCalledWith('unfollow');
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(toasts.map((t) => t.message)).toEqual(['You have unfollowed Mei Lin']);
  });

  it('is disabled for oneself', async () => {
    const onToggle = vi.fn();
    render(<FollowButton name="Priya Sharma" isFollowing={false} isSelf onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', PROFILE_MESSAGES.cannotFollowSelf);
  });

  it('returns to idle and shows the server error when following fails', async () => {
    const user = userEvent.setup();
    const failure = new ApiError(400, {
      message: 'Nope',
      non_field_errors: ['You cannot follow yourself.'],
      field_errors: {},
      detail: '',
    });
    const onToggle = vi.fn(() => Promise.reject(failure));
    render(<FollowButton name="John Smith" isFollowing={false} isSelf={false} onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(toasts).toMatchObject([{ message: 'You cannot follow yourself.', variant: 'error' }]);
  });
});
