import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { useIsSignedIn } from '../features/auth/session';
import { COMING_SOON } from '../features/coming-soon/features';
import { ErrorScreen } from '../features/errors/ErrorScreen';
import { ONBOARDING_PATH, PENDING_PATH, type GuardName } from './guards/guards';
import { RouteGuard } from './guards/RouteGuard';
import { careerGpsRoutes } from './careerGpsRoutes';
import { jobRoutes } from './jobRoutes';
import { LoginPage } from './serverRendered';
import { AuthLayout } from './layouts/AuthLayout';
import { ShellLayout } from './layouts/ShellLayout';
import { WizardSkeleton } from '../features/onboarding/WizardSkeleton';
import { PageLoading, RootLayout } from './RootLayout';

// One chunk per route: the landing route loads only what the landing page needs.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const VerifyOtpPage = lazy(() => import('../features/auth/VerifyOtpPage'));
const LinkedinCallbackPage = lazy(() => import('../features/auth/LinkedinCallbackPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const OnboardingPage = lazy(() => import('../features/onboarding/OnboardingPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const OwnProfileRedirect = lazy(() =>
  import('../features/profile/ProfilePage').then((m) => ({ default: m.OwnProfileRedirect })),
);
const FeedbackPage = lazy(() => import('../features/feedback/FeedbackPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const NotificationSettingsPage = lazy(() => import('../features/notifications/NotificationSettingsPage'));
const OrganizationPage = lazy(() => import('../features/groups/OrganizationPage'));
const GroupDetailPage = lazy(() => import('../features/groups/GroupDetailPage'));
const InvitationPage = lazy(() => import('../features/groups/InvitationPage'));
const ConnectPage = lazy(() => import('../features/groups/ConnectPage'));
const PendingPage = lazy(() => import('../features/groups/PendingPage'));
const AdminMembersPage = lazy(() => import('../features/groups/AdminMembersPage'));
const AdminJobsPage = lazy(() => import('../features/jobs/admin/AdminJobsPage'));
const ClassroomCallbackPage = lazy(() => import('../features/groups/ClassroomCallbackPage'));
const GroupListPage = lazy(() => import('../features/groups/GroupListPage'));
const AdminDashboardPage = lazy(() => import('../features/admin/AdminDashboardPage'));
const AdminTodosPage = lazy(() => import('../features/admin/AdminTodosPage'));
const AdminResourcesPage = lazy(() => import('../features/admin/AdminResourcesPage'));
const AdminAuditLogPage = lazy(() => import('../features/admin/AdminAuditLogPage'));
const AdminUseCasesPage = lazy(() => import('../features/admin/AdminUseCasesPage'));
const AdminAiToolsPage = lazy(() => import('../features/admin/AdminAiToolsPage'));
const AdminPlansPage = lazy(() => import('../features/payments/admin/AdminPlansPage'));
const AdminSettingsPage = lazy(() => import('../features/admin/settings/AdminSettingsPage'));
const ComingSoonPage = lazy(() => import('../features/coming-soon/ComingSoonPage'));
const ResourceHubPage = lazy(() => import('../features/content/ResourceHubPage'));
const CareerTipsPage = lazy(() => import('../features/content/CareerTipsPage'));
const PromptLibraryPage = lazy(() => import('../features/content/PromptLibraryPage'));
const ResourceDetailPage = lazy(() => import('../features/content/ResourceDetailPage'));
const PostsPage = lazy(() => import('../features/content/PostsPage'));
const PostDetailPage = lazy(() => import('../features/content/PostDetailPage'));
const FavoritesPage = lazy(() => import('../features/engagement/FavoritesPage'));
const MyItemsPage = lazy(() => import('../features/engagement/MyItemsPage'));
const UnsubscribePage = lazy(() => import('../features/notifications/UnsubscribePage'));
const UseCasesPage = lazy(() => import('../features/catalog/UseCasesPage'));
const UseCaseDetailPage = lazy(() => import('../features/catalog/UseCaseDetailPage'));
const AiToolsPage = lazy(() => import('../features/catalog/AiToolsPage'));
const AiToolDetailPage = lazy(() => import('../features/catalog/AiToolDetailPage'));
const NewsletterUnsubscribePage = lazy(() => import('../features/newsletters/NewsletterUnsubscribePage'));
const PricingPage = lazy(() => import('../features/payments/PricingPage'));
const MembershipPage = lazy(() => import('../features/payments/MembershipPage'));
const ManualPaymentPage = lazy(() => import('../features/payments/ManualPaymentPage'));
const PaymentReviewPage = lazy(() => import('../features/payments/PaymentReviewPage'));
const PaymentResultPage = lazy(() => import('../features/payments/PaymentResultPage'));
const CardVerifyPage = lazy(() => import('../features/payments/CardVerifyPage'));
const AssistantPage = lazy(() => import('../features/assistant/AssistantPage'));
const CircleLeadersPage = lazy(() => import('../features/leaders/CircleLeadersPage'));
const InfluentialPeoplePage = lazy(() =>
  import('../features/leaders/InfluencersPage').then((m) => ({ default: m.InfluentialPeoplePage })),
);
const InfluentialOrgsPage = lazy(() =>
  import('../features/leaders/InfluencersPage').then((m) => ({ default: m.InfluentialOrgsPage })),
);
const CertificationPage = lazy(() => import('../features/leaders/CertificationPage'));
const CertificationReviewPage = lazy(() => import('../features/leaders/CertificationReviewPage'));

/** "/" is the landing page for anonymous visitors and the member home for everyone signed in. */
function HomeRoute() {
  const signedIn = useIsSignedIn();
  return (
    <Suspense fallback={<PageLoading />}>
      {signedIn ? (
        <RouteGuard chain="member">
          <HomePage />
        </RouteGuard>
      ) : (
        <LandingPage />
      )}
    </Suspense>
  );
}

/** The wizard's own placeholder while its code loads (right after a verified sign-up code). */
const OnboardingLoading = () => (
  <div className="flex w-full flex-1 flex-col px-4 py-8 sm:px-6 lg:py-12">
    <WizardSkeleton />
  </div>
);

const page = (chain: GuardName, element: ReactNode) => (
  <RouteGuard chain={chain}>
    <Suspense fallback={<PageLoading />}>{element}</Suspense>
  </RouteGuard>
);

/**
 * Pages anyone may read (the Job Board, a job shared by link): signed-in users still pass the member
 * guards (onboarding, pending organization), visitors read them as they are.
 */
function PublicOrMember({ children }: { children: ReactNode }) {
  const signedIn = useIsSignedIn();
  const content = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  return signedIn ? <RouteGuard chain="member">{content}</RouteGuard> : content;
}

/**
 * Community content (issue 18): the hub, prompts, career tips and posts for members; a resource or a
 * post shared by link opens for visitors too (a locked premium resource asks them to sign in).
 */
function contentRoutes(): RouteObject[] {
  return [
    { path: '/resourcehub', element: page('member', <ResourceHubPage />) },
    { path: '/resourcehub/career-tips', element: page('member', <CareerTipsPage />) },
    { path: '/resourcehub/career-tips/:slug', element: page('member', <ResourceDetailPage careerTip />) },
    { path: '/prompt-library', element: page('member', <PromptLibraryPage />) },
    { path: '/posts', element: page('member', <PostsPage />) },
    {
      path: '/resource/:slug',
      element: (
        <PublicOrMember>
          <ResourceDetailPage />
        </PublicOrMember>
      ),
    },
    // AI use cases and AI tools (issue 19): public lists and pages; submitting asks to sign in.
    ...(
      [
        ['/usecases', <UseCasesPage />],
        ['/usecase/:slug/*', <UseCaseDetailPage />],
        ['/ai-tools', <AiToolsPage />],
        ['/ai-tool/:slug/*', <AiToolDetailPage />],
      ] as const
    ).map(([path, element]) => ({ path, element: <PublicOrMember>{element}</PublicOrMember> })),
    {
      path: '/post/:slug',
      element: (
        <PublicOrMember>
          <PostDetailPage />
        </PublicOrMember>
      ),
    },
  ];
}

/** Groups (issue 6): organization, circle and event pages with their tabs, invitations, /connect, /pending. */
function groupRoutes(): RouteObject[] {
  return [
    { path: '/org/:slug/:tab?', element: page('member', <OrganizationPage />) },
    { path: '/circle/:slug/:tab?', element: page('member', <GroupDetailPage kind="circle" />) },
    { path: '/event/:slug/:tab?', element: page('member', <GroupDetailPage kind="event" />) },
    { path: '/invitation/:invitationId', element: page('member', <InvitationPage />) },
    { path: '/connect', element: page('member', <ConnectPage />) },
    { path: '/circles', element: page('member', <GroupListPage kind="circles" />) },
    { path: '/events', element: page('member', <GroupListPage kind="events" />) },
    { path: PENDING_PATH, element: page('pending', <PendingPage />) },
    { path: '/admin-dashboard', element: page('admin', <AdminDashboardPage />) },
    { path: '/admin-dashboard/todos', element: page('admin', <AdminTodosPage />) },
    { path: '/admin-dashboard/resources', element: page('admin', <AdminResourcesPage />) },
    { path: '/admin-dashboard/usecases', element: page('admin', <AdminUseCasesPage />) },
    { path: '/admin-dashboard/ai-tools', element: page('admin', <AdminAiToolsPage />) },
    { path: '/admin-dashboard/audit-log', element: page('admin', <AdminAuditLogPage />) },
    { path: '/admin-dashboard/plans', element: page('admin', <AdminPlansPage />) },
    { path: '/admin-dashboard/settings', element: page('staff', <AdminSettingsPage />) },
    { path: '/admin-dashboard/members', element: page('admin', <AdminMembersPage />) },
    { path: '/admin-dashboard/jobs', element: page('admin', <AdminJobsPage />) },
    { path: '/classroom/callback', element: page('member', <ClassroomCallbackPage />) },
    { path: '/ask-anything', element: page('member', <AssistantPage />) },
  ];
}

/** Circle leaders and influencer directories, leadership certification (issue 23 items 3-4). */
function leaderRoutes(): RouteObject[] {
  return [
    { path: '/circle-leaders', element: page('member', <CircleLeadersPage />) },
    { path: '/influencers', element: page('member', <InfluentialPeoplePage />) },
    { path: '/influential-orgs', element: page('member', <InfluentialOrgsPage />) },
    { path: '/leader-certification', element: page('member', <CertificationPage />) },
    { path: '/leader-certification/review', element: page('member', <CertificationReviewPage />) },
  ];
}

/** Payments and membership (issue 20). */
function paymentRoutes(): RouteObject[] {
  return [
    { path: '/pricing', element: page('member', <PricingPage />) },
    { path: '/membership', element: page('member', <MembershipPage />) },
    { path: '/payment/manual/:id', element: page('member', <ManualPaymentPage />) },
    { path: '/payments/review', element: page('member', <PaymentReviewPage />) },
    { path: '/payment/success', element: page('member', <PaymentResultPage outcome="success" />) },
    { path: '/payment/cancel', element: page('member', <PaymentResultPage outcome="cancel" />) },
    // What a membership card's QR code opens: for anyone, signed in or not.
    {
      path: '/membership-card/verify/:token',
      element: (
        <PublicOrMember>
          <CardVerifyPage />
        </PublicOrMember>
      ),
    },
    { path: '/favorites/:section?', element: page('member', <FavoritesPage />) },
    { path: '/my/:section?', element: page('member', <MyItemsPage />) },
  ];
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          {
            path: '/login',
            element: (
              <RouteGuard chain="guest">
                <LoginPage />
              </RouteGuard>
            ),
          },
          {
            path: '/signup',
            element: (
              <RouteGuard chain="guest">
                <SignupPage />
              </RouteGuard>
            ),
          },
          {
            path: '/verify-otp',
            element: (
              <RouteGuard chain="verifyOtp">
                <VerifyOtpPage />
              </RouteGuard>
            ),
          },
          // LinkedIn returns here with ?code&state; anyone may arrive (also a trial user signing in).
          { path: '/linkedin', element: <LinkedinCallbackPage /> },
          // Links from emails: anyone may open them, signed in or not (the token decides).
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/reset-password/:token', element: <ResetPasswordPage /> },
          { path: '/verify-email', element: <VerifyEmailPage /> },
          { path: '/verify-email/:token', element: <VerifyEmailPage /> },
          {
            path: ONBOARDING_PATH,
            element: (
              <RouteGuard chain="onboarding">
                <Suspense fallback={<OnboardingLoading />}>
                  <OnboardingPage />
                </Suspense>
              </RouteGuard>
            ),
          },
        ],
      },
      {
        element: <ShellLayout />,
        children: [
          { index: true, element: <HomeRoute /> },
          {
            path: '/profile',
            element: (
              <RouteGuard chain="member">
                <OwnProfileRedirect />
              </RouteGuard>
            ),
          },
          {
            path: '/profile/:slug',
            element: (
              <RouteGuard chain="member">
                <ProfilePage />
              </RouteGuard>
            ),
          },
          {
            path: '/feedback',
            element: (
              <RouteGuard chain="member">
                <Suspense fallback={<PageLoading />}>
                  <FeedbackPage />
                </Suspense>
              </RouteGuard>
            ),
          },
          {
            path: '/change-password',
            element: (
              <RouteGuard chain="account">
                <Suspense fallback={<PageLoading />}>
                  <ChangePasswordPage />
                </Suspense>
              </RouteGuard>
            ),
          },
          {
            path: '/notification',
            element: (
              <RouteGuard chain="member">
                <Suspense fallback={<PageLoading />}>
                  <NotificationsPage />
                </Suspense>
              </RouteGuard>
            ),
          },
          { path: '/terms-and-conditions', element: <TermsPage /> },
          {
            path: '/notification/settings',
            element: (
              <RouteGuard chain="member">
                <Suspense fallback={<PageLoading />}>
                  <NotificationSettingsPage />
                </Suspense>
              </RouteGuard>
            ),
          },
          // The link at the foot of notification emails: works signed in or not.
          {
            path: '/notification/unsubscribe',
            element: (
              <Suspense fallback={<PageLoading />}>
                <UnsubscribePage />
              </Suspense>
            ),
          },
          // The link at the foot of newsletters: works signed in or not.
          {
            path: '/newsletter/unsubscribe',
            element: (
              <Suspense fallback={<PageLoading />}>
                <NewsletterUnsubscribePage />
              </Suspense>
            ),
          },
          ...groupRoutes(),
          ...jobRoutes((element) => <PublicOrMember>{element}</PublicOrMember>),
          ...contentRoutes(),
          ...paymentRoutes(),
          ...careerGpsRoutes(),
          ...leaderRoutes(),
          // Linked capabilities not built yet: each on its own address, never the 404 page.
          ...COMING_SOON.map((feature) => ({
            path: feature.path,
            element: page(feature.guard, <ComingSoonPage key={feature.path} feature={feature} />),
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
