import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_TOAST_MS } from '@thistle/shared/constants';
import { newPasswordProblem } from '@thistle/shared/password-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { PasswordField } from './password-input';
import { AuthPage, EmailField } from './auth-page';

/** docs/product.md#register. Success goes to /verify-email. */
export default function RegisterPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password || !confirm) {
      setError('All fields are required');
      return;
    }
    if (password !== confirm) {
      toast.error('Passwords do not match', { duration: PASSWORD_MISMATCH_TOAST_MS });
      return;
    }
    const passwordProblem = newPasswordProblem(password);
    if (passwordProblem) {
      setError(passwordProblem);
      return;
    }
    setLoading(true);
    try {
      await signUp(email.trim(), password);
      navigate('/verify-email');
    } catch (err) {
      setError((err as Error)?.message || 'Failed to register');
      setLoading(false);
    }
  }

  return (
    <AuthPage
      title="Register"
      intro={
        <>
          Create your account and let Thistle find the funding, events and advice your business is
          eligible for.
        </>
      }
    >
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <PasswordField
          id="confirm-password"
          label="Confirm password"
          value={confirm}
          onChange={setConfirm}
        />
        <Button type="submit" className="w-full" disabled={loading}>
          {loading ? 'Registering...' : 'Register'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Signin
        </Link>
      </p>
    </AuthPage>
  );
}
