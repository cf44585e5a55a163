import type { ChatAttachment } from '@skillsync/shared';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@skillsync/shared/constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithWords } from '../../../test/providers.tsx';
import { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The browser's upload as the test plays the server: what was sent, its progress, the answer. */
class FakeUpload {
  static all: FakeUpload[] = [];
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  responseText = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  isAborted = false;
  open(_method: string, url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.all.push(this);
  }
  abort() {
    this.isAborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(share: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded: share * 100, total: 100 });
    act(() => void this.upload.dispatchEvent(event));
  }
  /** The answer, and what the page does with it once the upload's promise settles. */
  async respond(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => void this.events.dispatchEvent(new Event('load')));
  }
}

const ROOM = { kind: 'project' as const, id: '7d3c0f4e-8a6b-4f1d-9e2a-5b8c7d6e5f40' };
const pdf = (name = 'plan.pdf') => new File(['%PDF-1.7 plan'], name, { type: 'application/pdf' });
const png = (name = 'screenshot.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const stored = (id: string, file: File): ChatAttachment => ({
  _id: id,
  kind: file.type === 'application/pdf' ? 'pdf' : 'image',
  name: file.name,
  size: file.size,
  width: null,
  height: null,
  url: `/api/chat/attachments/${id}`,
  thumbnailUrl: null,
});

function renderComposer(props: Partial<ChatComposerProps> = {}) {
  const onSend = vi.fn<ChatComposerProps['onSend']>().mockResolvedValue(undefined);
  const { container } = render(<ChatComposer onSend={onSend} room={ROOM} currentUserId="me" {...props} />, {
    wrapper: WithWords,
  });
  const user = userEvent.setup({ applyAccept: false });
  const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  return {
    onSend,
    user,
    attach: (...files: File[]) => user.upload(input, files),
    box: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
    send: screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
    files: () => within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem'),
  };
}

beforeEach(() => {
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatComposer files', () => {
  it('offers pictures and PDFs, uploads each at once with its progress, and sends them without text once uploaded', async () => {
    const { attach, send, files, onSend } = renderComposer();
    const input = document.querySelector('input[type="file"]');
    expect(input?.getAttribute('accept')).toContain('application/pdf');
    expect(input?.getAttribute('accept')).toContain('image/png');

    const plan = pdf();
    await attach(plan);
    const [upload] = FakeUpload.all;
    expect(upload?.url).toBe(`/api/projects/${ROOM.id}/attachments`);
    expect((upload?.body?.get('file') as File | undefined)?.name).toBe('plan.pdf');
    const progress = screen.getByRole('progressbar', { name: 'Uploading plan.pdf' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(files()[0]?.textContent).toContain('Uploading…');
    upload?.progress(0.5);
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(send.disabled).toBe(true);

    await upload?.respond(201, stored('a1', plan));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(send.disabled).toBe(false);
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith('', { attachmentIds: ['a1'] });
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('says the server’s refusal under the composer, and keeps the file to try again or remove', async () => {
    const { attach, box, send, files } = renderComposer();
    const plan = pdf();
    await attach(plan);
    await FakeUpload.all[0]?.respond(413, { message: 'A file can be at most 10 MB', code: 'attachmentTooLarge' });
    expect(screen.getByRole('alert').textContent).toBe('plan.pdf: A file can be at most 10 MB');
    expect(files()[0]?.textContent).toContain('Not uploaded');
    await userEvent.type(box, 'The plan');
    // Sending now would leave the file behind without a word: it is retried or removed first.
    expect(send.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Upload plan.pdf again' }));
    expect(FakeUpload.all).toHaveLength(2);
    await FakeUpload.all[1]?.respond(201, stored('a2', plan));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(send.disabled).toBe(false);
  });

  it('removes a file, stopping its upload', async () => {
    const { attach } = renderComposer();
    await attach(pdf(), png());
    await userEvent.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(FakeUpload.all[0]?.isAborted).toBe(true);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('screenshot.png'),
    ]);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('lets go of an uploaded file removed, on the server too, so it no longer counts as waiting to be sent', async () => {
    const deleted: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') deleted.push(url);
        return new Response(null, { status: 204 });
      }),
    );
    const { attach } = renderComposer();
    const plan = pdf();
    await attach(plan);
    await FakeUpload.all[0]?.respond(201, stored('a1', plan));
    await userEvent.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(deleted).toEqual(['/api/chat/attachments/a1']);
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });

  it('refuses in the server’s words, before uploading, a file too large, one not a picture or PDF, and a fifth', async () => {
    const { attach, files } = renderComposer();
    const huge = pdf('scan.pdf');
    Object.defineProperty(huge, 'size', { value: CHAT_ATTACHMENT_MAX_BYTES + 1 });
    await attach(huge, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(FakeUpload.all).toHaveLength(0);
    expect([...screen.getByRole('alert').children].map((line) => line.textContent)).toEqual([
      'scan.pdf: A file can be at most 10 MB',
      'notes.txt: Only pictures (JPEG, PNG, WebP, GIF, AVIF, HEIF) and PDF files can be sent',
    ]);

    await attach(pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf'), pdf('5.pdf'));
    expect(FakeUpload.all).toHaveLength(4);
    expect(files()).toHaveLength(4);
    expect(screen.getByRole('alert').textContent).toBe('A message can carry at most 4 files');
  });

  it('attaches a pasted picture; pasted text stays text', async () => {
    const { box, files } = renderComposer();
    fireEvent.paste(box, { clipboardData: { files: [png('pasted.png')], getData: () => '' } });
    expect(files()[0]?.textContent).toContain('pasted.png');
    expect(FakeUpload.all).toHaveLength(1);
    expect(box.value).toBe('');
  });

  it('keeps the text, the answer and the files when the send fails, and sends the same again', async () => {
    const onSend = vi.fn<ChatComposerProps['onSend']>().mockRejectedValueOnce(new Error('offline'));
    const replyTo = { _id: 'q1', sender: { _id: 'ravi', name: 'Ravi Kumar', avatar: null }, content: 'Plan?' };
    const { attach, box, send, files } = renderComposer({ onSend, replyTo, onCancelReply: vi.fn() });
    const plan = pdf();
    await attach(plan);
    await FakeUpload.all[0]?.respond(201, stored('a1', plan));
    await userEvent.type(box, 'Here it is');
    await userEvent.click(send);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to send message'));
    expect(box.value).toBe('Here it is');
    expect(files()).toHaveLength(1);
    await userEvent.click(send);
    expect(onSend.mock.calls[1]).toEqual(onSend.mock.calls[0]);
    expect(onSend.mock.calls[0]).toEqual(['Here it is', { replyToId: 'q1', attachmentIds: ['a1'] }]);
  });

  it('offers no Attach without a room to upload to', () => {
    render(<ChatComposer onSend={vi.fn()} />, { wrapper: WithWords });
    expect(screen.queryByRole('button', { name: 'Attach' })).toBeNull();
  });
});
