import { describe, expect, it } from 'vitest';
import {
  canJoin,
  hasLimitedSeats,
  isFull,
  isJoinButtonVisible,
  joinOutcome,
  lifecycleLabel,
  lifecycleOf,
  registrationLabel,
  type JoinableGroup,
} from './rules.js';

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const DAY = 24 * 60 * 60 * 1000;
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);

const circle: JoinableGroup = {
  groupType: 'circle',
  publicity: 'open',
  admission: 'open',
  isPaid: false,
  maximumSize: 10,
  applicationOpenDate: d('2027-01-01'),
  applicationCloseDate: d('2027-01-31'),
  startDate: d('2027-02-10'),
  endDate: d('2027-03-10'),
};

describe('lifecycle', () => {
  it.each([
    ['2026-12-31', 'opening_soon', 'Application Opening Soon', 'Opening Soon'],
    ['2027-01-01', 'application_open', 'Application Open', 'Registration Open'],
    ['2027-01-31', 'application_open', 'Application Open', 'Registration Open'],
    ['2027-02-05', 'application_closed', 'Application Closed', 'Closed'],
    ['2027-02-10', 'running', 'Running', 'Closed'],
    ['2027-03-10', 'running', 'Running', 'Closed'],
    ['2027-03-11', 'closed', 'Closed', 'Closed'],
  ])('on %s it is %s', (day, state, label, short) => {
    expect(lifecycleOf(circle, d(day))).toBe(state);
    expect(lifecycleLabel(circle, d(day))).toBe(label);
    expect(registrationLabel(circle, d(day))).toBe(short);
  });

  it('edges to the millisecond: one ms before opening is soon, one ms after closing is closed', () => {
    expect(lifecycleOf(circle, at(d('2027-01-01'), -1))).toBe('opening_soon');
    expect(lifecycleOf(circle, at(d('2027-01-31'), 1))).toBe('application_closed');
    expect(lifecycleOf(circle, at(d('2027-02-10'), -1))).toBe('application_closed');
  });

  it('is archived more than 90 days after the end, closed on day 90', () => {
    expect(lifecycleOf(circle, at(d('2027-03-10'), 90 * DAY))).toBe('closed');
    expect(lifecycleOf(circle, at(d('2027-03-10'), 90 * DAY + 1))).toBe('archived');
  });

  it('defaults to Application Closed without dates', () => {
    const none = { applicationOpenDate: null, applicationCloseDate: null, startDate: null, endDate: null };
    expect(lifecycleOf(none, d('2027-01-01'))).toBe('application_closed');
  });
});

describe('canJoin', () => {
  it('needs the opening date passed and the application not closed', () => {
    expect(canJoin(circle, null, at(d('2027-01-01'), -1))).toBe(false);
    expect(canJoin(circle, null, d('2027-01-01'))).toBe(true);
    expect(canJoin(circle, null, d('2027-01-31'))).toBe(true);
    expect(canJoin(circle, null, at(d('2027-01-31'), 1))).toBe(false);
  });
  it('uses the end date when there is no close date', () => {
    const noClose = { ...circle, applicationCloseDate: null };
    expect(canJoin(noClose, null, d('2027-03-10'))).toBe(true);
    expect(canJoin(noClose, null, at(d('2027-03-10'), 1))).toBe(false);
  });
  it('refuses pending and accepted users, lets rejected users apply again', () => {
    const now = d('2027-01-15');
    expect(canJoin(circle, 'pending', now)).toBe(false);
    expect(canJoin(circle, 'accepted', now)).toBe(false);
    expect(canJoin(circle, 'rejected', now)).toBe(true);
    expect(canJoin(circle, 'rejected', d('2027-02-15'))).toBe(false);
  });
  it('lets anyone join a group without dates', () => {
    const org = { applicationOpenDate: null, applicationCloseDate: null, startDate: null, endDate: null };
    expect(canJoin(org, null, d('2030-01-01'))).toBe(true);
  });
});

describe('join button', () => {
  const now = d('2027-01-15');
  it('shows for an open free circle', () => expect(isJoinButtonVisible(circle, now)).toBe(true));
  it('hides after the end', () => expect(isJoinButtonVisible(circle, at(d('2027-03-10'), 1))).toBe(false));
  it('hides when publicity is not open', () =>
    expect(isJoinButtonVisible({ ...circle, publicity: 'closed' }, now)).toBe(false));
  it('hides for a paid circle not open to direct join, shows for an open paid one', () => {
    expect(isJoinButtonVisible({ ...circle, isPaid: true, admission: 'closed' }, now)).toBe(false);
    expect(isJoinButtonVisible({ ...circle, isPaid: true, admission: 'open' }, now)).toBe(true);
  });
});

describe('seats and wait list', () => {
  const now = d('2027-01-15');
  it('is full at the maximum, and at 1000 when no maximum is set', () => {
    expect(isFull(circle, 9)).toBe(false);
    expect(isFull(circle, 10)).toBe(true);
    expect(isFull({ maximumSize: null }, 999)).toBe(false);
    expect(isFull({ maximumSize: null }, 1000)).toBe(true);
  });
  it('shows Limited Seats only below the maximum while the application is open', () => {
    expect(hasLimitedSeats(circle, 9, now)).toBe(true);
    expect(hasLimitedSeats(circle, 10, now)).toBe(false);
    expect(hasLimitedSeats(circle, 1, d('2027-02-05'))).toBe(false);
    expect(hasLimitedSeats({ ...circle, maximumSize: null }, 1, now)).toBe(false);
  });
  it('puts a join into the wait list when full, pending when paid or closed, accepted otherwise', () => {
    expect(joinOutcome(circle, 10)).toEqual({ status: 'pending', waitList: true });
    expect(joinOutcome({ ...circle, isPaid: true }, 0)).toEqual({ status: 'pending', waitList: false });
    expect(joinOutcome({ ...circle, admission: 'closed' }, 0)).toEqual({
      status: 'pending',
      waitList: false,
    });
    expect(joinOutcome(circle, 0)).toEqual({ status: 'accepted', waitList: false });
  });
});
