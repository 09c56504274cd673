/** Texts of votes, bookmarks, Favorites and My Items (spec content-ai-admin 2.10 and 8). */
export const ENGAGEMENT_MESSAGES = {
  bookmarked: 'Added to favourites',
  unbookmarked: 'Removed from favourites',
  bookmarkFailed: 'Could not perform action',
  voteFailed: 'Something went wrong',
  unknownType: 'Enter a valid value.',
  notFound: 'The requested resource was not found',
  viewMore: 'View More',
  loadFailed: 'Could not fetch items.',
  retry: 'Try again',
  favoritesTitle: 'Favorites',
  myItemsTitle: 'My Items',
  /** Empty states: the spec's texts where it has them, plain ones beside them. */
  empty: {
    use_cases: 'No use cases found',
    circles: 'No circles found',
    events: 'No events found',
    resources: 'No resources found',
    ai_tools: 'No AI tools found',
    jobs: 'No jobs found',
    posts: 'No posts found',
  },
} as const;

/** Section headings of /favorites and /my (spec 2.10). */
export const FAVORITE_SECTION_TITLES = {
  use_cases: 'Use Cases',
  circles: 'Circles',
  events: 'Events',
  resources: 'Resources',
  ai_tools: 'AI Tools',
  jobs: 'Jobs',
} as const;
export const MY_SECTION_TITLES = {
  circles: 'My Circles',
  resources: 'My Resources',
  jobs: 'My Jobs',
  use_cases: 'My Use Cases',
  posts: 'My Posts',
  ai_tools: 'My AI Tools',
} as const;
/** Sub-page titles of /my (circles are "Applied Circles"). */
export const MY_PAGE_TITLES = {
  circles: 'Applied Circles',
  resources: 'My Resources',
  jobs: 'My Jobs',
  use_cases: 'My Use Cases',
  posts: 'My Posts',
  ai_tools: 'My AI Tools',
} as const;
