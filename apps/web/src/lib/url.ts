/** The address when it is an absolute http(s) URL, else null: member-written links never run script. */
export function safeExternalUrl(value: string | null | undefined) {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A URL shortened for display: host and path, without the scheme or a trailing slash. */
export const displayUrl = (href: string) => href.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/** A list's query string ('?category=…&cursor=…'): its filters that are not blank, trimmed, then the page's cursor. */
export function listQueryString(filters: Readonly<Record<string, string>>, cursor: string | undefined) {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(filters)) {
    const value = raw.trim();
    if (value) params.set(name, value);
  }
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}
