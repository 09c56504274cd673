/**
 * Who may do what with jobs: the rules live in packages/shared/src/policies/jobs.ts, where the web
 * app reads them too; the server applies them.
 */
export { jobsPolicy, JOB_GROUP_TYPES } from '@careerhub/shared';
