import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithWords } from '../../../test/providers.tsx';
import { ChatMessageBody, COPIED_MS } from '../components/ChatMessageBody.tsx';
import { LINK_LABEL_MAX, parseChatMessage } from './chat-format.ts';

const wrapper = WithWords;

const LONG_LINK = 'https://github.com/skillsync/build-room/blob/main/apps/web/src/components/ChatModal.tsx';

describe('parseChatMessage', () => {
  it('keeps plain text as written, line breaks included', () => {
    expect(parseChatMessage('Hello team,\nsee you at 5')).toEqual([
      { type: 'text', text: 'Hello team,\nsee you at 5' },
    ]);
  });

  it('takes a fenced code block whole, with no language name and no link or inline code inside it', () => {
    const content = 'Try this:\n```ts\nconst url = `https://x.dev`;\nrun(url);\n```\nThen reload.';
    expect(parseChatMessage(content)).toEqual([
      { type: 'text', text: 'Try this:' },
      { type: 'code-block', code: 'const url = `https://x.dev`;\nrun(url);' },
      { type: 'text', text: 'Then reload.' },
    ]);
  });

  it('reads a one-line fence as code, not its first word as a language', () => {
    expect(parseChatMessage('```npm run build```')).toEqual([{ type: 'code-block', code: 'npm run build' }]);
  });

  it('finds inline code between single backticks', () => {
    expect(parseChatMessage('Run `npm test` first')).toEqual([
      { type: 'text', text: 'Run ' },
      { type: 'inline-code', code: 'npm test' },
      { type: 'text', text: ' first' },
    ]);
  });

  it('shortens a long link to its first 50 characters and an ellipsis, keeping the whole address', () => {
    const [first, link, last] = parseChatMessage(`Docs: ${LONG_LINK}. Thanks`);
    expect(first).toEqual({ type: 'text', text: 'Docs: ' });
    expect(link).toEqual({ type: 'link', href: LONG_LINK, label: `${LONG_LINK.slice(0, LINK_LABEL_MAX)}…` });
    expect(last).toEqual({ type: 'text', text: '. Thanks' });
  });

  it('shows a short link whole and leaves a bracket around it outside', () => {
    expect(parseChatMessage('(see http://x.dev/a_(b))')).toEqual([
      { type: 'text', text: '(see ' },
      { type: 'link', href: 'http://x.dev/a_(b)', label: 'http://x.dev/a_(b)' },
      { type: 'text', text: ')' },
    ]);
  });

  it('leaves other schemes and an unclosed fence as text', () => {
    expect(parseChatMessage('javascript:alert(1) ```open')).toEqual([
      { type: 'text', text: 'javascript:alert(1) ```open' },
    ]);
  });
});

describe('ChatMessageBody', () => {
  afterEach(() => vi.useRealTimers());

  it('renders markup a member typed as text, never as HTML', () => {
    const { container } = render(<ChatMessageBody content={'<img src=x onerror="alert(1)"> <b>hi</b>'} />, {
      wrapper,
    });
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>hi</b>');
  });

  it('opens links in a new tab without handing the page over', () => {
    render(<ChatMessageBody content={`Look ${LONG_LINK}`} />, { wrapper });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(LONG_LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe(`${LONG_LINK.slice(0, 50)}…`);
  });

  it("copies a code block and says 'Copied!' for 2 seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ChatMessageBody content={'```\nnpm ci\n```'} />, { wrapper });
    expect(screen.getByText('npm ci').tagName).toBe('CODE');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('npm ci');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_MS));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
