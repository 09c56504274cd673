/** CareerGPS numbers, names and messages (spec content-ai-admin 3, 4, 5, 8, 9). */

/** Input types of an agent step's input steps (spec 3 "Step input types"). */
export const AGENT_INPUT_TYPES = [
  'registration',
  'auth_profile_source',
  'unauth_profile_source',
  'career_information',
  'group_checklist',
  'checklist',
  'redirect_to_signup',
  'report_generation',
  'custom_form',
] as const;
export type AgentInputType = (typeof AGENT_INPUT_TYPES)[number];

/** Custom form question types (spec 3 "Custom form question"). */
export const AGENT_QUESTION_TYPES = ['text', 'textarea', 'radio', 'selection', 'file'] as const;
export type AgentQuestionType = (typeof AGENT_QUESTION_TYPES)[number];

export const AGENT_TYPES = ['careergps', 'career_assistant'] as const;

/** The built-in engines that turn a run's answers into a report (no AI provider needed). */
export const AGENT_ENGINES = ['interest_explorer', 'ai_readiness', 'career_plan'] as const;
export type AgentEngine = (typeof AGENT_ENGINES)[number];

/** Why an agent may not be run (spec 4 "CareerGPS access"). */
export const AGENT_ACCESS_REASONS = [
  'UNREGISTERED_PREMIUM_RESTRICTED',
  'NO_PREMIUM_SUBSCRIPTION',
  'USAGE_LIMIT_REACHED',
] as const;
export type AgentAccessReason = (typeof AGENT_ACCESS_REASONS)[number];

export const AGENT_LIMITS = {
  /** Agent reports lists (spec 9). */
  reportsPageSize: 30,
  /** A user's list of reports (spec 7.1: page_size 12 on the user list). */
  userReportsPageSize: 12,
  agentsPageSize: 40,
  /** The spec leaves the usage limit's value open: completed runs per window, by membership tier. */
  usageWindowDays: 30,
  /** Runs per window by applied_membership_tier; null = no limit. */
  usageByTier: { 0: 5, 1: 20, 2: 60, 3: null } as Record<number, number | null>,
  /** Profile completion a profile-source step needs (the spec does not show the value). */
  profileCompletionPercent: 40,
  answerText: 4000,
  answers: 200,
  feedbackText: 2000,
  userPrompt: 8000,
  /** The run key the client keeps for one run: retries with it never make a second report. */
  sessionMin: 8,
  sessionMax: 64,
  /** Delay after a résumé or LinkedIn import before moving on (spec 4). */
  importDelayMs: 2000,
  /** Matches of each kind shown on a report. */
  matchesPerType: 3,
} as const;

export const AGENT_MESSAGES = {
  reasons: {
    UNREGISTERED_PREMIUM_RESTRICTED: 'This is a premium agent for members. Sign up to use it.',
    NO_PREMIUM_SUBSCRIPTION: 'This is a premium agent. Upgrade your membership to use it.',
    USAGE_LIMIT_REACHED: 'You have reached your CareerGPS usage limit for this period.',
  } satisfies Record<AgentAccessReason, string>,
  agentFailure: 'There is some issue in processing your request. Please try again in a few moments',
  retry: 'Retry',
  noReports: 'No reports found. Take CareerGPS to view report.',
  noReport: 'No report found',
  agentNotFound: 'This agent does not exist.',
  reportNotFound: 'This report does not exist.',
  stepNotFound: 'This step does not exist.',
  feedbackThanks: 'Thank you for your feedback.',
  feedbackFailed: 'Could not submit feedback.',
  invalidEmail: 'Invalid email address',
  linkedinRequired: 'LinkedIn URL is required',
  resumeRequired: 'Resume file is required',
  profileCompletion: (n: number) =>
    `Profile completion percent should be greater than ${n}%. Complete your profile or upload your resume to proceed`,
  required: 'This field is required.',
  answerRequired: (label: string) => `Please answer “${label}”.`,
  outOfRange: (label: string, max: number) =>
    `The answer to “${label}” must be a whole number from 1 to ${max}.`,
  notAnOption: (label: string) => `The answer to “${label}” is not one of its options.`,
  notText: (label: string) => `The answer to “${label}” must be text.`,
  notChecked: 'Each checklist item is answered true or false.',
  unknownAnswer: 'This answer does not belong to this step.',
  stepOutOfOrder: (header: string) => `Complete “${header}” first.`,
  invalidAnswers: 'Some answers need your attention.',
  beneficiaryStaffOnly: 'Only staff can run an agent for another person.',
  beneficiaryNotFound: 'This person does not exist.',
  notYours: 'Only the report’s owner can rate it.',
  tryCareerGps: 'Try CareerGPS',
  tryCareerGpsText:
    'Answer a few guided questions and get career guidance built on this community’s circles, mentors, resources and jobs.',
  saved: 'Saved',
  noAgents: 'No agents found',
  packageUsers: 'You can only select up to 5 users',
  packageGroups: 'You can only select up to 5 groups',
  packageResources: 'You can only select up to 5 resources',
  packageReports: 'You cannot select more than 5 agent reports',
  packageNoAccess: 'Sorry, You do not have access to use this feature',
  packageSent: 'Email sent successfully',
  packageFailed: 'Email failed to send',
  packageItemMissing: 'This item does not exist.',
  packageRecipientMissing: 'This person does not exist.',
  /** The visitor's sign-up at the last step (spec 4 "career guidance registration"). */
  signupTitle: 'Sign up to keep your report',
  signupText:
    'Create your free account with the details you gave at the start: your report is saved to it and you can come back to it any time.',
  signupButton: 'Sign Up Now',
  signupSkip: 'See my report without an account',
  signupStep: 'Sign up',
  signupDone: 'Your account is created and your report is saved to it.',
  /** 400 status `active`: the address has a registered account. */
  signupActive: 'An account with this email already exists. Please log in to continue.',
  /** 400 with any other status: the assessment was taken with this address before. */
  signupUsedBefore: 'You have used the assessment with this email before. Please register to continue.',
  logIn: 'Log in',
  register: 'Register',
} as const;
