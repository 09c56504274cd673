import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, type Group } from '@careerhub/shared';
import { renderPage } from '../../test/renderApp';
import { JoinControl } from './JoinControl';

const group = (patch: Partial<Group> = {}): Group =>
  ({
    id: 5,
    name: 'Data Circle',
    name_slug: 'data-circle',
    group_type: 'circle',
    event_type: null,
    is_paid: false,
    price: null,
    membership_status: null,
    role: null,
    payment_status: null,
    is_full: false,
    can_join: true,
    show_join_button: true,
    join_message: null,
    extra_info: { is_external: false, external_link: null, questions: [] },
    ...patch,
  }) as Group;

const signIn = () => window.localStorage.setItem('access_token', 'token');
afterEach(() => window.localStorage.clear());

const show = (g: Group) => renderPage(<JoinControl group={g} />, { path: '/circle/data-circle' });

describe('JoinControl (spec section 4)', () => {
  it('sends a signed-out visitor to login with next and join=true', () => {
    show(group());
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcircle%2Fdata-circle&join=true',
    );
  });

  it('warns about the wait list when full, and still lets the user apply', () => {
    signIn();
    show(group({ is_full: true }));
    expect(screen.getByText(GROUP_MESSAGES.waitList)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('hides the control when the join button is hidden or joining is not possible', () => {
    signIn();
    const { unmount } = show(group({ show_join_button: false }));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    show(group({ can_join: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a pending request to a paid circle says to pay once accepted, with Cancel Request', () => {
    signIn();
    show(
      group({
        membership_status: 'pending',
        is_paid: true,
        price: 20,
        join_message: GROUP_MESSAGES.payAfterAccept,
      }),
    );
    expect(screen.getByText('Applied to join')).toBeInTheDocument();
    expect(screen.getByText(GROUP_MESSAGES.payAfterAccept)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
  });

  it('accepted members of a paid circle see the payment badge; events say Registration Submitted', () => {
    signIn();
    const { unmount } = show(
      group({ membership_status: 'accepted', role: 'member', is_paid: true, payment_status: 'pending' }),
    );
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
    unmount();
    show(group({ group_type: 'event', membership_status: 'pending' }));
    expect(screen.getByText('Registration Submitted')).toBeInTheDocument();
  });

  it('with questions, Apply to Join opens them first', async () => {
    signIn();
    const user = userEvent.setup();
    show(
      group({
        extra_info: {
          is_external: false,
          external_link: null,
          questions: [{ id: 'q1', label: 'Why?', type: 'text', required: true, options: '' }],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply to Join' }));
    expect(await screen.findByRole('dialog', { name: 'Join Data Circle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});
