import { ArrowRight, Eye, Handshake, Lightbulb, Rocket, Sparkles, Trophy, UserCheck, Users, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CommunityFigures } from '../components/CommunityFigures.tsx';

const FEATURES = [
  { icon: Lightbulb, title: 'Problem Wall', text: 'Post real-world challenges and crowdsource solutions.' },
  { icon: Rocket, title: 'Build Rooms', text: 'Team projects with progress tracking and updates.' },
  { icon: Trophy, title: 'Skill Challenges', text: 'Weekly challenges for skills and portfolio.' },
  { icon: Sparkles, title: 'Collab Matching', text: 'AI-powered partner recommendations.' },
];

const BENEFITS = [
  { icon: UserCheck, text: 'Skill-based interactive profiles' },
  { icon: Zap, text: 'Real-time collaboration opportunities' },
  { icon: Users, text: 'Join or create project teams' },
  { icon: Lightbulb, text: 'Solve real-world problems' },
  { icon: Eye, text: 'Get visibility through your work' },
  { icon: Handshake, text: 'Connect with creators' },
];

/** The hero's main action: join for visitors, back to work for members; nothing until the session is known. */
function HeroAction() {
  const { isAuthenticated, isLoading } = useAuthStore();
  if (isLoading) return null;
  return isAuthenticated ? (
    <Link to="/dashboard" className={buttonClass('primary', 'px-6 py-3 text-base')}>
      Go to your dashboard <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  ) : (
    <Link to="/register" className={buttonClass('primary', 'px-6 py-3 text-base')}>
      Get Started Free <ArrowRight aria-hidden className="h-4 w-4" />
    </Link>
  );
}

function ClosingAction() {
  const { isAuthenticated, isLoading } = useAuthStore();
  if (isLoading) return null;
  return isAuthenticated ? (
    <Link to="/problems/create" className={buttonClass('primary', 'px-6 py-3')}>
      Post a Problem
    </Link>
  ) : (
    <Link to="/register" className={buttonClass('primary', 'px-6 py-3')}>
      Start Building Today
    </Link>
  );
}

export function LandingPage() {
  useDocumentTitle('Home');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            Show what you can do. <span className="text-brand-700">Sync with those who can help.</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            SkillSync is the skill-first collaboration network for India: solve real problems, build with a team and let
            your work speak for you.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <HeroAction />
            <Link to="/problems" className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              Explore Problems
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="features-title" className="text-center text-3xl font-bold text-ink">
          Everything you need to build together
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-lg border border-line bg-white p-6 shadow-sm">
              <Icon aria-hidden className="h-8 w-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <CommunityFigures />

      <section aria-labelledby="benefits-title" className="mx-auto max-w-5xl px-4 py-16">
        <h2 id="benefits-title" className="text-center text-3xl font-bold text-ink">
          Why SkillSync
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-lg border border-line bg-white p-4">
              <Icon aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />
              <span className="text-sm font-medium text-ink">{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-5xl px-4">
        <div className="rounded-lg bg-ink px-6 py-12 text-center text-white">
          <h2 className="text-2xl font-bold sm:text-3xl">Ready to build something that matters?</h2>
          <p className="mt-2 text-slate-300">Join makers across India who learn by solving real problems together.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ClosingAction />
            <Link
              to="/projects"
              className="inline-flex items-center justify-center rounded-lg border border-white/30 px-6 py-3 text-sm font-medium hover:bg-white/10"
            >
              Browse Projects
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
