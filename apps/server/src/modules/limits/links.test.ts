import { describe, expect, it } from 'vitest';
import { hasLink } from './links.ts';

describe('what counts as a link', () => {
  it.each([
    'see https://example.com/page',
    'HTTP://EXAMPLE.COM',
    'go to www.example',
    'visit example.com today',
    'cheap followers at best-deals.in',
    'message me on t.me/someone',
    'wa.me/919999999999',
    'bit.ly/3abc',
    'mail me at someone@gmail.com',
    'my site: Shop.Example.co.in',
  ])('finds one in %j', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'I know Node.js, Vue.js and Socket.IO',
    'an ASP.NET Core backend',
    'it worked.In the end we shipped', // a missing space before a capital
    'e.g. a farmer, i.e. a member',
    'version 1.2.3 of the library',
    'the example.community forum', // a longer word than the domain
    'a socket.io server',
    'Kisan Digital Foundation',
  ])('finds none in %j', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
