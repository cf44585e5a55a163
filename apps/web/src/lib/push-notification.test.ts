import { describe, expect, it, vi } from 'vitest';
import { appUrl, notificationOfPush, openApp } from './push-notification.ts';

const ORIGIN = 'https://skillsync.example.in';

const pushData = (text: string) => ({ json: () => JSON.parse(text) as unknown, text: () => text });

describe('the notification a push shows', () => {
  it("shows the server's words and leads to the page it names", () => {
    const data = pushData(
      JSON.stringify({ title: 'SkillSync', body: 'Asha supported your problem', url: '/problems/p1', tag: 'n1' }),
    );
    expect(notificationOfPush(data, ORIGIN)).toEqual({
      title: 'SkillSync',
      body: 'Asha supported your problem',
      url: `${ORIGIN}/problems/p1`,
      tag: 'n1',
    });
  });

  it('still shows SkillSync with the text when the push is not JSON, and with nothing when it is empty', () => {
    expect(notificationOfPush(pushData('Something happened'), ORIGIN)).toEqual({
      title: 'SkillSync',
      body: 'Something happened',
      url: `${ORIGIN}/`,
      tag: '',
    });
    expect(notificationOfPush(null, ORIGIN)).toEqual({ title: 'SkillSync', body: '', url: `${ORIGIN}/`, tag: '' });
    expect(notificationOfPush(pushData('{"title":7}'), ORIGIN)).toMatchObject({ title: 'SkillSync', body: '' });
  });

  it('never leads to another site', () => {
    expect(appUrl('https://evil.example.com/problems', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl('//evil.example.com/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl(42, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(appUrl('/projects/p2?tab=board', ORIGIN)).toBe(`${ORIGIN}/projects/p2?tab=board`);
  });
});

/** The worker's windows, each remembering where it was sent; openWindow remembers what it opened. */
function windowsOf(...open: { url: string; focused: boolean }[]) {
  const opened: string[] = [];
  const windows = open.map((state) => {
    const window = {
      ...state,
      focus: vi.fn(async () => window),
      navigate: vi.fn(async (url: string) => {
        window.url = url;
        return window;
      }),
    };
    return window;
  });
  const clients = {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async (url: string) => {
      opened.push(url);
      return null;
    }),
  };
  return { clients, windows, opened };
}

describe('a click on a notification', () => {
  it('brings the focused SkillSync window to the page the notification leads to', async () => {
    const { clients, windows, opened } = windowsOf(
      { url: `${ORIGIN}/dashboard`, focused: false },
      { url: `${ORIGIN}/problems`, focused: true },
    );
    await openApp(clients, `${ORIGIN}/problems/p1`);
    expect(windows[1]?.focus).toHaveBeenCalled();
    expect(windows[1]?.url).toBe(`${ORIGIN}/problems/p1`);
    expect(windows[0]?.navigate).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });

  it('only focuses a window already on that page, so nothing typed there is lost', async () => {
    const { clients, windows } = windowsOf({ url: `${ORIGIN}/problems/p1`, focused: false });
    await openApp(clients, `${ORIGIN}/problems/p1`);
    expect(windows[0]?.focus).toHaveBeenCalled();
    expect(windows[0]?.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when no SkillSync window is open', async () => {
    const { clients, opened } = windowsOf();
    await openApp(clients, `${ORIGIN}/projects/p2`);
    expect(opened).toEqual([`${ORIGIN}/projects/p2`]);
  });
});
