/**
 * Bad headers: spoiled sessions, origins and content negotiation. Values stay within what an HTTP parser lets
 * through (no CR, LF or NUL): nothing else reaches the app.
 */
import fc from 'fast-check';
import { charsIn, type Labelled, labelAll, labelled } from './bad-request.ts';

/** Replaced by the identity's token when the request is sent. */
export const TOKEN = '{{token}}';
const COOKIE = `skillsync_session=${TOKEN}`;
const headerText = fc.string({ unit: charsIn(0x20, 0xff).filter((char) => char !== '\u007f'), maxLength: 60 });

export const badHeaders: fc.Arbitrary<Labelled<Record<string, string>>> = fc.oneof(
  labelled<Record<string, string>>([
    ['Bearer with no token', { authorization: 'Bearer' }],
    ['Bearer and a space', { authorization: 'Bearer ' }],
    ['Basic credentials', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['lower-case bearer', { authorization: `bearer ${TOKEN}` }],
    ['token with a suffix', { authorization: `Bearer ${TOKEN}x` }],
    ['two tokens', { authorization: `Bearer ${TOKEN} ${TOKEN}` }],
    ['8 KB token', { authorization: `Bearer ${'a'.repeat(8000)}` }],
    ['latin-1 token', { authorization: 'Bearer \u00ff\u00fe\u0080' }],
    ['session cookie without Origin', { cookie: COOKIE }],
    ['session cookie from another origin', { cookie: COOKIE, origin: 'https://evil.example' }],
    ['session cookie with Origin null', { cookie: COOKIE, origin: 'null' }],
    ['session cookie with a malformed Origin', { cookie: COOKIE, origin: 'http://[::1' }],
    ['malformed cookie header', { cookie: '=;;=;skillsync_session' }],
    ['cookie with a broken escape', { cookie: 'skillsync_session=%E0%A4%A' }],
    ['cookie with an open quote', { cookie: 'skillsync_session="abc' }],
    ['8 KB cookie', { cookie: `skillsync_session=${'b'.repeat(8000)}` }],
    ['malformed Host', { host: '[::1' }],
    ['empty Host', { host: '' }],
    ['Host with a path', { host: 'localhost/../x' }],
    ['X-Forwarded-For garbage', { 'x-forwarded-for': 'not-an-ip, , ::ffff:999.1.1.1' }],
    ['X-Forwarded-Proto garbage', { 'x-forwarded-proto': 'gopher' }],
    ['Accept with nothing acceptable', { accept: 'application/xml;q=1, */*;q=0' }],
    ['Accept-Encoding with NaN weights', { 'accept-encoding': 'gzip;q=NaN, br;q=-1' }],
    ['Accept-Encoding refusing everything', { 'accept-encoding': 'identity;q=0, *;q=0' }],
    ['Content-Encoding gzip on plain bytes', { 'content-encoding': 'gzip' }],
    ['CORS preflight headers', { origin: 'https://evil.example', 'access-control-request-method': 'PUT' }],
    ['8 KB User-Agent', { 'user-agent': 'u'.repeat(8000) }],
    ['Range header', { range: 'bytes=0-1,5-' }],
  ]),
  labelAll(
    'random Bearer token',
    headerText.map((value) => ({ authorization: `Bearer ${value}` })),
  ),
  labelAll(
    'random Origin with the session cookie',
    headerText.map((value) => ({ cookie: COOKIE, origin: value })),
  ),
);
