import { PRIVACY_NOTICE_VERSION } from '@skillsync/shared/constants';
import { useFormatting } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';

// Catalog ids, translated at render so a change of language rewords the page.
const SECTIONS: readonly LegalSection[] = [
  { id: 'who-we-are', title: 'legal.privacy.who.title', blocks: ['legal.privacy.who.text'] },
  {
    id: 'what-we-collect',
    title: 'legal.privacy.collect.title',
    blocks: [
      'legal.privacy.collect.intro',
      [
        'legal.privacy.collect.account',
        'legal.privacy.collect.profile',
        'legal.privacy.collect.picture',
        'legal.privacy.collect.posts',
        'legal.privacy.collect.technical',
      ],
      'legal.privacy.collect.notCollected',
    ],
  },
  {
    id: 'why',
    title: 'legal.privacy.why.title',
    blocks: [
      'legal.privacy.why.intro',
      [
        'legal.privacy.why.service',
        'legal.privacy.why.matching',
        'legal.privacy.why.email',
        'legal.privacy.why.security',
      ],
      'legal.privacy.why.nothingElse',
    ],
  },
  {
    id: 'consent',
    title: 'legal.privacy.consent.title',
    blocks: ['legal.privacy.consent.given', 'legal.privacy.consent.withdraw'],
  },
  {
    id: 'your-rights',
    title: 'legal.privacy.rights.title',
    blocks: [
      'legal.privacy.rights.intro',
      [
        'legal.privacy.rights.access',
        'legal.privacy.rights.correction',
        'legal.privacy.rights.erasure',
        'legal.privacy.rights.grievance',
        'legal.privacy.rights.nominate',
      ],
    ],
  },
  {
    id: 'retention',
    title: 'legal.privacy.retention.title',
    blocks: ['legal.privacy.retention.untilDeleted', 'legal.privacy.retention.teamContent'],
  },
  {
    id: 'where-kept',
    title: 'legal.privacy.storage.title',
    blocks: ['legal.privacy.storage.servers', 'legal.privacy.storage.email'],
  },
  { id: 'children', title: 'legal.privacy.children.title', blocks: ['legal.privacy.children.text'] },
  {
    id: 'grievance-officer',
    title: 'legal.privacy.grievance.title',
    blocks: ['legal.privacy.grievance.contact', 'legal.privacy.grievance.board'],
  },
  { id: 'changes', title: 'legal.privacy.changes.title', blocks: ['legal.privacy.changes.text'] },
];

/** The privacy notice of India's Digital Personal Data Protection Act 2023, the one members consent to. */
export function PrivacyPage() {
  const t = useT();
  const { formatDay } = useFormatting();
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      subtitle={t('legal.privacy.subtitle')}
      meta={t('legal.privacy.version', { date: formatDay(PRIVACY_NOTICE_VERSION) })}
      intro="legal.privacy.intro"
      sections={SECTIONS}
    />
  );
}
