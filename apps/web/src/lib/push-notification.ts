import type { PushPayload } from '@skillsync/shared';

// What the service worker (src/sw.ts) does with a push and with a click on its notification, apart from the worker
// so it can be tested: the worker's objects are passed in, typed by the little of them that is used.

/** A path of this app as a full address, or its home when `url` leads anywhere else: a push never opens another site. */
export function appUrl(url: unknown, origin: string): string {
  const target = typeof url === 'string' && URL.canParse(url, origin) ? new URL(url, origin) : undefined;
  return target?.origin === origin ? target.href : new URL('/', origin).href;
}

/** A push's data (PushMessageData). */
type PushData = { json(): unknown; text(): string };

/**
 * What the notification of a push says and where it leads, from the server's PushPayload. A push must show
 * something (Chromium shows a "this site has been updated in the background" notice otherwise), so one we cannot
 * read still shows SkillSync's, with its text if it has one.
 */
export function notificationOfPush(data: PushData | null, origin: string): PushPayload {
  const fallback = { title: 'SkillSync', body: '', url: appUrl('/', origin), tag: '' };
  if (!data) return fallback;
  let payload: Partial<Record<keyof PushPayload, unknown>>;
  try {
    payload = (data.json() ?? {}) as typeof payload;
  } catch {
    // Not JSON: the text is all there is to show.
    return { ...fallback, body: data.text() };
  }
  const text = (value: unknown, otherwise: string) => (typeof value === 'string' && value ? value : otherwise);
  return {
    title: text(payload.title, fallback.title),
    body: text(payload.body, ''),
    url: appUrl(payload.url, origin),
    tag: text(payload.tag, ''),
  };
}

/** A window of the app (WindowClient). */
type AppWindow = {
  url: string;
  focused: boolean;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<unknown>;
};
/** The worker's windows (Clients): those it controls are the app's. */
type AppWindows = {
  matchAll(options: { type: 'window' }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
};

/** Brings SkillSync to the front at `url`: the open window of it (the focused one first), else a new one. */
export async function openApp(windows: AppWindows, url: string) {
  const open = await windows.matchAll({ type: 'window' });
  const chosen = open.find((window) => window.focused) ?? open[0];
  if (!chosen) {
    await windows.openWindow(url);
    return;
  }
  const focused = await chosen.focus();
  if (focused.url !== url) await focused.navigate(url);
}
