import { CHAT_TYPING_SHOWN_MS, CHAT_TYPING_THROTTLE_MS } from '@skillsync/shared/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealtime } from '../../../lib/realtime.ts';
import { WithWords } from '../../../test/providers.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { TypingLine } from './TypingLine.tsx';

type Listener = (...args: unknown[]) => void;

// Just enough of a socket.io client socket for the page's side of `typing`: the test plays the server.
const fake = vi.hoisted(() => {
  class FakeSocket {
    connected = false;
    active = true;
    readonly sent: unknown[][] = [];
    private readonly anyHandlers: Listener[] = [];
    private readonly handlers = new Map<string, Listener[]>();
    readonly io = { on: () => {}, off: () => {} };
    on(event: string, listener: Listener) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener]);
      return this;
    }
    onAny(listener: Listener) {
      this.anyHandlers.push(listener);
    }
    emit(...args: unknown[]) {
      this.sent.push(args);
    }
    timeout() {
      return { emit: (...args: unknown[]) => this.sent.push(args) };
    }
    removeAllListeners() {
      this.handlers.clear();
      this.anyHandlers.length = 0;
    }
    disconnect() {
      this.connected = false;
    }
    connect() {}
    serverSays(event: string, ...args: unknown[]) {
      if (event === 'connect') this.connected = true;
      for (const listener of this.handlers.get(event) ?? []) listener(...args);
      if (event !== 'connect') for (const listener of this.anyHandlers) listener(event, ...args);
    }
  }
  const sockets: FakeSocket[] = [];
  return { sockets, io: () => sockets[sockets.push(new FakeSocket()) - 1] };
});
vi.mock('socket.io-client', () => ({ io: fake.io }));

const ROOM = { kind: 'project' as const, id: 'p1' };
const ASHA = { _id: 'asha', name: 'Asha Rao' };
const RAVI = { _id: 'ravi', name: 'Ravi Kumar' };
const MEERA = { _id: 'meera', name: 'Meera Nair' };
const typingEvents = () => fake.sockets[0]?.sent.filter(([event]) => event === 'typing') ?? [];

let stop = () => {};
beforeEach(async () => {
  stop = startRealtime('me');
  await vi.waitFor(() => expect(fake.sockets).toHaveLength(1));
  fake.sockets[0]?.serverSays('connect');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  stop();
  fake.sockets.length = 0;
});

const says = (user: { _id: string; name: string }, room = ROOM) =>
  act(() => fake.sockets[0]?.serverSays('typing', { room, user }));

describe('TypingLine', () => {
  it('names who else is typing in this room, one, two, then several, in a polite status', () => {
    const { rerender } = render(<TypingLine room={ROOM} currentUserId="me" lastMessage={undefined} />, {
      wrapper: WithWords,
    });
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('');
    says(ASHA);
    expect(line.textContent).toBe('Asha is typing…');
    says(RAVI);
    expect(line.textContent).toBe('Asha and Ravi are typing…');
    // Asha again keeps her place: the line does not change, so nothing is said again.
    says(ASHA);
    expect(line.textContent).toBe('Asha and Ravi are typing…');
    says(MEERA);
    expect(line.textContent).toBe('Several people are typing…');
    // Never the reader, nor another room's typists.
    says({ _id: 'me', name: 'Me Myself' });
    says({ _id: 'kiran', name: 'Kiran Rao' }, { kind: 'project', id: 'p2' });
    rerender(<TypingLine room={ROOM} currentUserId="me" lastMessage={undefined} />);
    expect(line.textContent).toBe('Several people are typing…');
  });

  it(`shows each for ${CHAT_TYPING_SHOWN_MS} ms after their last typing event`, () => {
    render(<TypingLine room={ROOM} currentUserId="me" lastMessage={undefined} />, { wrapper: WithWords });
    const line = screen.getByRole('status');
    says(ASHA);
    act(() => vi.advanceTimersByTime(CHAT_TYPING_SHOWN_MS - 1000));
    says(RAVI);
    act(() => vi.advanceTimersByTime(1000));
    expect(line.textContent).toBe('Ravi is typing…');
    act(() => vi.advanceTimersByTime(CHAT_TYPING_SHOWN_MS));
    expect(line.textContent).toBe('');
  });

  it('lets a typist go as their message arrives', () => {
    const { rerender } = render(<TypingLine room={ROOM} currentUserId="me" lastMessage={undefined} />, {
      wrapper: WithWords,
    });
    says(ASHA);
    says(RAVI);
    rerender(<TypingLine room={ROOM} currentUserId="me" lastMessage={{ _id: 'm9', sender: { _id: 'asha' } }} />);
    expect(screen.getByRole('status').textContent).toBe('Ravi is typing…');
  });
});

describe('ChatComposer typing', () => {
  it(`tells the room the member is typing, at most every ${CHAT_TYPING_THROTTLE_MS} ms, and at once after a send`, async () => {
    // Only the clock is the test's here: the throttle reads it.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    render(<ChatComposer onSend={vi.fn().mockResolvedValue(undefined)} room={ROOM} />, { wrapper: WithWords });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello');
    expect(typingEvents()).toEqual([['typing', { room: ROOM }]]);
    vi.setSystemTime(Date.now() + CHAT_TYPING_THROTTLE_MS - 1);
    await user.type(box, ' te');
    expect(typingEvents()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    await user.type(box, 'am');
    expect(typingEvents()).toHaveLength(2);
    await user.type(box, '{Enter}');
    await user.type(box, 'Next');
    expect(typingEvents()).toHaveLength(3);
  });
});
