import { useT } from '../../../lib/i18n.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';

// Catalog ids, translated at render so a change of language rewords the page.
const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-you-can-do',
    title: 'legal.about.what.title',
    blocks: [
      [
        'legal.about.what.problems',
        'legal.about.what.projects',
        'legal.about.what.challenges',
        'legal.about.what.matching',
      ],
    ],
  },
  { id: 'reputation', title: 'legal.about.reputation.title', blocks: ['legal.about.reputation.text'] },
  { id: 'visitors', title: 'legal.about.visitors.title', blocks: ['legal.about.visitors.text'] },
  { id: 'your-data', title: 'legal.about.privacy.title', blocks: ['legal.about.privacy.text'] },
];

/** What SkillSync is and what members do on it, as it is: no feature it does not have. */
export function AboutPage() {
  const t = useT();
  return <LegalDocument title={t('legal.about.title')} intro="legal.about.intro" sections={SECTIONS} />;
}
