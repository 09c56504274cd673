import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_MESSAGES } from '@careerhub/shared';
import { notify } from '../../../lib/notify';
import { IDENTITY_KEY } from '../../auth/identity';
import { PROFILE_KEY_ROOT } from '../api';
import { readImportState } from './importApi';
import { importFingerprint, pollVerdict } from './importSections';

const POLL_MS = 1000;
const MAX_POLLS = 12;

export type ImportRefreshState = 'idle' | 'updating' | 'slow';

export interface ImportWatch {
  slug: string;
  userId: number;
  /** importFingerprint() of the profile taken before the import was confirmed. */
  before: string;
}

/**
 * After an import is confirmed the background job writes the profile a moment later: poll the
 * profile and timelines once a second until they changed and settled (at most 12 s), then refresh
 * the page's queries and say so.
 */
export function useImportRefresh() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportRefreshState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const watching = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY_ROOT }),
        queryClient.invalidateQueries({ queryKey: ['career-entries'] }),
        queryClient.invalidateQueries({ queryKey: IDENTITY_KEY }),
      ]),
    [queryClient],
  );

  const watch = useCallback(
    ({ slug, userId, before }: ImportWatch) => {
      clearTimeout(timer.current);
      const run = ++watching.current;
      const seen: string[] = [];
      setState('updating');
      const poll = async () => {
        try {
          const { profile, entries } = await readImportState(slug, userId);
          seen.push(importFingerprint(profile, entries));
        } catch {
          seen.push(before); // a failed read counts as "not yet"
        }
        if (run !== watching.current) return;
        const verdict = pollVerdict(before, seen, MAX_POLLS);
        if (verdict === 'wait') {
          timer.current = setTimeout(() => void poll(), POLL_MS);
          return;
        }
        await refresh();
        if (run !== watching.current) return;
        if (verdict === 'done') {
          setState('idle');
          notify(PROFILE_MESSAGES.updated, 'success');
        } else setState('slow');
      };
      timer.current = setTimeout(() => void poll(), POLL_MS);
    },
    [refresh],
  );

  const dismiss = useCallback(() => setState('idle'), []);
  return { state, watch, dismiss };
}
