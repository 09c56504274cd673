/**
 * The job administrator's tabs of the job detail page (/job/{slug}/people and
 * /job/{slug}/recommendation): Applicant and Recommendations.
 */
export { JobApplicantsTab } from './ApplicantsTab';
export { JobRecommendationsTab } from './RecommendationsTab';
