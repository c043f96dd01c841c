import { publicConfig } from '@/lib/public-config';
import { Countdown } from './components/countdown';
import { Features } from './components/features';
import { HeroIllustration } from './components/hero-illustration';
import { HowItWorks } from './components/how-it-works';
import { WaitlistForm } from './components/waitlist-form';

/**
 * The pre-launch landing page (docs/product.md#landing-page). Kept free of TanStack Query, Radix and
 * tailwind-merge: everything imported here counts against the 100 KB budget for `/`.
 */
export default function LandingPage({
  now,
  countdownPlaceholder,
}: {
  now?: () => number;
  countdownPlaceholder?: boolean;
}) {
  const { launchDate } = publicConfig();
  return (
    <>
      <section aria-labelledby="hero-title" className="overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_auto] lg:py-20">
          <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
            <p className="rounded-full bg-leaf-50 px-3 py-1 text-sm font-semibold text-leaf-700">
              For Scottish and UK small businesses
            </p>
            <h1
              id="hero-title"
              className="mt-4 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-6xl"
            >
              Thistle
            </h1>
            <p className="mt-3 text-xl font-semibold text-brand-700 sm:text-2xl">
              The funding, events and advice your business is eligible for, in five minutes a week.
            </p>
            <p className="mt-4 max-w-2xl text-lg text-muted">
              Grants, loans, workshops and expert help are out there, spread across hundreds of
              funders, enterprise agencies and councils. Thistle&apos;s AI agent reads them all,
              learns what your business needs, and sends you a short, personal list every Monday.
            </p>
            <Countdown launchDate={launchDate} now={now} placeholder={countdownPlaceholder} />
            <WaitlistForm />
          </div>
          <HeroIllustration className="mx-auto hidden h-auto w-72 lg:block xl:w-80" />
        </div>
      </section>
      <Features />
      <HowItWorks />
    </>
  );
}
