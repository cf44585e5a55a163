/**
 * True when a browser's Origin header names the host the request was sent to: the call comes from our own pages.
 * Cookie-authenticated writes over HTTP and cookie-authenticated sockets both ask it. `scheme` is the request's
 * ('http' or 'https') when known; a socket's handshake compares with the Origin's own scheme.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined, scheme?: string) {
  if (!origin || !host) return false;
  try {
    const from = new URL(origin);
    // Parsing both drops default ports, so "http://localhost" matches a Host of "localhost:80".
    return from.host === new URL(`${scheme ? `${scheme}:` : from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}
