/** How many pages a walk may take before the test calls the list endless. */
const MAX_PAGES = 50;

/**
 * Reads a paged list from the first page to the one whose nextCursor is null, as a client would,
 * and returns every page in order.
 */
export async function walkPages<Page extends { nextCursor: string | null }>(
  fetchPage: (cursor: string | null) => Promise<Page>,
): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await fetchPage(cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < MAX_PAGES);
  if (cursor !== null) throw new Error(`the list did not end after ${MAX_PAGES} pages`);
  return pages;
}

/** The query string of one page: `limit`, and `cursor` after the first page. */
export function pageQuery(limit: number, cursor: string | null): string {
  return cursor ? `limit=${limit}&cursor=${encodeURIComponent(cursor)}` : `limit=${limit}`;
}

/** A cursor in the right encoding that points nowhere sensible: valid base64url, wrong content. */
export const TAMPERED_CURSOR = Buffer.from(JSON.stringify(['yesterday', 'not-a-uuid'])).toString('base64url');
