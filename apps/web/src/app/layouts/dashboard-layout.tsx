import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import {
  ArrowLeft,
  Bell,
  Bookmark,
  LayoutDashboard,
  LogOut,
  MessageSquare,
  Settings,
} from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-context';
import { Button } from '@/components/ui/button';
import { useGoBack } from '@/lib/use-go-back';
import { Logo } from '@/components/layouts/logo';
import { displayName } from '@/lib/user-names';

/** Pages where a Back button replaces the search box (docs/product.md#dashboard-shell). */
const BACK_PAGES = ['notifications', 'profile', 'contact', 'terms-and-conditions', 'data-privacy'];

export function DashboardLayout() {
  const { userData, session, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack('/dashboard');
  const last = location.pathname.split('/').filter(Boolean).pop() ?? '';
  const showBack = BACK_PAGES.includes(last);
  const showSearch = location.pathname === '/dashboard';
  const name = displayName(userData ?? (session ? { email: session.user.email } : null));

  const navItems = [
    { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
    { to: '/dashboard/bookmarks', label: 'Bookmarks', icon: Bookmark },
    { to: '/dashboard/settings', label: 'Settings', icon: Settings },
    { to: '/onboarding', label: 'Onboarding AI', icon: MessageSquare },
  ];

  return (
    <div className="min-h-screen">
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white">
        <div className="flex h-16 items-center gap-4 px-4">
          <Link to="/dashboard" aria-label="Thistle dashboard">
            <Logo />
          </Link>
          <div className="flex flex-1 justify-center">
            {showBack ? (
              <Button variant="ghost" size="sm" onClick={goBack}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
              </Button>
            ) : showSearch ? (
              <div id="dashboard-search-slot" className="w-full max-w-md" />
            ) : null}
          </div>
          <Link
            to="/dashboard/notifications"
            aria-label="Notifications"
            className="relative rounded-full p-2 hover:bg-brand-50"
          >
            <Bell aria-hidden="true" className="h-5 w-5 text-brand-800" />
          </Link>
          <Link
            to="/dashboard/profile"
            className="flex items-center gap-2 rounded-full px-2 py-1 hover:bg-brand-50"
          >
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
            >
              {(name[0] ?? '?').toUpperCase()}
            </span>
            <span className="hidden text-sm font-medium sm:inline">{name}</span>
          </Link>
        </div>
      </header>
      <div className="flex pt-16">
        <nav
          aria-label="Dashboard"
          className="fixed top-16 bottom-0 hidden w-60 border-r border-line bg-white p-4 md:block"
        >
          <ul className="space-y-1">
            {navItems.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-100 text-brand-900' : 'text-ink hover:bg-brand-50'}`
                  }
                >
                  <Icon aria-hidden="true" className="h-4 w-4" /> {label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => void signOut().then(() => navigate('/'))}
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50"
              >
                <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
              </button>
            </li>
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:ml-60 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
