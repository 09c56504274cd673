/**
 * Who may do what with profiles: the rules live in packages/shared/src/policies/profiles.ts, where
 * the web app reads them too; the server applies them.
 */
export { profilesPolicy } from '@careerhub/shared';
