import type { ErrorResponse } from '@skillsync/shared';
import { translateMessage } from './i18n.ts';

/** An API answer that was not 2xx: the server's message, its code, and field errors (each with its code). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: { param: string; msg: string; code?: string | undefined }[];

  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? `Request failed (${status})`);
    this.status = status;
    this.code = body.code;
    this.errors = body.errors ?? [];
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when a request that carried the session is answered 401: the session ended server-side. */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal; isAuthCheck?: boolean };

/** Same-origin JSON fetch; the HttpOnly session cookie travels with it, no token is kept in the page. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && !options.isAuthCheck) for (const listener of unauthorizedListeners) listener();
    throw new ApiError(response.status, (data ?? {}) as Partial<ErrorResponse>);
  }
  return data as T;
}

/**
 * The server's message in the reader's language when it sent one, else the screen's fallback text (spec §8),
 * already translated by the caller.
 */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message
    ? translateMessage(error.code, error.message)
    : fallback;
