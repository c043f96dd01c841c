import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { useAuth } from './auth-context';

/** Spec: Forgot password (call 5). The same answer whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { forgotPassword } = useAuth();
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!email.trim()) {
      setMessage({ ok: false, text: 'Email is required' });
      return;
    }
    setLoading(true);
    try {
      await forgotPassword(email.trim());
      setMessage({ ok: true, text: 'Password reset instructions have been sent to your email.' });
    } catch (err) {
      setMessage({ ok: false, text: (err as Error)?.message || 'Failed to send reset email' });
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold text-ink">
          Forgot password
        </h1>
        <p className="mt-2 text-muted">
          Enter your email address and we will send you a link to reset your password.
        </p>
      </div>
      {message ? (
        <Alert variant={message.ok ? 'success' : 'destructive'}>{message.text}</Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="email">Email</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Sending...' : 'Send Reset Instructions'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </section>
  );
}
