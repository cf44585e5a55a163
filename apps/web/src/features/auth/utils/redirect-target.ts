/** Where the login redirect was asked for, if it is a path inside the app. */
export function redirectTarget(state: unknown) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}
