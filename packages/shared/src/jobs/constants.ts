/** Jobs: states and filters (spec groups-jobs-payments sections 3, 4 and 9). */
export const JOB_STATUSES = ['pending', 'approved'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** The job list's status filter offers rejected too; no job is ever stored as rejected. */
export const JOB_STATUS_FILTERS = ['approved', 'pending', 'rejected'] as const;
export const JOB_APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
/** The applicants tab opens on accepted (section 9: applicant status filter default accepted). */
export const DEFAULT_APPLICANT_STATUS: JobApplicationStatus = 'accepted';
/** A job without an end date closes one day after it is saved (section 5). */
export const JOB_DEFAULT_END_DAYS = 1;
/** Locations that need an address; remote jobs store none. */
export const JOB_LOCATIONS_WITH_ADDRESS = ['on_site', 'hybrid'] as const;
export const JOB_SORTS = ['recent'] as const;
/** Find Talents filters read from the group profile's extra_info. */
export const APPLICANT_EXTRA_INFO_FILTERS = ['uni_batch', 'department', 'affiliation'] as const;
/** How many recommendations one call returns. */
export const JOB_RECOMMENDATIONS_LIMIT = 9;
export const APPLICANT_RECOMMENDATIONS_LIMIT = 12;
/** Cards show at most 4 skills, then +N more (section 9). */
export const JOB_CARD_SKILLS = 4;
