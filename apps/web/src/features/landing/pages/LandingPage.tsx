import { Trans } from '@lingui/react';
import { ArrowRight, Eye, Handshake, Lightbulb, Rocket, Sparkles, Trophy, UserCheck, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useT } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CommunityFigures } from '../components/CommunityFigures.tsx';

// Texts are catalog ids, translated at render so a change of language rewords the page.
const FEATURES = [
  { icon: Lightbulb, title: 'landing.features.problemWall.title', text: 'landing.features.problemWall.text' },
  { icon: Rocket, title: 'landing.features.buildRooms.title', text: 'landing.features.buildRooms.text' },
  { icon: Trophy, title: 'landing.features.skillChallenges.title', text: 'landing.features.skillChallenges.text' },
  { icon: Sparkles, title: 'landing.features.collabMatching.title', text: 'landing.features.collabMatching.text' },
];

const BENEFITS = [
  { icon: UserCheck, text: 'landing.benefits.profiles' },
  { icon: Zap, text: 'landing.benefits.realTime' },
  { icon: Users, text: 'landing.benefits.teams' },
  { icon: Lightbulb, text: 'landing.benefits.realProblems' },
  { icon: Eye, text: 'landing.benefits.visibility' },
  { icon: Handshake, text: 'landing.benefits.connect' },
];

/**
 * The hero's main action: join for visitors, back to work for members. Until the session is known its place is
 * kept, unseen, so the page does not jump when it appears.
 */
function HeroAction() {
  const t = useT();
  const { isAuthenticated, isLoading } = useAuthStore();
  if (isLoading) {
    return (
      <span aria-hidden className={buttonClass('primary', 'invisible px-6 py-3 text-base')}>
        {t('landing.hero.getStarted')} <ArrowRight className="h-4 w-4" />
      </span>
    );
  }
  return isAuthenticated ? (
    <Link to="/dashboard" className={buttonClass('primary', 'px-6 py-3 text-base')}>
      {t('landing.hero.goToDashboard')} <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  ) : (
    <Link to="/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
      {t('landing.hero.getStarted')} <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  );
}

function ClosingAction() {
  const t = useT();
  const { isAuthenticated, isLoading } = useAuthStore();
  if (isLoading) {
    return (
      <span aria-hidden className={buttonClass('primary', 'invisible px-6 py-3')}>
        {t('landing.closing.startBuilding')}
      </span>
    );
  }
  return isAuthenticated ? (
    <Link to="/problems/create" className={buttonClass('primary', 'px-6 py-3')}>
      {t('landing.closing.postProblem')}
    </Link>
  ) : (
    <Link to="/register" className={buttonClass('primary', 'px-6 py-3')}>
      {t('landing.closing.startBuilding')}
    </Link>
  );
}

export function LandingPage() {
  const t = useT();
  useDocumentTitle(t('common.nav.home'));
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            <Trans id="landing.hero.title" components={{ 0: <span className="text-brand-700" /> }} />
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{t('landing.hero.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <HeroAction />
            <Link to="/problems" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              {t('landing.hero.exploreProblems')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="features-title" className="text-center text-3xl font-bold text-ink">
          {t('landing.features.title')}
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-lg border border-line bg-white p-6 shadow-sm">
              <Icon aria-hidden className="h-8 w-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted">{t(text)}</p>
            </div>
          ))}
        </div>
      </section>

      <CommunityFigures />

      <section aria-labelledby="benefits-title" className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="benefits-title" className="text-center text-3xl font-bold text-ink">
          {t('landing.benefits.title')}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-lg border border-line bg-white p-4">
              <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
              <span className="text-sm font-medium text-ink">{t(text)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-5xl px-4">
        <div className="rounded-lg bg-ink px-6 py-12 text-center text-white">
          <h2 className="text-2xl font-bold sm:text-3xl">{t('landing.closing.title')}</h2>
          <p className="mt-2 text-slate-300">{t('landing.closing.text')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ClosingAction />
            <Link
              to="/projects"
              className="inline-flex items-center justify-center rounded-lg border border-white/30 px-6 py-3 text-sm font-medium hover:bg-white/10"
            >
              {t('landing.closing.browseProjects')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
