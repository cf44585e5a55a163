import type { Recommendation } from '@skillsync/shared';
import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../lib/i18n.ts';
import { WithWordsAndLinks } from '../../../test/providers.tsx';
import { NextStepLink, RecommendationCard } from './RecommendationCard.tsx';

const wrapper = WithWordsAndLinks;

const member = (details: Recommendation['details']): Recommendation => ({
  user: {
    _id: 'u1',
    id: 'u1',
    name: 'Lakshmi Iyer',
    avatar: null,
    reputation: { score: 120 },
    title: 'IoT engineer',
    skills: ['IoT', 'Embedded C'],
  },
  score: 72.4,
  reasons: [],
  details,
  isOnline: true,
});

const withEveryReason = member([
  { code: 'coversSkills', skills: ['IoT', 'LoRa'], covered: 2, needed: 3 },
  { code: 'complementsSkills', skills: ['Embedded C', 'Rust', 'Go'] },
  {
    code: 'needsYourSkills',
    skills: ['React'],
    work: { type: 'problem', _id: 'p1', title: 'Tanks overflow at night' },
  },
  { code: 'reputation', score: 120 },
  { code: 'onlineNow' },
]);

function renderCard(recommendation: Recommendation) {
  render(
    <RecommendationCard recommendation={recommendation} action={<NextStepLink recommendation={recommendation} />} />,
    { wrapper },
  );
  const reasons = screen.getByRole('list', { name: i18n._('matching.card.reasons', { name: 'Lakshmi Iyer' }) });
  return within(reasons)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

afterAll(() => activateLanguage('en'));

describe('RecommendationCard', () => {
  it('words every reason from its data, in English', () => {
    expect(renderCard(withEveryReason)).toEqual([
      'Knows IoT and LoRa: 2 of the 3 skills still missing',
      'Brings skills you do not have: Embedded C, Rust and Go',
      'Their problem “Tanks overflow at night” needs your React',
      '120 reputation points',
      'Online now',
    ]);
    expect(screen.getByText('72% match')).toBeDefined();
  });

  it('words the reasons in Hindi for a Hindi reader', async () => {
    await activateLanguage('hi');
    expect(renderCard(withEveryReason)).toEqual([
      'IoT और LoRa जानते हैं: अभी कम पड़ रहे 3 कौशलों में से 2',
      'ऐसे कौशल लाते हैं जो आपके पास नहीं हैं: Embedded C, Rust और Go',
      'इनकी समस्या “Tanks overflow at night” को आपके React कौशल की ज़रूरत है',
      '120 प्रतिष्ठा अंक',
      'अभी ऑनलाइन हैं',
    ]);
    await activateLanguage('en');
  });

  it('offers to ask to collaborate on the member’s problem that needs the viewer’s skills', () => {
    renderCard(withEveryReason);
    expect(
      screen.getByRole('link', { name: 'Ask to collaborate on “Tanks overflow at night”' }).getAttribute('href'),
    ).toBe('/problems/p1');
  });

  it('offers the profile when nothing of the member’s needs the viewer', () => {
    renderCard(member([{ code: 'coversSkills', skills: ['IoT'], covered: 1, needed: 1 }]));
    expect(screen.getByText('Knows IoT, the skill still missing')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View profile of Lakshmi Iyer' }).getAttribute('href')).toBe('/profile/u1');
  });
});
