import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { RedirectIfSignedIn, RequireAuth } from '@/features/auth/route-guards';
import LandingPage from '@/features/landing/landing-page';

/** Code-split pages: the landing bundle carries none of the dashboard's code. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});
const lazyLayout = (load: () => Promise<React.ComponentType>) => async () => ({
  Component: await load(),
});

/** The spec's route table (section 2). Unknown paths go to /. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/',
        element: (
          <RedirectIfSignedIn>
            <LandingPage />
          </RedirectIfSignedIn>
        ),
      },
    ],
  },
  {
    lazy: lazyLayout(() => import('@/components/layouts/auth-layout').then((m) => m.AuthLayout)),
    children: [
      {
        path: '/login',
        lazy: async () => {
          const { default: Page } = await import('@/features/auth/login-page');
          return {
            element: (
              <RedirectIfSignedIn>
                <Page />
              </RedirectIfSignedIn>
            ),
          };
        },
      },
      {
        path: '/register',
        lazy: async () => {
          const { default: Page } = await import('@/features/auth/register-page');
          return {
            element: (
              <RedirectIfSignedIn>
                <Page />
              </RedirectIfSignedIn>
            ),
          };
        },
      },
      {
        path: '/forgot-password',
        lazy: lazyPage(() => import('@/features/auth/forgot-password-page')),
      },
      {
        path: '/reset-password',
        lazy: lazyPage(() => import('@/features/auth/reset-password-page')),
      },
      { path: '/verify-email', lazy: lazyPage(() => import('@/features/auth/verify-email-page')) },
    ],
  },
  {
    path: '/onboarding',
    element: <RequireAuthOutlet />,
    children: [
      { index: true, lazy: lazyPage(() => import('@/features/onboarding/onboarding-chat-page')) },
      { path: ':step', lazy: lazyPage(() => import('@/features/onboarding/onboarding-step-page')) },
    ],
  },
  {
    path: '/dashboard',
    lazy: async () => {
      const { DashboardLayout } = await import('@/components/layouts/dashboard-layout');
      return {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
      };
    },
    children: [
      { index: true, lazy: lazyPage(() => import('@/features/feed/feed-page')) },
      { path: 'bookmarks', lazy: lazyPage(() => import('@/features/bookmarks/bookmarks-page')) },
      { path: 'reports', lazy: lazyPage(() => import('@/features/reports/reports-page')) },
      { path: 'feedback', lazy: lazyPage(() => import('@/features/dashboard/feedback-page')) },
      { path: 'plan', lazy: lazyPage(() => import('@/features/dashboard/plan-page')) },
      { path: 'settings', lazy: lazyPage(() => import('@/features/settings/settings-page')) },
      { path: 'terms-and-conditions', lazy: lazyPage(() => import('@/features/legal/terms-page')) },
      { path: 'data-privacy', lazy: lazyPage(() => import('@/features/legal/privacy-page')) },
      { path: 'profile', lazy: lazyPage(() => import('@/features/profile/profile-page')) },
      {
        path: 'notifications',
        lazy: lazyPage(() => import('@/features/notifications/notifications-page')),
      },
      { path: 'contact', lazy: lazyPage(() => import('@/features/contact/contact-page')) },
    ],
  },
  {
    lazy: lazyLayout(() =>
      import('@/components/layouts/back-header-layout').then((m) => m.BackHeaderLayout),
    ),
    children: [
      {
        path: '/terms-and-conditions',
        lazy: lazyPage(() => import('@/features/legal/terms-page')),
      },
      { path: '/data-privacy', lazy: lazyPage(() => import('@/features/legal/privacy-page')) },
    ],
  },
  { path: '/profile', element: <Navigate to="/dashboard/profile" replace /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

import { Outlet } from 'react-router';
function RequireAuthOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

export const createRouter = () => createBrowserRouter(routes);
