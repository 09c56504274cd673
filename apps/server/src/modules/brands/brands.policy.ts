import type { UserRow } from '../auth/users.repository.js';

/** Who may do what with the brands and the app configuration. Reading options-config: anyone. */
export const brandsPolicy = {
  /** The brand settings of a host and the app options (issue 23 item 6): staff only. */
  canEditSettings: (user: Pick<UserRow, 'isStaff'>) => user.isStaff,
};
