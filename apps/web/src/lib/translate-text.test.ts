import { tooLong, tooMany } from '@skillsync/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n.ts';
import { translateText } from './translate-text.ts';

afterEach(() => activateLanguage('en'));

describe('a message with a limit in it', () => {
  it('reads as the server wrote it in English', () => {
    expect(translateText(tooLong(100))).toBe('This is too long: at most 100 characters');
    expect(translateText(tooMany(20))).toBe('Too many: at most 20');
  });

  it('keeps its limit when translated into Hindi', async () => {
    await activateLanguage('hi');
    expect(translateText(tooLong(100))).toBe('यह बहुत लंबा है: ज़्यादा से ज़्यादा 100 अक्षर');
    expect(translateText(tooMany(20))).toBe('बहुत ज़्यादा: ज़्यादा से ज़्यादा 20');
  });
});
