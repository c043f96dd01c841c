import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { apiRequest } from '@/lib/api-client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** One request per token, even when React runs an effect twice (the link works once). */
const verifications = new Map<string, Promise<{ message: string }>>();
function verifyOnce(token: string) {
  let pending = verifications.get(token);
  if (!pending) {
    pending = apiRequest<{ message: string }>('/api/auth/verify', {
      method: 'POST',
      body: { token },
      auth: false,
    });
    verifications.set(token, pending);
  }
  return pending;
}

/**
 * docs/product.md#verify-email. Without a token it tells the user a link was sent; Resend Email only
 * shows a message and makes no call. The mailed link lands here with ?token=…, which this
 * page spends once and reports.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <VerifyToken token={token} />;
  return <WaitingForVerification />;
}

function WaitingForVerification() {
  const [resent, setResent] = useState(false);
  return (
    <section aria-labelledby="page-title" className="space-y-6 text-center">
      <MailCheck aria-hidden="true" className="mx-auto h-14 w-14 text-brand-700" />
      <h1 id="page-title" className="text-3xl font-bold text-ink">
        Verify your email
      </h1>
      <p className="text-muted">
        We have sent a verification link to your email address. Open it to activate your account,
        then sign in.
      </p>
      <p role="status" className="font-medium text-brand-800">
        Waiting for verification...
      </p>
      {resent ? <Alert variant="success">Verification email resent</Alert> : null}
      <div className="flex flex-col gap-3">
        <Button type="button" variant="secondary" onClick={() => setResent(true)}>
          Resend Email
        </Button>
        <Button asChild>
          <Link to="/welcome">Back to Home Page</Link>
        </Button>
        <Button asChild variant="link">
          <Link to="/register">Back to Register</Link>
        </Button>
      </div>
    </section>
  );
}

function VerifyToken({ token }: { token: string }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    verifyOnce(token).then(
      ({ message }) => live && setResult({ ok: true, message }),
      (error: Error) =>
        live &&
        setResult({
          ok: false,
          message: error.message || 'This verification link is invalid or has expired.',
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <section aria-labelledby="page-title" className="space-y-6 text-center">
      <MailCheck aria-hidden="true" className="mx-auto h-14 w-14 text-brand-700" />
      <h1 id="page-title" className="text-3xl font-bold text-ink">
        {result === null
          ? 'Verifying your email...'
          : result.ok
            ? 'Email verified'
            : 'Verification failed'}
      </h1>
      {result === null ? (
        <p role="status" className="text-muted">
          Please wait a moment.
        </p>
      ) : (
        <Alert variant={result.ok ? 'success' : 'destructive'}>{result.message}</Alert>
      )}
      {result ? (
        <div className="flex flex-col gap-3">
          <Button asChild>
            <Link to="/login">Go to Login</Link>
          </Button>
          {result.ok ? null : (
            <Button asChild variant="link">
              <Link to="/register">Back to Register</Link>
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
