import { Outlet } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useGoBack } from '@/lib/use-go-back';
import { Logo } from './logo';

/** The public legal pages: a header with Back (history back) and the logo. */
export function BackHeaderLayout() {
  const goBack = useGoBack('/');
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-40 border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-4 px-4">
          <Button variant="ghost" size="sm" onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
          </Button>
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-10">
        <Outlet />
      </main>
    </div>
  );
}
