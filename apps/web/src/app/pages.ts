/**
 * Spec §2's screens as data: which page module each path shows and which catalog namespaces it reads. The
 * router renders from it (AppRoutes.tsx), and the build turns it into the server's preload hints
 * (build/page-preloads.ts), so a page's code and words start downloading with its HTML.
 */
export type PageEntry = {
  path: string;
  /** The page's module under src/features, and the component it exports. */
  module: string;
  component: string;
  namespaces: readonly string[];
  isMemberOnly?: boolean;
};

export const PAGES: readonly PageEntry[] = [
  { path: '/', module: 'landing/pages/LandingPage.tsx', component: 'LandingPage', namespaces: ['landing'] },
  { path: '/login', module: 'auth/pages/LoginPage.tsx', component: 'LoginPage', namespaces: ['auth', 'messages'] },
  {
    path: '/register',
    module: 'auth/pages/RegisterPage.tsx',
    component: 'RegisterPage',
    namespaces: ['auth', 'messages'],
  },
  {
    path: '/forgot-password',
    module: 'auth/pages/ForgotPasswordPage.tsx',
    component: 'ForgotPasswordPage',
    namespaces: ['auth', 'messages'],
  },
  {
    path: '/reset-password/:token',
    module: 'auth/pages/ResetPasswordPage.tsx',
    component: 'ResetPasswordPage',
    namespaces: ['auth', 'messages'],
  },
  // Finishing a sign-in begun at Google or GitHub: a new person's consent, a member's link, the mailed link.
  {
    path: '/auth/provider/sign-up/:token',
    module: 'auth/pages/ProviderSignUpPage.tsx',
    component: 'ProviderSignUpPage',
    namespaces: ['auth', 'messages'],
  },
  {
    path: '/auth/provider/link/:token',
    module: 'auth/pages/ProviderLinkPage.tsx',
    component: 'ProviderLinkPage',
    namespaces: ['auth', 'messages'],
  },
  {
    path: '/auth/provider/confirm/:token',
    module: 'auth/pages/ProviderConfirmPage.tsx',
    component: 'ProviderConfirmPage',
    namespaces: ['auth', 'messages'],
  },
  {
    path: '/verify-email/:token',
    module: 'auth/pages/VerifyEmailPage.tsx',
    component: 'VerifyEmailPage',
    namespaces: ['auth', 'messages'],
  },
  {
    path: '/problems',
    module: 'problems/pages/ProblemsPage.tsx',
    component: 'ProblemsPage',
    namespaces: ['problems', 'messages'],
  },
  {
    path: '/problems/:id',
    module: 'problems/pages/ProblemDetailPage.tsx',
    component: 'ProblemDetailPage',
    namespaces: ['problems', 'teamwork', 'matching', 'follows', 'messages'],
  },
  {
    path: '/projects',
    module: 'projects/pages/ProjectsPage.tsx',
    component: 'ProjectsPage',
    namespaces: ['projects', 'messages'],
  },
  {
    path: '/projects/:id',
    module: 'projects/pages/ProjectDetailPage.tsx',
    component: 'ProjectDetailPage',
    namespaces: ['projects', 'teamwork', 'matching', 'follows', 'messages'],
  },
  {
    path: '/challenges',
    module: 'challenges/pages/ChallengesPage.tsx',
    component: 'ChallengesPage',
    namespaces: ['challenges', 'messages'],
  },
  {
    path: '/challenges/:id',
    module: 'challenges/pages/ChallengeDetailPage.tsx',
    component: 'ChallengeDetailPage',
    namespaces: ['challenges', 'follows', 'messages'],
  },
  // A certificate's public verification page, which its QR code leads to.
  {
    path: '/certificates/:id',
    module: 'challenges/pages/CertificatePage.tsx',
    component: 'CertificatePage',
    namespaces: ['challenges', 'messages'],
  },
  // Own profile (a visitor is sent to sign in) and anyone's; the dashboard's words are for the own-profile panels.
  {
    path: '/profile',
    module: 'profile/pages/ProfilePage.tsx',
    component: 'ProfilePage',
    namespaces: ['profile', 'dashboard', 'teamwork', 'follows', 'messages'],
  },
  {
    path: '/profile/:id',
    module: 'profile/pages/ProfilePage.tsx',
    component: 'ProfilePage',
    namespaces: ['profile', 'dashboard', 'teamwork', 'follows', 'messages'],
  },
  // A member found may be written to: the Message button's words are in `follows`.
  {
    path: '/search',
    module: 'search/pages/SearchPage.tsx',
    component: 'SearchPage',
    namespaces: ['search', 'follows', 'messages'],
  },
  { path: '/terms', module: 'legal/pages/TermsPage.tsx', component: 'TermsPage', namespaces: ['legal'] },
  { path: '/privacy', module: 'legal/pages/PrivacyPage.tsx', component: 'PrivacyPage', namespaces: ['legal'] },
  { path: '/about', module: 'legal/pages/AboutPage.tsx', component: 'AboutPage', namespaces: ['legal'] },
  {
    path: '/contact',
    module: 'legal/pages/ContactPage.tsx',
    component: 'ContactPage',
    namespaces: ['legal', 'messages'],
  },
  // The Grievance Officer, and where a visitor's e-mailed link confirms their complaint (?confirm=).
  {
    path: '/grievance',
    module: 'legal/pages/GrievancePage.tsx',
    component: 'GrievancePage',
    namespaces: ['legal', 'messages'],
  },
  {
    path: '/dashboard',
    module: 'dashboard/pages/DashboardPage.tsx',
    component: 'DashboardPage',
    namespaces: ['dashboard', 'teamwork', 'matching', 'follows', 'messages'],
    isMemberOnly: true,
  },
  // An e-mail's unsubscribe link: open to anyone holding it, signed in or not.
  {
    path: '/unsubscribe',
    module: 'settings/pages/UnsubscribePage.tsx',
    component: 'UnsubscribePage',
    namespaces: ['settings', 'messages'],
  },
  {
    // Public: a suspended or banned member opens it from the decision's e-mail, signed out.
    path: '/appeal/:actionId',
    module: 'reports/pages/AppealPage.tsx',
    component: 'AppealPage',
    namespaces: ['reports', 'messages'],
  },
  {
    path: '/notifications',
    module: 'notifications/pages/NotificationsPage.tsx',
    component: 'NotificationsPage',
    // Achievements are named in the profile's words.
    namespaces: ['notifications', 'profile', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/reports',
    module: 'reports/pages/ReportsPage.tsx',
    component: 'ReportsPage',
    namespaces: ['reports', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/problems/create',
    module: 'problems/pages/ProblemFormPage.tsx',
    component: 'ProblemFormPage',
    namespaces: ['problems', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/problems/:id/edit',
    module: 'problems/pages/ProblemFormPage.tsx',
    component: 'ProblemFormPage',
    namespaces: ['problems', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/projects/create',
    module: 'projects/pages/ProjectFormPage.tsx',
    component: 'ProjectFormPage',
    namespaces: ['projects', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/projects/:id/edit',
    module: 'projects/pages/ProjectFormPage.tsx',
    component: 'ProjectFormPage',
    namespaces: ['projects', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/challenges/create',
    module: 'challenges/pages/HostChallengePage.tsx',
    component: 'HostChallengePage',
    namespaces: ['challenges', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/challenges/:id/edit',
    module: 'challenges/pages/HostChallengePage.tsx',
    component: 'HostChallengePage',
    namespaces: ['challenges', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/profile/edit',
    module: 'profile/pages/EditProfilePage.tsx',
    component: 'EditProfilePage',
    namespaces: ['profile', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/settings',
    module: 'settings/pages/SettingsPage.tsx',
    component: 'SettingsPage',
    namespaces: ['settings', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/moderation',
    module: 'moderation/pages/ModerationPage.tsx',
    component: 'ModerationPage',
    namespaces: ['moderation', 'messages'],
    isMemberOnly: true,
  },
  // Direct messages: the list alone, or beside (on a phone, instead of) the conversation open.
  {
    path: '/messages',
    module: 'messages/pages/MessagesPage.tsx',
    component: 'MessagesPage',
    namespaces: ['conversations', 'teamwork', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/messages/:conversationId',
    module: 'messages/pages/MessagesPage.tsx',
    component: 'MessagesPage',
    namespaces: ['conversations', 'teamwork', 'messages'],
    isMemberOnly: true,
  },
  {
    path: '/collaboration-requests',
    module: 'collaboration-requests/pages/CollaborationRequestsPage.tsx',
    component: 'CollaborationRequestsPage',
    namespaces: ['requests', 'messages'],
    isMemberOnly: true,
  },
];

/** Every path no page claims. */
export const NOT_FOUND_PAGE: PageEntry = {
  path: '*',
  module: 'not-found/pages/NotFoundPage.tsx',
  component: 'NotFoundPage',
  namespaces: ['notFound'],
};

/**
 * The page at a path: a fixed path ('/problems/create') wins over a pattern ('/problems/:id'), as in the
 * router. `:name` matches one path segment.
 */
export function findPage(pathname: string): PageEntry {
  const matches = (entry: PageEntry) => {
    const pattern = entry.path.split('/');
    const segments = pathname.replace(/\/+$/, '').split('/');
    if (entry.path === '/') return pathname === '/';
    return (
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  };
  return PAGES.find((entry) => !entry.path.includes(':') && matches(entry)) ?? PAGES.find(matches) ?? NOT_FOUND_PAGE;
}
