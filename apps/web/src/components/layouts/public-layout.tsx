import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';

/**
 * Fixed header and footer for the landing page: the logo goes to / or, on /, scrolls to the top.
 */
export function PublicLayout() {
  const location = useLocation();
  const onLogoClick = (event: React.MouseEvent) => {
    if (location.pathname === '/') {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link to="/" onClick={onLogoClick} aria-label="Thistle home" className="rounded-lg">
            <Logo />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-4 text-sm font-medium">
            <Link to="/login" className="text-brand-800 hover:underline">
              Login
            </Link>
            <Link
              to="/register"
              className="rounded-lg bg-brand-700 px-3 py-2 text-white hover:bg-brand-800"
            >
              Register
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="pt-16">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
