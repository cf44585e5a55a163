import { useT } from '../../../lib/i18n.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';

// Catalog ids, translated at render so a change of language rewords the page.
const SECTIONS: readonly LegalSection[] = [
  { id: 'your-account', title: 'legal.terms.account.title', blocks: ['legal.terms.account.text'] },
  {
    id: 'acceptable-use',
    title: 'legal.terms.use.title',
    blocks: [
      'legal.terms.use.intro',
      [
        'legal.terms.use.illegal',
        'legal.terms.use.impersonate',
        'legal.terms.use.spam',
        'legal.terms.use.rights',
        'legal.terms.use.attack',
      ],
    ],
  },
  {
    id: 'your-content',
    title: 'legal.terms.content.title',
    blocks: ['legal.terms.content.yours', 'legal.terms.content.licence', 'legal.terms.content.public'],
  },
  {
    id: 'challenges',
    title: 'legal.terms.challenges.title',
    blocks: ['legal.terms.challenges.hosts', 'legal.terms.challenges.disputes'],
  },
  {
    id: 'termination',
    title: 'legal.terms.termination.title',
    blocks: ['legal.terms.termination.yours', 'legal.terms.termination.ours'],
  },
  {
    id: 'liability',
    title: 'legal.terms.liability.title',
    blocks: ['legal.terms.liability.asIs', 'legal.terms.liability.members', 'legal.terms.liability.limit'],
  },
  { id: 'governing-law', title: 'legal.terms.law.title', blocks: ['legal.terms.law.text'] },
  { id: 'changes', title: 'legal.terms.changes.title', blocks: ['legal.terms.changes.text'] },
  { id: 'contact', title: 'legal.terms.contact.title', blocks: ['legal.terms.contact.text'] },
];

/** The terms a member agrees to at registration, in plain words. */
export function TermsPage() {
  const t = useT();
  return <LegalDocument title={t('legal.terms.title')} intro="legal.terms.intro" sections={SECTIONS} />;
}
