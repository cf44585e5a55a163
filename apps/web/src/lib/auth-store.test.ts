import type { CurrentUser } from '@skillsync/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStatus } from './app-status.ts';
import { useAuthStore } from './auth-store.ts';
import { recallMember } from './last-member.ts';

const member: CurrentUser = {
  _id: '0b5c3c1e-8d4f-4a4e-9d2a-6f1e2b3c4d5e',
  id: '0b5c3c1e-8d4f-4a4e-9d2a-6f1e2b3c4d5e',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
} as CurrentUser;

const sessionAnswer = (user: CurrentUser | null) =>
  new Response(JSON.stringify({ user }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The offline copy (loaded on demand, written when idle) holds `name`, or nobody. */
const remembered = (name: string | null) => vi.waitFor(() => expect(recallMember()?.name ?? null).toBe(name));

function goOffline() {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true, isUnconfirmed: false });
  useAppStatus.setState({ isOffline: false });
});

afterEach(() => vi.restoreAllMocks());

describe('the session offline', () => {
  it('keeps the member last seen on this browser when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sessionAnswer(member));
    await useAuthStore.getState().loadUser();
    await remembered('Meera Iyer');

    // A reload with no network: the page opens from the service worker, the session check never gets an answer.
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
    goOffline();
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false, isUnconfirmed: true });
    expect(useAuthStore.getState().user?.name).toBe('Meera Iyer');
    expect(useAppStatus.getState().isOffline).toBe(true);
  });

  it('checks the session again when the network is back, without a reload', async () => {
    goOffline();
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isLoading: false, isUnconfirmed: true });

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sessionAnswer(member));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    expect(useAuthStore.getState()).toMatchObject({ isUnconfirmed: false, user: { name: 'Meera Iyer' } });
    expect(useAppStatus.getState().isOffline).toBe(false);
  });

  it('forgets the member once the server says the session has ended', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sessionAnswer(member));
    await useAuthStore.getState().loadUser();
    await remembered('Meera Iyer');

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sessionAnswer(null));
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    await remembered(null);

    goOffline();
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('signs out silently when the server refuses to load the session (spec §8)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sessionAnswer(member));
    await useAuthStore.getState().loadUser();
    await remembered('Meera Iyer');

    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"message":"Something went wrong"}', { status: 500 }),
    );
    await useAuthStore.getState().loadUser();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, isUnconfirmed: false });
  });

  it('signing out forgets the member for offline reading too', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(sessionAnswer(member));
    await useAuthStore.getState().loadUser();
    await remembered('Meera Iyer');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { endSession, logout } = useAuthStore.getState();
    await logout(endSession());
    await remembered(null);
  });
});
