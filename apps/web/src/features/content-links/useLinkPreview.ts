import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { firstUrlIn, type LinkPreview, type LinkPreviewResponse } from '@careerhub/shared';
import { api } from '../../lib/api';
import { useIsSignedIn } from '../auth/session';

/** The first http(s) link in a post's text, or null. */
export function useFirstUrl(text: string | null | undefined): string | null {
  return useMemo(() => (text ? firstUrlIn(text) : null), [text]);
}

/**
 * The preview of a link (title, description, image), fetched by the server for signed-in users.
 * A link that cannot be previewed resolves to null; failures are logged to the console only
 * (the spec: "Link preview failures are silently logged"), never shown.
 */
export function useLinkPreview(url: string | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: ['link-preview', url],
    queryFn: async ({ signal }): Promise<LinkPreview | null> => {
      try {
        const res = await api.get<LinkPreviewResponse>('/link-preview/', {
          query: { url },
          signal,
          silent: true,
        });
        return res.data;
      } catch (error) {
        if (!signal.aborted) console.info('link preview unavailable', error);
        return null;
      }
    },
    enabled: Boolean(url) && signedIn,
    staleTime: 6 * 60 * 60 * 1000,
    retry: false,
  });
}
