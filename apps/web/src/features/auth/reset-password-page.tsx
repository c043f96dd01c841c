import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { RESET_REDIRECT_DELAY_MS } from '@thistle/shared/constants';
import { newPasswordProblem } from '@thistle/shared/password-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { PasswordField } from './password-input';
import { AuthPage } from './auth-page';

const INIT_FAILED = 'Failed to initialize password reset. Please try again.';

/** The tokens the mailed link carries in its hash; the hash is then wiped from the address bar. */
function readHashTokens() {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const tokens = {
    access_token: hash.get('access_token'),
    refresh_token: hash.get('refresh_token'),
  };
  if (window.location.hash) {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return tokens;
}

/** docs/product.md#reset-password: session from the URL hash, then the new password. */
export default function ResetPasswordPage() {
  const { setSession, resetPassword } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [link, setLink] = useState<'checking' | 'ready' | 'broken'>('checking');
  const initialised = useRef<Promise<void> | null>(null);

  useEffect(() => {
    // Once, even under StrictMode's double effect: the hash is gone after the first read.
    initialised.current ??= (async () => {
      const { access_token, refresh_token } = readHashTokens();
      if (!access_token || !refresh_token) throw new Error(INIT_FAILED);
      await setSession({ access_token, refresh_token });
    })();
    initialised.current.then(
      () => setLink('ready'),
      () => {
        setLink('broken');
        setError(INIT_FAILED);
      },
    );
  }, [setSession]);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) {
      setError('Both password fields are required');
      return;
    }
    if (password !== confirm) {
      setError('Passwords do not match');
      return;
    }
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem) {
      setError(passwordProblem);
      return;
    }
    setLoading(true);
    try {
      await resetPassword(password);
      setSuccess('Password has been reset successfully. Redirecting to login...');
    } catch (err) {
      setError((err as Error)?.message || 'Failed to reset password');
    } finally {
      setLoading(false);
    }
  }

  return (
    <AuthPage title="Reset password" intro="Choose a new password for your account.">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {link === 'broken' ? (
        <p className="text-sm text-ink">
          This reset link is no longer valid: it may have been used already or have expired.{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Ask for a new link
          </Link>{' '}
          and open the newest email we send you.
        </p>
      ) : null}
      {success ? <Alert variant="success">{success}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={link !== 'ready' || !!success} className="space-y-4">
          <PasswordField
            id="new-password"
            label="New password"
            value={password}
            onChange={setPassword}
          />
          <PasswordField
            id="confirm-password"
            label="Confirm password"
            value={confirm}
            onChange={setConfirm}
          />
          <Button type="submit" className="w-full" disabled={loading}>
            {loading ? 'Resetting...' : 'Reset Password'}
          </Button>
        </fieldset>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthPage>
  );
}
