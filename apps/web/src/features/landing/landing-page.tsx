import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export default function LandingPage() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-5xl px-4 py-20 text-center">
      <h1
        id="hero-title"
        className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-6xl"
      >
        Thistle
      </h1>
      <p className="mt-4 text-xl text-brand-700">Your business-growth assistant</p>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">
        Thistle reads what hundreds of Scottish and UK funders, agencies and councils publish and
        shows you the money, events and advice your business is eligible for.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild>
          <Link to="/register">Get started</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/login">Login</Link>
        </Button>
      </div>
    </section>
  );
}
