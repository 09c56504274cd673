/**
 * Screen texts of the community-content screens (posts, newsletters, the Resource Hub, resources,
 * prompts, career tips). Toasts and validation messages of the spec are kept with them so the
 * screens read one list; the exact spec strings are marked "spec".
 */
export const CONTENT_TEXT = {
  // Resource Hub (content-ai-admin 2.7)
  hubHeading: 'Resource Hub',
  hubSubheading: 'Guides, courses, templates and prompts shared by the community.',
  searchLabel: 'Search resources',
  searchPlaceholder: 'Search by title or text',
  filtersLabel: 'Filters',
  topicsLabel: 'Topics',
  topicAreaLabel: 'Topic area',
  careerStageLabel: 'Career stage',
  typeLabel: 'Type',
  anyOption: 'Any',
  typeOptions: { resource: 'Resources', prompt: 'Prompts' } as Record<string, string>,
  clearFilters: 'Clear filters',
  results: (n: number) => (n === 1 ? '1 resource' : `${n.toLocaleString()} resources`),
  noResources: 'No resources found', // spec
  noResourcesHint: 'Try other words or fewer filters.',
  couldNotLoad: 'Could not load resources',
  retry: 'Try again',
  contribute: 'Contribute',
  careerTips: 'Career tips',
  careerTipsHint: 'Pick the topic areas you care about and read tips from every group.',
  careerTipsContinue: 'Show career tips',
  careerTipsHeading: 'Career tips',
  careerTipsSorted: 'Career tips are sorted by group.',
  noCareerTips: 'No career tips found',
  chooseTopicArea: 'Choose at least one topic area.',
  // Prompt library
  promptHeading: 'AI Prompt Library', // spec
  promptSubheading: 'Ready-to-use prompts for job search and daily work.',
  promptSearchLabel: 'Search prompts',
  submitPrompt: 'Submit Prompt',
  noPrompts: 'No prompts found',
  promptResults: (n: number) => (n === 1 ? '1 prompt' : `${n.toLocaleString()} prompts`),
  // Cards and detail
  contributed: 'Contributed',
  premium: 'Premium',
  pending: 'Pending review',
  rejected: 'Rejected',
  prompt: 'Prompt',
  external: 'External',
  openSource: 'Open source',
  viewResource: (title: string) => `View resource: ${title}`,
  by: (name: string) => `By ${name}`,
  in: 'in',
  attachments: 'Attachments',
  openPdf: (name: string) => `Read ${name}`,
  download: (name: string) => `Download ${name}`,
  lockedTitle: 'Premium resource',
  lockedText: 'The full text and the attachments are for members with a premium membership.',
  signInToView: 'Sign in to view full content', // spec
  seePlans: 'See membership plans',
  approve: 'Approve',
  reject: 'Reject',
  approved: (action: string) => `Resource ${action === 'approve' ? 'approved' : 'rejected'} successfully`, // spec
  approveFailed: (action: string) => `Failed to ${action} resource`, // spec
  edit: 'Edit',
  delete: 'Delete',
  share: 'Share',
  linkCopied: 'Link copied',
  resourceNotFound: 'Sorry, the page you are looking for does not exist.',
  goToHub: 'Go to Resource Hub',
  topicsHeading: 'Topics',
  comments: 'Comments',
  commentsSoon: 'Comments will appear here.',
  pdfClose: 'Close',
  // Contribute / edit form (groups-jobs-payments 2 and 5)
  contributeResource: 'Contribute a resource',
  contributePrompt: 'Submit a prompt',
  editResource: 'Edit resource',
  editPrompt: 'Edit prompt',
  titleLabel: 'Title',
  contentLabel: 'Content',
  promptLabel: 'Prompt',
  groupLabel: 'Group',
  chooseGroup: 'Choose a group',
  filesLabel: 'Files',
  filesHint: 'Up to 7 files. PDFs open in the reader.',
  thumbnailLabel: 'Thumbnail',
  thumbnailHint: 'One image.',
  removeFile: (name: string) => `Remove ${name}`,
  externalLabel: 'This resource lives on another site',
  sourceLabel: 'Source URL',
  premiumLabel: 'Premium (members with a premium membership only)',
  save: 'Save',
  submit: 'Submit',
  cancel: 'Cancel',
  formSummary: 'Please correct the errors below', // spec
  saved: 'Resource saved',
  submittedForReview: 'Resource submitted for review',
  couldNotSubmit: 'Could not submit your request', // spec
  uploading: 'Uploading…',
  // Validation (groups-jobs-payments 5)
  required: 'Required',
  maxFiles: 'Maximum 7 files', // spec
  maxTopics: 'Maximum 7 topics', // spec
  maxImage: 'Maximum 1 image', // spec
  invalidUrl: 'Enter a valid URL',
  // Posts
  postsHeading: "What's happening",
  postsSubheading: 'News and conversations from your groups.',
  createPost: 'Create Post',
  editPost: 'Edit Post',
  shareSomething: 'Share something',
  shareSomethingHint: 'Tell your groups what you learned, found or are working on.',
  submitNewsletter: 'Submit newsletter',
  newsletterHint: 'Send an update to the members of a group you run.',
  newsletterLabel: 'Newsletter',
  postContentLabel: 'What do you want to share?',
  newsletterContentLabel: 'Newsletter text',
  sendEmail: 'Also email it to the members',
  alsoPost: 'Also share it as a post',
  privatePost: 'Only members of the group can see it',
  post: 'Post',
  noPosts: 'No posts yet',
  noPostsHint: 'Posts shared in your groups appear here.',
  couldNotLoadPosts: 'Could not load posts',
  postCreated: 'post created', // spec
  postUpdated: 'Post updated',
  postDeleted: 'post deleted', // spec
  newsletterSubmitted: 'newsletter submitted', // spec
  couldNotCreatePost: 'Could not create post', // spec
  couldNotDelete: 'Could not delete at this moment.', // spec
  confirmDeleteTitle: 'Delete this post?',
  confirmDeleteText: 'It will be removed for everyone. This cannot be undone.',
  showMore: 'Show More',
  showLess: 'Show Less',
  private: 'Private',
  postNotFound: 'Sorry, the page you are looking for does not exist.',
  noGroups: 'Join a group to share posts with its members.',
  postActions: 'Post actions',
} as const;
