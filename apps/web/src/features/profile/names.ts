import type { Profile } from '@careerhub/shared';

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) =>
  `${p.first_name} ${p.last_name}`.trim();
