import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthPage, EmailField } from './auth-page';

/** docs/product.md#forgot-password. The same answer whether or not the address has an account. */
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
    <AuthPage
      title="Forgot password"
      intro="Enter your email address and we will send you a link to reset your password."
    >
      {message ? (
        <Alert variant={message.ok ? 'success' : 'destructive'}>{message.text}</Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Sending...' : 'Send Reset Instructions'}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthPage>
  );
}
