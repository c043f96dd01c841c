import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { useAuth } from '@/lib/auth/auth-context';
import { publicConfig } from '@/lib/public-config';
import { useGoBack } from '@/lib/use-go-back';
import { displayName } from '@/lib/user-names';
import { contactMailto } from './mailto';

/** Get in touch (docs/product.md#contact): no call, the owner's own mail client. */
export default function ContactPage() {
  const { userData, session } = useAuth();
  const goBack = useGoBack('/dashboard/settings');
  const supportEmail = publicConfig().supportEmail;
  const [name, setName] = useState(() => {
    const full = [userData?.first_name, userData?.last_name].filter(Boolean).join(' ');
    return full || displayName(userData ?? (session ? { email: session.user.email } : null));
  });
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const userId = session?.user.id ?? '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !message.trim()) return;
    // A mail app that opens takes the focus; if nothing does, say how to reach us instead.
    let left = false;
    const onBlur = () => (left = true);
    window.addEventListener('blur', onBlur, { once: true });
    try {
      window.location.href = contactMailto(supportEmail, {
        name: name.trim(),
        phone: phone.trim(),
        userId,
        message: message.trim(),
      });
      setSent(true);
      setTimeout(() => {
        window.removeEventListener('blur', onBlur);
        if (!left && document.hasFocus())
          setError(`Failed to open email client. Please email us directly at ${supportEmail}`);
      }, 1500);
    } catch {
      setError(`Failed to open email client. Please email us directly at ${supportEmail}`);
    }
  }

  if (sent) {
    return (
      <section aria-labelledby="page-title" className="mx-auto max-w-xl space-y-4">
        <h1 id="page-title" className="text-2xl font-bold text-ink">
          Thank you
        </h1>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <p className="text-ink">
          Your mail app should have opened with your message to {supportEmail}. Send it from there
          and we will reply as soon as we can. If nothing opened, please email us directly at{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {supportEmail}
          </a>
          .
        </p>
        <Button asChild>
          <Link to="/dashboard/settings">Back to Settings</Link>
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Get in touch
      </h1>
      <p className="text-muted">
        Questions, ideas or problems: write to us and your mail app will open with the message ready
        to send.
      </p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <form onSubmit={onSubmit} className="space-y-4">
        <div>
          <Label htmlFor="contact-name">Name</Label>
          <Input
            id="contact-name"
            required
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="contact-phone">Phone (optional)</Label>
          <Input
            id="contact-phone"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="contact-user">Your user ID</Label>
          <Input
            id="contact-user"
            value={userId}
            readOnly
            aria-readonly="true"
            className="bg-gray-50"
          />
        </div>
        <div>
          <Label htmlFor="contact-message">Message</Label>
          <Textarea
            id="contact-message"
            required
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={6}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={goBack}>
            Cancel
          </Button>
          <Button type="submit" disabled={!name.trim() || !message.trim()}>
            Send Message
          </Button>
        </div>
      </form>
    </section>
  );
}
