import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { useSendFeedback } from './api/send-feedback';

/** Feedback for the team: a message and, if the owner likes, a score out of five. */
export default function FeedbackPage() {
  const send = useSendFeedback();
  const [message, setMessage] = useState('');
  const [score, setScore] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!message.trim()) {
      setError('Please write a message.');
      return;
    }
    try {
      await send.mutateAsync({ message: message.trim(), ...(score ? { score } : {}) });
      toast.success('Thank you for your feedback!');
      setMessage('');
      setScore(null);
    } catch (e) {
      setError((e as Error).message || 'Your feedback could not be sent. Please try again.');
    }
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl space-y-4">
      <h1 id="page-title" className="text-2xl font-bold text-ink">
        Feedback
      </h1>
      <p className="text-muted">
        Tell us what works, what doesn't and what you would like Thistle to do next. Every message
        is read by the team.
      </p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">
            How useful is Thistle to you? (optional)
          </legend>
          <div className="flex gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className={`flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:outline-3 ${score === n ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-ink'}`}
              >
                <input
                  type="radio"
                  name="score"
                  value={n}
                  checked={score === n}
                  onChange={() => setScore(n)}
                  className="sr-only"
                />
                <span aria-hidden="true">{n}</span>
                <span className="sr-only">{n} out of 5</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor="feedback-message">Your message</Label>
          <Textarea
            id="feedback-message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            rows={6}
            maxLength={5000}
          />
        </div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send feedback'}
        </Button>
      </form>
    </section>
  );
}
