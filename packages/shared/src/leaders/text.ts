import { CERTIFICATION_LEVELS, LIMITS } from '../constants.js';

/** The certification levels of spec section 9, as 1 Basic, 2 Intermediate, 3 Advanced. */
export const CERTIFICATION_LEVEL_VALUES = [1, 2, 3] as const;
export type CertificationLevel = (typeof CERTIFICATION_LEVEL_VALUES)[number];
export const certificationLevelLabel = (level: number | null | undefined): string =>
  CERTIFICATION_LEVELS[level as CertificationLevel] ?? CERTIFICATION_LEVELS[1];

/** The states of a leadership certification application. */
export const CERTIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Server messages of the leaders area (spec section 8 where it has the text). */
export const LEADERS_MESSAGES = {
  submitted: 'Your application has been submitted successfully.',
  alreadyPending: 'Your application is under review.',
  alreadyCertified: 'You are already a certified leader.',
  notPending: 'This application has already been reviewed.',
  required: 'This field is required.',
  notAnOption: 'Choose one of the options.',
  unknownQuestion: 'This question is not part of the application.',
  levelRequired: 'Choose a level: 1 Basic, 2 Intermediate or 3 Advanced.',
  noteRequired: 'Please give a reason for the rejection.',
  approved: (level: number) => `Certified at level ${level} (${certificationLevelLabel(level)}).`,
  rejected: 'Application rejected.',
  notificationApproved: (level: number) =>
    `Congratulations! You are now a Certified Leader (${certificationLevelLabel(level)}).`,
  notificationRejected: 'Your leadership certification application was not approved.',
  staffOnly: 'Only staff review leadership certification applications.',
} as const;

/** Notification types of the certification decisions (in-app, and an email of the request_answer kind). */
export const CERTIFICATION_NOTIFICATION = {
  approved: 'certification_approved',
  rejected: 'certification_rejected',
} as const;

/** Screen text of the directories and the certification screens. */
export const LEADERS_TEXT = {
  leadersTitle: 'Circle Leaders',
  leadersIntro: 'Certified leaders who run circles. Learn from them or join the circles they lead.',
  noLeaders: 'No circle leaders found',
  becomeLeader: 'Become a Leader',
  underReview: 'Application under Review',
  circlesLed: (n: number) => `${n} ${n <= 1 ? 'Circle' : 'Circles'}`,
  searchLeaders: 'Search leaders',
  topicArea: 'Topic area',
  professionalField: 'Professional field',
  jobFunction: 'Job function',
  any: 'Any',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  certifiedLeader: 'Certified Leader',
  levelBadge: (level: number) => `Certified Leader · ${certificationLevelLabel(level)}`,
  peopleTitle: 'Highly Influential People',
  peopleIntro: 'People whose career advice the community follows.',
  orgsTitle: 'Highly Influential Organization',
  orgsIntro: 'Organizations shaping how people learn and work with AI.',
  curatedBy: (brand: string) => `Curated by ${brand}`,
  influencer: 'Influencer',
  noPeople: 'No user found',
  noOrgs: 'No organizations found',
  couldNotFetchPeople: 'Could not fetch influential people',
  couldNotFetchOrgs: 'Could not fetch influential organizations',
  couldNotFetchLeaders: 'Could not fetch circle leaders',
  tryAgain: 'Try again',
  members: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
  certificationTitle: 'Leadership Certification',
  certificationIntro:
    'Certified leaders run circles of 4 to 8 weeks, share resources and host events. Tell us about your experience; staff review every application.',
  review: 'Review your answers',
  confirmIntro: 'Please check your answers before you submit.',
  notAnswered: 'Not answered',
  edit: 'Edit answers',
  next: 'Review answers',
  submit: 'Submit application',
  pendingLine: 'Staff are reviewing your application. We will notify you when it is decided.',
  certifiedLine: (level: number) =>
    `You are a Certified Leader (${certificationLevelLabel(level)}). You can now create circles, resources and events.`,
  rejectedLine: 'Your last application was not approved. You may apply again.',
  reviewerNote: 'Reviewer note',
  createCircle: 'Create a circle',
  queueTitle: 'Leadership certification reviews',
  queueTabs: { pending: 'To review', approved: 'Certified', rejected: 'Rejected' },
  noApplications: 'No applications here',
  approve: 'Certify',
  reject: 'Reject',
  level: 'Level',
  note: 'Note to the applicant',
  submittedOn: (date: string) => `Applied ${date}`,
  staffOnlyScreen: 'Sorry, You do not have access to use this feature',
  bioLimit: LIMITS.leaderBio,
} as const;

/** A leader's bio as the card shows it: at most 500 characters, cut at a word with an ellipsis. */
export function leaderBio(text: string | null | undefined, limit: number = LIMITS.leaderBio): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
