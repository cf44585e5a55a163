import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';

/**
 * A page loaded on demand: its code and the catalog namespaces it reads, fetched together, so a visitor
 * downloads only the screens they open and the words on them. Declarative routes with React.lazy rather than
 * the data router: the data router's code alone is 20 KiB gzip more, and the landing page must stay within
 * its JavaScript budget.
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: readonly string[],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: module[name] };
  });
}

const notBuilt = () => import('../features/misc/pages/NotBuiltPages.tsx');

const LandingPage = page(() => import('../features/landing/pages/LandingPage.tsx'), 'LandingPage', ['landing']);
const LoginPage = page(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage', ['auth']);
const RegisterPage = page(() => import('../features/auth/pages/RegisterPage.tsx'), 'RegisterPage', ['auth']);
const ForgotPasswordPage = page(() => import('../features/auth/pages/ForgotPasswordPage.tsx'), 'ForgotPasswordPage', [
  'auth',
]);
const ResetPasswordPage = page(() => import('../features/auth/pages/ResetPasswordPage.tsx'), 'ResetPasswordPage', [
  'auth',
]);
const ProblemsPage = page(() => import('../features/problems/pages/ProblemsPage.tsx'), 'ProblemsPage', ['problems']);
const ProblemDetailPage = page(() => import('../features/problems/pages/ProblemDetailPage.tsx'), 'ProblemDetailPage', [
  'problems',
]);
const ProblemFormPage = page(() => import('../features/problems/pages/ProblemFormPage.tsx'), 'ProblemFormPage', [
  'problems',
]);
const DashboardPage = page(() => import('../features/dashboard/pages/DashboardPage.tsx'), 'DashboardPage', [
  'dashboard',
]);
const CollaborationRequestsPage = page(
  () => import('../features/collaboration-requests/pages/CollaborationRequestsPage.tsx'),
  'CollaborationRequestsPage',
  ['requests'],
);
const NotFoundPage = page(() => import('../features/misc/pages/NotFoundPage.tsx'), 'NotFoundPage', ['misc']);
const ProjectsPage = page(notBuilt, 'ProjectsPage', ['misc']);
const ProjectDetailPage = page(notBuilt, 'ProjectDetailPage', ['misc']);
const CreateProjectPage = page(notBuilt, 'CreateProjectPage', ['misc']);
const EditProjectPage = page(notBuilt, 'EditProjectPage', ['misc']);
const ChallengesPage = page(notBuilt, 'ChallengesPage', ['misc']);
const ChallengeDetailPage = page(notBuilt, 'ChallengeDetailPage', ['misc']);
const HostChallengePage = page(notBuilt, 'HostChallengePage', ['misc']);
const ProfilePage = page(notBuilt, 'ProfilePage', ['misc']);
const EditProfilePage = page(notBuilt, 'EditProfilePage', ['misc']);
const SearchPage = page(notBuilt, 'SearchPage', ['misc']);
const TermsPage = page(notBuilt, 'TermsPage', ['misc']);
const PrivacyPage = page(notBuilt, 'PrivacyPage', ['misc']);

/** Spec §2's screens. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="problems" element={<ProblemsPage />} />
        <Route path="problems/:id" element={<ProblemDetailPage />} />
        <Route path="projects" element={<ProjectsPage />} />
        <Route path="projects/:id" element={<ProjectDetailPage />} />
        <Route path="challenges" element={<ChallengesPage />} />
        <Route path="challenges/:id" element={<ChallengeDetailPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/:id" element={<ProfilePage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route element={<RequireAuth />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="problems/create" element={<ProblemFormPage />} />
          <Route path="problems/:id/edit" element={<ProblemFormPage />} />
          <Route path="projects/create" element={<CreateProjectPage />} />
          <Route path="projects/:id/edit" element={<EditProjectPage />} />
          <Route path="challenges/create" element={<HostChallengePage />} />
          <Route path="profile/edit" element={<EditProfilePage />} />
          <Route path="collaboration-requests" element={<CollaborationRequestsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
