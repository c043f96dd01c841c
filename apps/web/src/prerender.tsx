import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { PublicConfig } from '@thistle/shared/contracts/public-config';
import { PublicLayout } from '@/components/layouts/public-layout';
import LandingPage from '@/features/landing/landing-page';
import { setPublicConfig } from '@/lib/public-config';

/**
 * Placeholders the server swaps for its configuration (HTML-escaped) when it serves the
 * prerendered landing page (apps/server/src/http/spa.ts).
 */
export const PRERENDER_TOKENS: PublicConfig = {
  supportEmail: '%%THISTLE_SUPPORT_EMAIL%%',
  launchDate: '2000-01-01T00:00',
  controllerName: '%%THISTLE_CONTROLLER_NAME%%',
  controllerAddress: '%%THISTLE_CONTROLLER_ADDRESS%%',
};

/**
 * The landing page as static HTML, for the first paint before the JavaScript runs; the client
 * then renders over it (createRoot, not hydration: the joined flag and the clock live only in
 * the browser). Two variants: with the countdown boxes (before launch) and without.
 */
export function renderLanding(withCountdown: boolean): string {
  setPublicConfig(PRERENDER_TOKENS);
  return renderToString(
    <StaticRouter location="/">
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<LandingPage countdownPlaceholder={withCountdown} />} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
}
