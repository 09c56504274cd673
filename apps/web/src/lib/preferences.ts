import { STORAGE_KEYS } from './api/tokens';
import { createStoredValue } from './storedValue';

/** The organization GET requests are scoped to (sent as current_org). */
export const currentOrg = createStoredValue(STORAGE_KEYS.currentOrg);
/** The top-bar role filter: a current_roles value, 'all', or nothing chosen. */
export const currentRole = createStoredValue(STORAGE_KEYS.currentRole);
/** Local admin/user view toggle for administrators of the default organization. */
export const uiMode = createStoredValue(STORAGE_KEYS.uiMode);
export const ROLE_ALL = 'all';
