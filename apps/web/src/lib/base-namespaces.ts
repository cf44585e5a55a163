/** The catalog namespaces every page reads: the app's frame and the server's messages. Pages add their own. */
export const BASE_NAMESPACES = ['common', 'messages'] as const;
