import type { ErrorResponse } from '@skillsync/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';

const FALLBACK_FILE_NAME = 'skillsync-data.json';
/** Long enough for the browser to have read the file before its object URL is released. */
const REVOKE_AFTER_MS = 10_000;

/** The name the server gave the file (`skillsync-data-<date>.json`). */
const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? FALLBACK_FILE_NAME;

/**
 * Fetches everything SkillSync keeps about the member (one JSON file) and hands it to the browser to save.
 * Fetched rather than linked, so a failure shows as a message on the page instead of a broken download.
 */
async function downloadMyData() {
  const response = await fetch('/api/users/me/export', { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    throw new ApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
