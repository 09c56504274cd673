import { LIMITS } from '../constants.js';
import { LIFECYCLE_LABELS, REGISTRATION_LABELS } from './messages.js';

/**
 * Circle and event rules of spec section 4 as pure functions of the group, the viewer's
 * membership and the clock. Server and web call the same code.
 */
export type Lifecycle = keyof typeof LIFECYCLE_LABELS;
export type MembershipStatus = 'pending' | 'accepted' | 'rejected';

export interface GroupDates {
  applicationOpenDate: Date | null;
  applicationCloseDate: Date | null;
  startDate: Date | null;
  endDate: Date | null;
}

export interface JoinableGroup extends GroupDates {
  groupType: string;
  publicity: string;
  admission: string;
  isPaid: boolean;
  maximumSize: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TIMED_TYPES = new Set(['circle', 'event']);
export const isTimedGroup = (groupType: string) => TIMED_TYPES.has(groupType);

/**
 * Lifecycle from the dates, boundaries inclusive: Application Open from the open date to the
 * close date; Opening Soon before the open date; Archived more than 90 days after the end;
 * Closed after the end; Running from the start to the end; Application Closed otherwise
 * (after the close date and before the start, and when dates are missing).
 */
export function lifecycleOf(group: GroupDates, now: Date): Lifecycle {
  const t = now.getTime();
  const open = group.applicationOpenDate?.getTime();
  const close = group.applicationCloseDate?.getTime();
  const start = group.startDate?.getTime();
  const end = group.endDate?.getTime();
  if (open !== undefined && close !== undefined && t >= open && t <= close) return 'application_open';
  if (open !== undefined && t < open) return 'opening_soon';
  if (end !== undefined && t > end + LIMITS.archiveAfterDays * DAY_MS) return 'archived';
  if (end !== undefined && t > end) return 'closed';
  if (start !== undefined && t >= start) return 'running';
  return 'application_closed';
}

export const lifecycleLabel = (group: GroupDates, now: Date) => LIFECYCLE_LABELS[lifecycleOf(group, now)];

/** The short label of cards: Registration Open, Opening Soon, or Closed. */
export function registrationLabel(group: GroupDates, now: Date): string {
  const state = lifecycleOf(group, now);
  if (state === 'application_open') return REGISTRATION_LABELS.open;
  if (state === 'opening_soon') return REGISTRATION_LABELS.soon;
  return REGISTRATION_LABELS.closed;
}

/** The application is closed once the close date (else the end date) has passed. */
export function isApplicationClosed(group: GroupDates, now: Date): boolean {
  const limit = group.applicationCloseDate ?? group.endDate;
  return limit !== null && now.getTime() > limit.getTime();
}

export function hasApplicationOpened(group: GroupDates, now: Date): boolean {
  return group.applicationOpenDate === null || now.getTime() >= group.applicationOpenDate.getTime();
}

/**
 * Can join: the opening date has passed, the application is not closed, and the user is not
 * pending or accepted (a rejected user may apply again).
 */
export function canJoin(group: GroupDates, status: MembershipStatus | null, now: Date): boolean {
  if (status === 'pending' || status === 'accepted') return false;
  return hasApplicationOpened(group, now) && !isApplicationClosed(group, now);
}

export function hasEnded(group: GroupDates, now: Date): boolean {
  return group.endDate !== null && now.getTime() > group.endDate.getTime();
}

/**
 * The join button is hidden when the circle or event has ended, for a paid circle that is not
 * open to direct join, and when publicity is not open.
 */
export function isJoinButtonVisible(group: JoinableGroup, now: Date): boolean {
  if (isTimedGroup(group.groupType) && hasEnded(group, now)) return false;
  if (group.groupType === 'circle' && group.isPaid && group.admission !== 'open') return false;
  return group.publicity === 'open';
}

/** Full when accepted members reach maximum_size (1000 when absent). */
export function isFull(group: Pick<JoinableGroup, 'maximumSize'>, acceptedMembers: number): boolean {
  return acceptedMembers >= (group.maximumSize ?? LIMITS.defaultMaxGroupSize);
}

/** Limited Seats Available: fewer members than the maximum while the application is open. */
export function hasLimitedSeats(
  group: GroupDates & Pick<JoinableGroup, 'maximumSize'>,
  acceptedMembers: number,
  now: Date,
): boolean {
  return (
    group.maximumSize !== null &&
    acceptedMembers < group.maximumSize &&
    lifecycleOf(group, now) === 'application_open'
  );
}

/**
 * Where a join lands. Paid groups, closed admission and a full group wait for an administrator
 * (a full group puts the request on the wait list); otherwise the user is in at once.
 */
export function joinOutcome(
  group: JoinableGroup,
  acceptedMembers: number,
): { status: MembershipStatus; waitList: boolean } {
  const full = isFull(group, acceptedMembers);
  if (full) return { status: 'pending', waitList: true };
  if (group.isPaid || group.admission !== 'open') return { status: 'pending', waitList: false };
  return { status: 'accepted', waitList: false };
}
