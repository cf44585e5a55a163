import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** An honest page for a screen that is routed but not built yet: it says so and offers a way on. */
function NotBuilt({ title, what }: { title: string; what: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <Hammer aria-hidden className="mx-auto h-12 w-12 text-brand-600" />
      <h1 className="mt-4 text-2xl font-semibold text-ink">{title}</h1>
      <p className="mt-2 text-muted">{what} is not built yet. We are working on it — check back soon.</p>
      <Link to="/" className={`${buttonClass('secondary')} mt-6`}>
        Go back home
      </Link>
    </div>
  );
}

export const ProjectsPage = () => <NotBuilt title="Build Rooms" what="The list of team projects" />;
export const ProjectDetailPage = () => <NotBuilt title="Build Room" what="The project page" />;
export const CreateProjectPage = () => <NotBuilt title="Start a New Project" what="Starting a project" />;
export const EditProjectPage = () => <NotBuilt title="Edit Project" what="Editing a project" />;
export const ChallengesPage = () => <NotBuilt title="Skill Challenges" what="The challenges area" />;
export const ChallengeDetailPage = () => <NotBuilt title="Challenge" what="The challenge page" />;
export const HostChallengePage = () => <NotBuilt title="Host a Challenge" what="Hosting a challenge" />;
export const ProfilePage = () => <NotBuilt title="Profile" what="The profile page" />;
export const EditProfilePage = () => <NotBuilt title="Edit Profile" what="Editing your profile" />;
export const SearchPage = () => <NotBuilt title="Search" what="Search" />;
export const TermsPage = () => <NotBuilt title="Terms of Service" what="The terms page" />;
export const PrivacyPage = () => <NotBuilt title="Privacy Policy" what="The privacy page" />;
