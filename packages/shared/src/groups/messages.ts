/** Messages of the groups, membership and invitation calls (spec groups-jobs-payments sections 4, 5, 8). */
export const GROUP_MESSAGES = {
  required: 'Required',
  maxText: 'Maximum of 4000 characters',
  positiveOnly: 'Postive number only',
  maxTopics: 'Maximum 7 topics',
  maxSdgs: 'Maximum 3',
  maxPaidFeatures: 'Maximum 3',
  greaterThanZero: 'Must be greater than zero',
  discountNegative: 'Discount percentage cannot be negative',
  discountOver100: 'Discount percentage cannot be greater than 100',
  maxAbstractWords: 'Maximum 250 words',
  abstractOrFile: 'Required',
  /** Not in the spec: date order and the file type of an abstract. */
  endBeforeStart: 'End date must be on or after the start date.',
  closeBeforeOpen: 'Application close date must be on or after the open date.',
  abstractPdf: 'Unsupported file format. Please upload PDF',
  unknownOption: 'Choose one of the listed options.',
  orgNotFound:
    "It seems like the organization you're looking for doesn't exist or the path is incorrect. Please check the URL and try again.",
  created: (type: string) => `Successfully created ${type}`,
  updated: (type: string) => `Successfully updated ${type}`,
  logoUpdated: 'Successfully updated logo',
  logoFailed: 'Could not update logo',
  coverUpdated: 'Successfully updated cover image',
  coverFailed: 'Could not update cover image',
  /** Join and leave (section 8 successes; the failures' fallbacks). */
  joined: (type: string) => `Successfully applied to joined ${type}`,
  left: (type: string) => `Successfully left ${type}`,
  couldNotJoin: (type: string) => `Could not join ${type}`,
  couldNotLeave: (type: string) => `Could not leave ${type}`,
  couldNotFollow: 'Could not follow/unfollow',
  couldNotRespondPayment: (action: string) => `Could not ${action} payment status`,
  /** Not in the spec: the answers and refusals of the manual payment (voucher) loop. */
  paymentResponded: (action: string) =>
    action === 'accept' ? 'Payment marked as paid' : 'Payment marked as unpaid',
  paymentNotDue: 'There is no payment due for this membership.',
  notPaymentMembers: 'Only accepted members of a paid group can have their payment answered.',
  voucherSubmitted: 'Payment voucher submitted. An administrator will confirm your payment.',
  voucherFormat: 'Unsupported file format. Please upload an image or PDF',
  waitList:
    'Sorry, maximum members limit already reached. You can still apply to join. Your request will be put in a wait list.',
  payAfterAccept: 'Thank you for submitting request. You can proceed to pay once admin accepts your request.',
  /** Not in the spec (server-side refusals the screens never reach). */
  joinClosed: 'Applications are not open for this group.',
  alreadyMember: 'You are already a member of this group.',
  alreadyPending: 'Your request to join is already pending.',
  notMember: 'You are not a member of this group.',
  lastAdmin: 'You are the last administrator of this group. Make someone else an administrator first.',
  userAlreadyMember: 'This user is already a member.',
  userNotMember: 'This user is not a member of this group.',
  cannotRemoveSelf: 'You cannot remove yourself. Leave the group instead.',
  notPending: 'Only pending requests can be accepted or rejected.',
  roleNotAllowed: 'This role is not available for this group.',
  notOrganization: 'Only organizations can be a default organization.',
  followed: (type: string) => `Successfully followed ${type}`,
  unfollowed: (type: string) => `Successfully unfollowed ${type}`,
  cannotFollowAsMember: 'You are already a member of this group.',
  parentNotFound: 'Parent organization not found.',
  /** Permissions (section 6 and 8). */
  noManagePermission: 'You do not have permission to manage members.',
  roleAboveOwn: 'You cannot give a role above your own, or change your own role.',
  certifiedRequired: 'A certified group profile is required to create events.',
  leadershipRequired: 'Leadership certification is required to create circles.',
  staffOnly: 'Only staff can create organizations and institutions.',
  /** Member actions (section 5 and 8). */
  selectAction: 'Please select an action to perform.',
  selectMember: 'Please select at least one member to proceed.',
  memberAdded: (role: string) => `Successfully added as ${role}`,
  couldNotAddAs: (role: string) => `Could not add as ${role}`,
  memberResponded: (action: string) => `Successfully ${action}ed member`,
  couldNotRespond: (action: string) => `Could not ${action} member`,
  userRemoved: 'Successfully removed user',
  couldNotRemove: 'Could not remove user',
  followupSent: 'Follow-up email sent',
  couldNotDownload: 'Could not download group members.',
  couldNotFetchMembers: 'Could not fetch members',
  couldNotSearchMembers: 'Could not search members',
  couldNotInvite: 'Could not invite users',
  failedQuestions: 'Failed to add questions.',
  couldNotFetchCircleTypes: 'Could not fetch circle types',
} as const;

export const INVITATION_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  emailDuplicate: 'Email already added',
  atLeastOne: 'Please add at least one email address or select a user',
  sent: 'Invitation sent.',
  couldNotSend: 'Could not send invitation.',
  invitedTo: (kind: string) => `You are invited to join this ${kind}`,
  responded: (action: 'accept' | 'reject') => `Successfully ${action}ed invitation`,
  couldNotComplete: 'Could not complete a request',
  couldNotPerform: 'Could not perform action.',
  /** Not in the spec. */
  expired: 'This invitation has expired.',
  alreadyAnswered: 'This invitation has already been answered.',
  jobsLater: 'Job invitations are not available yet.',
  notFound: 'This invitation does not exist or is not addressed to you.',
} as const;

/** Labels of the circle and event lifecycle (section 4). */
export const LIFECYCLE_LABELS = {
  application_open: 'Application Open',
  opening_soon: 'Application Opening Soon',
  application_closed: 'Application Closed',
  running: 'Running',
  closed: 'Closed',
  archived: 'Archived',
} as const;
export const REGISTRATION_LABELS = {
  open: 'Registration Open',
  soon: 'Opening Soon',
  closed: 'Closed',
} as const;
export const LIMITED_SEATS_BADGE = 'Limited Seats Available';
export const PAYMENT_BADGES = { pending: 'Payment pending', confirmed: 'Payment confirmed' } as const;
