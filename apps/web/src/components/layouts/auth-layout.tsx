import { Link, Outlet } from 'react-router';
import { Logo } from './logo';

/** Login, register and password pages: the form, and a side panel about the agent. */
export function AuthLayout() {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main id="main" className="flex flex-col px-6 py-8 sm:px-12">
        <Link to="/" aria-label="Thistle home" className="self-start">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <Outlet />
        </div>
      </main>
      <aside
        aria-label="About Thistle"
        className="hidden bg-brand-800 p-12 text-brand-50 lg:flex lg:flex-col lg:justify-center"
      >
        <h2 className="text-3xl font-bold text-white">
          An AI agent that reads so you don't have to
        </h2>
        <p className="mt-4 max-w-md text-lg">
          Thistle watches over 700 funders, enterprise agencies, councils and universities, tags
          what they publish, and sends you a personalised report every Monday.
        </p>
      </aside>
    </div>
  );
}
