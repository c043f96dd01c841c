import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { useAuth } from '@/lib/auth/auth-context';
import { PasswordInput } from './password-input';
import { AuthPage, EmailField } from './auth-page';

/** docs/product.md#login. Success goes to /dashboard (or back to the page that sent the user here). */
export default function LoginPage() {
  const { signIn, authLoading } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Email and password are required');
      return;
    }
    try {
      // On success the route guard sends the user on; nothing more to do here.
      await signIn(email.trim(), password);
    } catch (err) {
      setError((err as Error)?.message || 'Invalid email or password');
    }
  }

  return (
    <AuthPage title="Login" intro="Welcome back. Sign in to see what's new for your business.">
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        <div>
          <div className="flex items-baseline justify-between">
            <Label htmlFor="password">Password</Label>
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Forgot Password
            </Link>
          </div>
          <PasswordInput
            id="password"
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={authLoading}>
          {authLoading ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Don't have an account?{' '}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Signup
        </Link>
      </p>
    </AuthPage>
  );
}
