import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Dialog as DialogPrimitive } from 'radix-ui';
import {
  ArrowLeft,
  Bell,
  Bookmark,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  Search,
  Settings,
  X,
} from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@thistle/shared/constants';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/layouts/logo';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useAuth } from '@/lib/auth/auth-context';
import { useGoBack } from '@/lib/use-go-back';
import { displayName } from '@/lib/user-names';
import { useLiveUpdates } from '../realtime/use-live-updates';

/** Pages where a Back button replaces the search box (docs/product.md#dashboard-shell). */
const BACK_PAGES = ['notifications', 'profile', 'contact', 'terms-and-conditions', 'data-privacy'];

const NAV = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/bookmarks', label: 'Bookmarks', icon: Bookmark },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
  { to: '/onboarding', label: 'Onboarding AI', icon: MessageSquare },
];

/** The feed's search box: it writes `?q=` 600 ms after the last keystroke. */
function HeaderSearch() {
  const [params, setParams] = useSearchParams();
  const [value, setValue] = useState(params.get('q') ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get('q') ?? '') === value.trim()) return;
      const next = new URLSearchParams(params);
      if (value.trim()) next.set('q', value.trim());
      else next.delete('q');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, params, setParams]);
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="relative w-full max-w-md">
      <label htmlFor="feed-search" className="sr-only">
        Search your feed
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <input
        id="feed-search"
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search funding, events and guides"
        className="h-10 w-full rounded-full border border-line bg-canvas pr-3 pl-9 text-sm text-ink placeholder:text-muted"
      />
    </form>
  );
}

function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <ul className="space-y-1">
      {NAV.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
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
  );
}

/** The dashboard shell (docs/product.md#dashboard-shell), with the owner's live updates. */
export function DashboardLayout() {
  const { userData, session } = useAuth();
  const location = useLocation();
  const goBack = useGoBack('/dashboard');
  const [menuOpen, setMenuOpen] = useState(false);
  const notifications = useNotifications();
  useLiveUpdates(session?.user.id ?? null);
  const last = location.pathname.split('/').filter(Boolean).pop() ?? '';
  const showBack = BACK_PAGES.includes(last);
  const showSearch = location.pathname === '/dashboard';
  const name = displayName(userData ?? (session ? { email: session.user.email } : null));
  const unread = notifications.data?.notifications.some((n) => !n.read) ?? false;

  return (
    <div className="min-h-screen bg-canvas">
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white">
        <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-4">
          <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Menu">
                <Menu aria-hidden="true" className="h-5 w-5" />
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
              <DialogPrimitive.Content
                className="fixed inset-y-0 left-0 z-50 w-72 bg-white p-4 shadow-xl"
                aria-describedby={undefined}
              >
                <div className="mb-4 flex items-center justify-between">
                  <DialogPrimitive.Title className="font-semibold text-ink">
                    Menu
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Close
                    className="rounded-md p-1 hover:bg-brand-50"
                    aria-label="Close menu"
                  >
                    <X aria-hidden="true" className="h-5 w-5" />
                  </DialogPrimitive.Close>
                </div>
                <nav aria-label="Dashboard">
                  <NavList onNavigate={() => setMenuOpen(false)} />
                </nav>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <Link to="/dashboard" aria-label="Thistle dashboard">
            <Logo compact={showSearch} />
          </Link>
          <div className="flex min-w-0 flex-1 justify-center">
            {showBack ? (
              <Button variant="ghost" size="sm" onClick={goBack}>
                <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
              </Button>
            ) : showSearch ? (
              <HeaderSearch />
            ) : null}
          </div>
          <Link
            to="/dashboard/notifications"
            aria-label={unread ? 'Notifications (unread)' : 'Notifications'}
            className="relative rounded-full p-2 hover:bg-brand-50"
          >
            <Bell aria-hidden="true" className="h-5 w-5 text-brand-800" />
            {unread ? (
              <span
                data-testid="unread-dot"
                className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-danger"
              />
            ) : null}
          </Link>
          <Link
            to="/dashboard/profile"
            className="flex items-center gap-2 rounded-full px-1 py-1 hover:bg-brand-50"
          >
            <Avatar name={name} className="h-8 w-8" />
            <span className="sr-only text-sm font-medium sm:not-sr-only">
              {name || 'Your profile'}
            </span>
          </Link>
        </div>
      </header>
      <div className="flex pt-16">
        <nav
          aria-label="Dashboard"
          className="fixed top-16 bottom-0 hidden w-60 border-r border-line bg-white p-4 md:block"
        >
          <NavList />
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:ml-60 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
