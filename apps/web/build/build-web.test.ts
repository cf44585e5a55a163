import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprintSources } from './build-web.ts';

let dir = '';
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
};
const fingerprint = () => fingerprintSources([path.join(dir, 'web'), path.join(dir, 'package-lock.json')], dir);

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the web build stamp', () => {
  it('stays the same while the sources do, so npm start reuses the build', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('web/src/main.tsx', 'render()');
    write('package-lock.json', '{}');
    const before = fingerprint();
    write('web/dist/index.html', '<html>');
    write('web/node_modules/x/index.js', 'x');
    expect(fingerprint()).toBe(before);
  });

  it('changes when a source, a new file or a locked dependency changes, so npm start builds again', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
    write('web/src/main.tsx', 'render()');
    write('package-lock.json', '{}');
    const seen = new Set([fingerprint()]);
    write('web/src/main.tsx', 'render(app)');
    seen.add(fingerprint());
    write('web/src/locales/hi/common.json', '{}');
    seen.add(fingerprint());
    write('package-lock.json', '{"v":2}');
    seen.add(fingerprint());
    expect(seen.size).toBe(4);
  });
});
