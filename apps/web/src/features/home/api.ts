import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ERRORS, type LearningPath, type LearningStep } from '@careerhub/shared';
import { api } from '../../lib/api';
import { notify } from '../../lib/notify';

export const LEARNING_PATH_KEY = ['learning-path'] as const;

/** GET learning-path/: the member's focus and both tracks. */
export function useLearningPath() {
  return useQuery({
    queryKey: LEARNING_PATH_KEY,
    queryFn: ({ signal }) => api.get<LearningPath>('/learning-path/', { signal, silent: true }),
  });
}

/**
 * The path after the member marks a step done (or undoes the mark). A step the platform saw done
 * stays done: only the member's own mark can be undone.
 */
export function withMark(path: LearningPath, step: LearningStep, done: boolean): LearningPath {
  return {
    ...path,
    tracks: path.tracks.map((track) => {
      const steps = track.steps.map((s) => {
        if (s.key !== step || s.done_by === 'platform') return s;
        return done ? { ...s, done: true, done_by: 'member' as const } : { ...s, done: false, done_by: null };
      });
      return { ...track, steps, done_count: steps.filter((s) => s.done).length };
    }),
  };
}

/** PUT learning-path/progress/, shown at once and put back if the server refuses it. */
export function useMarkStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { step: LearningStep; done: boolean }) =>
      api.put<{ step: LearningStep; done: boolean }>('/learning-path/progress/', body, { silent: true }),
    onMutate: async ({ step, done }) => {
      await client.cancelQueries({ queryKey: LEARNING_PATH_KEY });
      const before = client.getQueryData<LearningPath>(LEARNING_PATH_KEY);
      if (before) client.setQueryData(LEARNING_PATH_KEY, withMark(before, step, done));
      return { before };
    },
    onError: (_err, _body, context) => {
      if (context?.before) client.setQueryData(LEARNING_PATH_KEY, context.before);
      notify(ERRORS.somethingWentWrong, 'error');
    },
    onSettled: () => client.invalidateQueries({ queryKey: LEARNING_PATH_KEY }),
  });
}
