import { Link } from 'react-router';
import { publicConfig } from '@/lib/public-config';

/** Thistle's company pages; brand marks drawn here, as lucide no longer ships them. */
const SOCIAL = [
  {
    href: 'https://www.linkedin.com/company/thistle-growth',
    label: 'Thistle on LinkedIn (opens in a new tab)',
    path: 'M4.98 3.5A2.5 2.5 0 1 1 5 8.5a2.5 2.5 0 0 1-.02-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-4V9.75Z',
  },
  {
    href: 'https://www.instagram.com/thistle.growth',
    label: 'Thistle on Instagram (opens in a new tab)',
    path: 'M12 2.2c3.2 0 3.58.01 4.85.07 3.25.15 4.77 1.69 4.92 4.92.06 1.27.07 1.65.07 4.85s-.01 3.58-.07 4.85c-.15 3.23-1.66 4.77-4.92 4.92-1.27.06-1.65.07-4.85.07s-3.58-.01-4.85-.07c-3.26-.15-4.77-1.7-4.92-4.92C2.17 15.58 2.16 15.2 2.16 12s.01-3.58.07-4.85C2.38 3.92 3.9 2.38 7.15 2.23 8.42 2.17 8.8 2.16 12 2.16Zm0 4.66a5.14 5.14 0 1 0 0 10.28 5.14 5.14 0 0 0 0-10.28Zm0 8.47a3.33 3.33 0 1 1 0-6.66 3.33 3.33 0 0 1 0 6.66Zm5.34-9.87a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
  },
];

export function SiteFooter() {
  const { supportEmail, controllerName } = publicConfig();
  return (
    <footer className="border-t border-line bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Thistle</p>
          <p className="mt-2 text-sm text-brand-100">
            Business-growth support for Scottish and UK small businesses.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <p className="mt-2 text-sm">
            <a
              href={`mailto:${supportEmail}`}
              className="break-all text-white underline underline-offset-4"
            >
              {supportEmail}
            </a>
          </p>
          <ul className="mt-4 flex gap-2">
            {SOCIAL.map(({ href, label, path }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    fill="currentColor"
                  >
                    <path d={path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Legal</h2>
          <ul className="mt-2 space-y-2 text-sm">
            <li>
              <Link to="/terms-and-conditions" className="text-white underline underline-offset-4">
                Terms and conditions
              </Link>
            </li>
            <li>
              <Link to="/data-privacy" className="text-white underline underline-offset-4">
                Data privacy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} {controllerName}. Made in Scotland.
      </p>
    </footer>
  );
}
