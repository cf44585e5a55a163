import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits.ts';
import { text } from './text.schemas.ts';

/** The query of every paged list: how many items, and where the previous page ended (its `nextCursor`). */
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: text().max(200).optional(),
});
export type PageQuery = z.output<typeof PageQuery>;
export type PageQueryInput = z.input<typeof PageQuery>;

/** Where the next page starts, or null on the last page. */
export const NextCursor = z.string().nullable();
