/**
 * The catalog namespace every page reads: the app's frame. Pages add their own, and those that call the API add
 * `messages` (the server's texts, see app/pages.ts); the landing page does without it, which keeps its first load small.
 */
export const BASE_NAMESPACES = ['common'] as const;
