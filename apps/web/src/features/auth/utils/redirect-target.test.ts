import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('sends the member back to the page that asked them to sign in', () => {
    expect(redirectTarget({ from: '/problems/create?draft=1' })).toBe('/problems/create?draft=1');
  });

  it('goes to the dashboard when no page asked', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({})).toBe('/dashboard');
    expect(redirectTarget({ from: 42 })).toBe('/dashboard');
  });

  it('never leaves the app, whatever the state claims', () => {
    expect(redirectTarget({ from: 'https://evil.example/phish' })).toBe('/dashboard');
    expect(redirectTarget({ from: '//evil.example/phish' })).toBe('/dashboard');
  });
});
