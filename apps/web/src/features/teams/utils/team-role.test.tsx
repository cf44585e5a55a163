import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { WithWords } from '../../../test/providers.tsx';
import { useTeamRoleName } from './team-role.ts';

const wrapper = WithWords;
const namesOf = (roles: string[]) => {
  const { result } = renderHook(() => useTeamRoleName(), { wrapper });
  return roles.map(result.current);
};

afterEach(() => activateLanguage('en'));

describe('a role on a team', () => {
  it('is named in English as the spec words it', () => {
    expect(namesOf(['Member', 'Developer', 'Field lead'])).toEqual(['Member', 'Developer', 'Field lead']);
  });

  it('is named in Hindi for a Hindi reader, the default role included; a role an owner typed stays as typed', async () => {
    await activateLanguage('hi');
    expect(namesOf(['Member', '', 'Developer', 'Field lead'])).toEqual(['सदस्य', 'सदस्य', 'डेवलपर', 'Field lead']);
  });
});
