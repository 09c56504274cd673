import { api, API_BASE, tokens } from './index';

/**
 * A bearer-token download (a plain link cannot carry the token), refreshed once when the access
 * token has expired, saved under `filename` through a temporary object URL. Throws on failure.
 */
export async function downloadWithToken(path: string, filename: string): Promise<void> {
  const url = `${API_BASE}${path}`;
  const get = (token: string | null) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const stale = tokens.getAccess();
  let response = await get(stale);
  if (response.status === 401 && stale) response = await get(await api.refreshAccessToken(stale));
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
