import { describe, expect, it } from 'vitest';
import { notificationLink, timeAgo } from './links';

describe('notificationLink', () => {
  it('prefers the link the server stored', () => {
    expect(
      notificationLink({ type: 'user_connection', data: { name_slug: 'ada' }, link: '/profile/ada-2' }),
    ).toBe('/profile/ada-2');
  });

  it('builds the spec link shapes from type and data', () => {
    expect(notificationLink({ type: 'invitation', data: { invitation_key: 'k1' }, link: null })).toBe(
      '/invitation/k1',
    );
    expect(notificationLink({ type: 'user_connection', data: { name_slug: 'ada' }, link: null })).toBe(
      '/profile/ada',
    );
    expect(notificationLink({ type: 'circle', data: { name_slug: 'ai' }, link: null })).toBe('/circle/ai');
    expect(notificationLink({ type: 'event', data: { name_slug: 'meetup' }, link: null })).toBe(
      '/event/meetup',
    );
    expect(notificationLink({ type: 'organization', data: { name_slug: 'ku' }, link: null })).toBe('/org/ku');
    expect(notificationLink({ type: 'circle', data: {}, link: null })).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  it('words recent and older times', () => {
    expect(timeAgo('2026-05-01T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-05-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-04-30T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-04-17T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
