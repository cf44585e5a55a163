import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast.ts';
import { WithApp } from '../test/providers.tsx';
import { BlockControl } from './BlockControl.tsx';

vi.mock('../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** The server's block of one member: what it answers, and the writes it was sent. */
function stubServer(isBlocked: boolean) {
  let state = isBlocked;
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push(`${method} ${path}`);
        state = method === 'PUT';
      }
      return new Response(JSON.stringify({ isBlocked: state }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('BlockControl', () => {
  it('blocks only once the dialog, which says what blocking does and that nobody is told, is confirmed', async () => {
    const writes = stubServer(false);
    render(<BlockControl userId="u1" name="Ravi Kumar" />, { wrapper: WithApp });
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Ravi Kumar?' });
    expect(dialog.textContent).toContain('They are not told.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const confirm = screen.getAllByRole('button', { name: 'Block' }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    await userEvent.click(confirm);
    await waitFor(() => expect(writes).toEqual(['PUT /api/blocks/u1']));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Ravi Kumar is blocked');
  });

  it('unblocks at once', async () => {
    const writes = stubServer(true);
    render(<BlockControl userId="u1" name="Ravi Kumar" />, { wrapper: WithApp });
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(writes).toEqual(['DELETE /api/blocks/u1']));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeTruthy();
  });
});
