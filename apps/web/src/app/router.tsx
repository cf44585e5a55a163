import { createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

// Every page is loaded on demand (its own chunk), so a visitor downloads only the screens they open.
const notBuilt = () => import('../features/misc/pages/NotBuiltPages.tsx');
const problemForm = async () => ({
  Component: (await import('../features/problems/pages/ProblemFormPage.tsx')).ProblemFormPage,
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // The first page's code arrives on demand: until then the header and footer show, a spinner between them.
        HydrateFallback: FullPageSpinner,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/landing/pages/LandingPage.tsx')).LandingPage }),
          },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/pages/LoginPage.tsx')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('../features/auth/pages/RegisterPage.tsx')).RegisterPage }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/ForgotPasswordPage.tsx')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password/:token',
            lazy: async () => ({
              Component: (await import('../features/auth/pages/ResetPasswordPage.tsx')).ResetPasswordPage,
            }),
          },
          {
            path: 'problems',
            lazy: async () => ({
              Component: (await import('../features/problems/pages/ProblemsPage.tsx')).ProblemsPage,
            }),
          },
          {
            path: 'problems/:id',
            lazy: async () => ({
              Component: (await import('../features/problems/pages/ProblemDetailPage.tsx')).ProblemDetailPage,
            }),
          },
          { path: 'projects', lazy: async () => ({ Component: (await notBuilt()).ProjectsPage }) },
          { path: 'projects/:id', lazy: async () => ({ Component: (await notBuilt()).ProjectDetailPage }) },
          { path: 'challenges', lazy: async () => ({ Component: (await notBuilt()).ChallengesPage }) },
          { path: 'challenges/:id', lazy: async () => ({ Component: (await notBuilt()).ChallengeDetailPage }) },
          { path: 'profile', lazy: async () => ({ Component: (await notBuilt()).ProfilePage }) },
          { path: 'profile/:id', lazy: async () => ({ Component: (await notBuilt()).ProfilePage }) },
          { path: 'search', lazy: async () => ({ Component: (await notBuilt()).SearchPage }) },
          { path: 'terms', lazy: async () => ({ Component: (await notBuilt()).TermsPage }) },
          { path: 'privacy', lazy: async () => ({ Component: (await notBuilt()).PrivacyPage }) },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/pages/DashboardPage.tsx')).DashboardPage,
                }),
              },
              { path: 'problems/create', lazy: problemForm },
              { path: 'problems/:id/edit', lazy: problemForm },
              { path: 'projects/create', lazy: async () => ({ Component: (await notBuilt()).CreateProjectPage }) },
              { path: 'projects/:id/edit', lazy: async () => ({ Component: (await notBuilt()).EditProjectPage }) },
              { path: 'challenges/create', lazy: async () => ({ Component: (await notBuilt()).HostChallengePage }) },
              { path: 'profile/edit', lazy: async () => ({ Component: (await notBuilt()).EditProfilePage }) },
              {
                path: 'collaboration-requests',
                lazy: async () => ({
                  Component: (await import('../features/collaboration-requests/pages/CollaborationRequestsPage.tsx'))
                    .CollaborationRequestsPage,
                }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/misc/pages/NotFoundPage.tsx')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
