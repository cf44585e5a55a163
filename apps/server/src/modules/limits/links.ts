/**
 * Top-level domains a bare address in free text is recognised by: the common ones, India's, and those of the
 * short links spam uses (t.me, wa.me, bit.ly, goo.gl). Lower case only, and without `.io`, `.js`, `.ai` or `.dev`,
 * so "farmers.In our district" (a missing space), "Node.js", "Socket.IO" and "ASP.NET" are not taken for links.
 */
const TOP_LEVEL_DOMAINS = [
  'com',
  'net',
  'org',
  'in',
  'co',
  'info',
  'biz',
  'xyz',
  'me',
  'ly',
  'gl',
  'site',
  'online',
  'top',
  'shop',
  'store',
  'club',
  'live',
  'link',
  'click',
  'ru',
  'cn',
  'tk',
];

const ADDRESS = /\bhttps?:\/\/|\bwww\./i;
// Labels in any case, the top-level domain in lower case only (see above).
const BARE_DOMAIN = new RegExp(
  `\\b(?:[A-Za-z\\d](?:[A-Za-z\\d-]*[A-Za-z\\d])?\\.)+(?:${TOP_LEVEL_DOMAINS.join('|')})\\b`,
);

/** Whether a text holds a link: `http://` or `https://`, `www.`, or a bare domain (example.com, t.me/someone). */
export const hasLink = (text: string) => ADDRESS.test(text) || BARE_DOMAIN.test(text);
