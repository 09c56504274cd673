/** Group constants of spec groups-jobs-payments sections 3, 6 and 9. */
export const EVENT_TYPES = ['conference', 'workshop', 'seminar', 'talk', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const QUESTION_TYPES = ['text', 'file', 'radio', 'selection', 'textarea'] as const;
export const PUBLICITY = ['open', 'closed'] as const;
export const MEMBERSHIP_TYPES = ['member', 'follower'] as const;
export const MEMBER_STATUS_FILTERS = ['accepted', 'pending', 'rejected', 'unverified'] as const;
export const MEMBER_ACTIONS = ['accept', 'reject'] as const;
export const AGENT_RESPONSES = ['accepted', 'rejected', 'pending'] as const;
/** Agent review responses as the admin table shows them. */
export const AGENT_RESPONSE_LABELS = {
  accepted: 'Authentic',
  rejected: 'Suspicious',
  pending: 'Pending Verification',
} as const;

/** Add-as roles: events use attendee-type roles, other groups member-type roles (section 6). */
export const EVENT_ROLES = ['admin', 'attendee', 'volunteer', 'presenter'] as const;
export const GROUP_MEMBER_ROLES = [
  'admin',
  'leader',
  'facilitator',
  'member',
  'content-creator',
  'student',
  'faculty',
  'alumni',
  'other',
] as const;
/** Roles a user may choose when joining (never a managing role). */
export const JOIN_ROLES_EVENT = ['attendee', 'volunteer'] as const;
export const JOIN_ROLES_CONFERENCE = ['attendee', 'presenter'] as const;
export const JOIN_ROLES_GROUP = ['member', 'student', 'faculty', 'alumni', 'other'] as const;

/** Invitations stay valid this long. */
export const INVITATION_TTL_DAYS = 14;

/**
 * Circle types offered by default under every parent organization; circle types already used by
 * the parent's circles are added to this list by the server.
 */
export const DEFAULT_CIRCLE_TYPES = [
  'Learning Circle',
  'Career Circle',
  'Leadership Circle',
  'Research Circle',
  'Community of Practice',
] as const;

/** The 17 UN Sustainable Development Goals (relevant_sdgs holds their ids). */
export const SDGS = [
  'No Poverty',
  'Zero Hunger',
  'Good Health and Well-being',
  'Quality Education',
  'Gender Equality',
  'Clean Water and Sanitation',
  'Affordable and Clean Energy',
  'Decent Work and Economic Growth',
  'Industry, Innovation and Infrastructure',
  'Reduced Inequalities',
  'Sustainable Cities and Communities',
  'Responsible Consumption and Production',
  'Climate Action',
  'Life Below Water',
  'Life on Land',
  'Peace, Justice and Strong Institutions',
  'Partnerships for the Goals',
].map((name, i) => ({ id: i + 1, name, logo: `/sdg/${i + 1}.svg` }));
