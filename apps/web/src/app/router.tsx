import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RedirectIfSignedIn, RequireAuth } from './route-guards';
import LandingPage from '@/features/landing/landing-page';

/*
 * Declarative routing (useRoutes), not the data router: createBrowserRouter pulls about 17 KB
 * gzipped of loader/action machinery into the bundle `/` loads, and the app uses none of it
 * (docs/decisions/0007-bundle-budget.md). Every page but the landing page is
 * code-split with React.lazy.
 */

/** A code-split element; the spinner shows while its chunk loads. */
function page(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  page(() => load().then((m) => ({ default: m[name] })));

const AppShell = lazy(() => import('./app-shell').then((m) => ({ default: m.AppShell })));

/**
 * Every route but the landing page, inside the lazy app shell (TanStack Query + toasts), so
 * `/` loads none of it.
 */
const appRoutes: RouteObject[] = [
  {
    element: named(() => import('@/components/layouts/auth-layout'), 'AuthLayout'),
    children: [
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            {page(() => import('@/features/auth/login-page'))}
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/register',
        element: (
          <RedirectIfSignedIn>
            {page(() => import('@/features/auth/register-page'))}
          </RedirectIfSignedIn>
        ),
      },
      {
        path: '/forgot-password',
        element: page(() => import('@/features/auth/forgot-password-page')),
      },
      {
        path: '/reset-password',
        element: page(() => import('@/features/auth/reset-password-page')),
      },
      { path: '/verify-email', element: page(() => import('@/features/auth/verify-email-page')) },
    ],
  },
  {
    path: '/onboarding',
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [
      { index: true, element: page(() => import('@/features/onboarding/onboarding-chat-page')) },
      { path: ':step', element: page(() => import('@/features/onboarding/onboarding-step-page')) },
    ],
  },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        {named(() => import('./layouts/dashboard-layout'), 'DashboardLayout')}
      </RequireAuth>
    ),
    children: [
      { index: true, element: page(() => import('@/features/feed/feed-page')) },
      { path: 'bookmarks', element: page(() => import('@/features/bookmarks/bookmarks-page')) },
      { path: 'reports', element: page(() => import('@/features/reports/reports-page')) },
      { path: 'reports/:id', element: page(() => import('@/features/reports/report-page')) },
      { path: 'feedback', element: page(() => import('@/features/dashboard/feedback-page')) },
      { path: 'plan', element: page(() => import('@/features/dashboard/plan-page')) },
      { path: 'settings', element: page(() => import('@/features/settings/settings-page')) },
      { path: 'terms-and-conditions', element: page(() => import('@/features/legal/terms-page')) },
      { path: 'data-privacy', element: page(() => import('@/features/legal/privacy-page')) },
      { path: 'profile', element: page(() => import('@/features/profile/profile-page')) },
      {
        path: 'notifications',
        element: page(() => import('@/features/notifications/notifications-page')),
      },
      { path: 'contact', element: page(() => import('@/features/contact/contact-page')) },
    ],
  },
  {
    element: named(() => import('@/components/layouts/back-header-layout'), 'BackHeaderLayout'),
    children: [
      { path: '/terms-and-conditions', element: page(() => import('@/features/legal/terms-page')) },
      { path: '/data-privacy', element: page(() => import('@/features/legal/privacy-page')) },
    ],
  },
];

/** The route table (docs/product.md#routes). Unknown paths go to /. */
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
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AppShell />
      </Suspense>
    ),
    children: appRoutes,
  },
  { path: '/profile', element: <Navigate to="/dashboard/profile" replace /> },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** Renders the route table; mount inside <BrowserRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
