/** The admin area's texts (content-ai-admin.md 2.14, 8). */
export const ADMIN_MESSAGES = {
  metricsFailed: 'Failed to fetch metrics',
  rerunDone: 'Agent rerun successfully.',
  rerunFailed: (message?: string | null) => `Failed to rerun agent: ${message || 'Unknown error'}`,
  noUsersSelected: 'No users selected for follow-up email.',
  organizationMissing: 'Organization ID is missing.',
  notAdmin: "You don't have permission to perform this action",
  unknownAgent: 'This system agent does not exist.',
  wrongEntity: 'This system agent does not review this kind of item.',
  notMember: 'This user has not asked to join this organization.',
  notOrganizationUseCase: 'This use case does not belong to this organization.',
  overridden: 'The review was updated.',
} as const;

/** Authentic / Suspicious / Pending Verification (content-ai-admin.md 4). */
export const VERDICT_LABELS = {
  accepted: 'Authentic',
  rejected: 'Suspicious',
  pending: 'Pending Verification',
} as const;

export const ADMIN_DASHBOARD_TEXT = {
  pendingMembers: 'Pending Members',
  pendingJobs: 'Pending Jobs',
  pendingResources: 'Pending Resources',
  pendingAiTools: 'Pending AI Tools',
  pendingUseCases: 'Pending Use Cases',
  weeklyTitle: 'Activity in the last 12 weeks',
  newMembers: 'New members',
  applications: 'Applications',
  posts: 'Posts',
  activeMembers: 'Active members',
  week: 'Week of',
  todosTitle: 'To-dos',
  todosEmpty: 'Nothing is waiting for you. Well done!',
  viewAll: 'View all',
  review: 'Review',
} as const;

/** The admin's AI Use Case and AI Tool tables (content-ai-admin.md 2.14; toasts in CATALOG_MESSAGES). */
export const CATALOG_ADMIN_TEXT = {
  useCaseManagement: 'Use Case Management',
  aiToolManagement: 'AI Tool Management',
  useCasesIntro: (org: string) => `AI use cases submitted in ${org}.`,
  aiToolsIntro: (org: string) => `AI tools submitted in ${org}.`,
  allOrganizations: 'AI use cases and tools of every organization (staff).',
  searchUseCases: 'Search use cases',
  searchAiTools: 'Search AI tools',
  statusTabs: 'Status',
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  colTitle: 'Title',
  colName: 'Name',
  colGroup: 'Group',
  colSubmittedBy: 'Submitted by',
  colStatus: 'Status',
  colQuality: 'Quality',
  colSubmitted: 'Submitted',
  colActions: 'Actions',
  notReviewed: 'Not reviewed yet',
  setQuality: (title: string) => `Set the quality of ${title}`,
  setQualityLabel: 'Set quality',
  qualityFilter: 'Quality',
  allQualities: 'All qualities',
  reviewUseCases: 'Review Use Cases',
  exportCsv: 'Export CSV',
  view: 'View',
  edit: 'Edit',
  noOrganization: 'No default organization',
  tryAgain: 'Try again',
} as const;
