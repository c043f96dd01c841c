import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, RotateCcw, SendHorizontal } from 'lucide-react';
import { PROFILE_COMPLETE_THRESHOLD } from '@thistle/shared/constants';
import { overallCompletion, type Completion } from '@thistle/shared/onboarding';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Logo } from '@/components/layouts/logo';
import { useAuth } from '@/lib/auth/auth-context';
import { getAuthController } from '@/lib/auth/auth-controller';
import { cn } from '@/lib/cn';
import { displayName, greetingName } from '@/lib/user-names';
import { generateProfileSummary } from './api/generate-profile-summary';
import { storeSummary } from './onboarding-storage';
import { useOnboardingChat } from './use-onboarding-chat';

const STEPS = [
  { label: '1. Account Setup', section: 'personalInfo' },
  { label: '2. About Business', section: 'businessOwner' },
  { label: '3. Define Goals', section: 'businessDetails' },
] as const;

const GENERATING_STEPS = [
  'Analyzing your information...',
  'Saving your profile...',
  'Redirecting...',
];

function ProgressSteps({ completion }: { completion: Completion }) {
  const overall = overallCompletion(completion);
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-ink">Your profile</span>
        <span className="text-muted">{overall}% complete</span>
      </div>
      <Progress value={overall} label="Profile completion" />
      <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {STEPS.map((step) => {
          const done = completion[step.section] >= PROFILE_COMPLETE_THRESHOLD;
          return (
            <li
              key={step.label}
              className={cn('font-medium', done ? 'text-brand-800' : 'text-muted')}
              aria-current={done ? undefined : 'step'}
            >
              {step.label}
              <span className="sr-only">
                {done ? ' (done)' : ` (${completion[step.section]}%)`}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function GeneratingOverlay({ step }: { step: number }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="generating-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-xl">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 block h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
        <h2 id="generating-title" className="text-xl font-bold text-ink">
          Generating Your Profile
        </h2>
        <p className="mt-2 text-sm text-muted">This may take up to 30 seconds.</p>
        <p role="status" className="mt-4 font-medium text-brand-800">
          {GENERATING_STEPS[step]}
        </p>
      </div>
    </div>
  );
}

/** The onboarding chat (docs/product.md#onboarding-chat). */
export default function OnboardingChatPage() {
  const { session, userData } = useAuth();
  const navigate = useNavigate();
  const userId = session?.user.id ?? null;
  const chat = useOnboardingChat(userId);
  const [input, setInput] = useState('');
  const [generatingStep, setGeneratingStep] = useState<number | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const overall = overallCompletion(chat.completion);
  const processing = generatingStep !== null;
  const user = userData ?? (session ? { email: session.user.email } : null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.loading]);

  async function submit(text: string) {
    if (chat.loading || processing || !userId || !text.trim()) return;
    setInput('');
    await chat.sendMessage(text);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit(input);
    }
  }

  async function onReset() {
    if (!window.confirm('Restart onboarding? All progress will be lost.')) return;
    await chat.restart();
  }

  async function onContinue() {
    if (processing || !userId || !session) return;
    setGeneratingStep(0);
    try {
      const summary = await generateProfileSummary({
        chat_history: chat.messages,
        user_data: chat.data,
        user_id: userId,
        user_email: session.user.email,
      });
      setGeneratingStep(1);
      storeSummary(userId, summary);
      // The server saved it; a failure to re-read it here is not worth stopping for.
      await getAuthController()
        .refreshUserData()
        .catch(() => undefined);
      setGeneratingStep(2);
      navigate('/dashboard/profile');
    } catch (error) {
      setGeneratingStep(null);
      window.alert(
        `There was an error generating your profile summary: ${(error as Error).message}. Please try again or contact support.`,
      );
    }
  }

  const lastIsAssistant = chat.messages.at(-1)?.from !== 'user';

  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="sticky top-0 z-40 border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center gap-3 px-4">
          <Button asChild variant="ghost" size="sm">
            <Link to="/dashboard">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back
            </Link>
          </Button>
          <Logo />
          <div className="ml-auto flex items-center gap-3">
            {userId ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void onReset()}
                disabled={chat.loading || processing}
              >
                <RotateCcw aria-hidden="true" className="h-4 w-4" /> Reset
              </Button>
            ) : null}
            <Avatar name={displayName(user)} />
            <span className="hidden text-sm font-medium sm:inline">{displayName(user)}</span>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-4 px-4 py-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-ink">Hey, {greetingName(user)}</h1>
          <p className="text-muted">
            Tell me about you and your business, and Thistle will find what fits. Prefer a form?{' '}
            <Link to="/onboarding/1" className="font-semibold text-brand-700 hover:underline">
              Fill it in step by step
            </Link>
            .
          </p>
        </div>
        <ProgressSteps completion={chat.completion} />
        {overall >= PROFILE_COMPLETE_THRESHOLD ? (
          <div className="flex items-center justify-between gap-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
            <p className="text-sm text-ink">Your profile is ready to be written up.</p>
            <Button onClick={() => void onContinue()} disabled={processing || chat.loading}>
              Continue
            </Button>
          </div>
        ) : null}

        <section
          aria-label="Conversation"
          className="flex-1 space-y-3 rounded-2xl border border-line bg-white p-4"
        >
          <ol aria-live="polite" aria-relevant="additions" className="space-y-3">
            {chat.messages.map((message, index) => (
              <li
                key={index}
                className={cn('flex', message.from === 'user' ? 'justify-end' : 'justify-start')}
              >
                <p
                  className={cn(
                    'max-w-[85%] rounded-2xl px-4 py-2.5 text-[0.95rem] whitespace-pre-wrap',
                    message.from === 'user'
                      ? 'rounded-br-sm bg-brand-700 text-white'
                      : 'rounded-bl-sm bg-brand-50 text-ink',
                  )}
                >
                  <span className="sr-only">{message.from === 'user' ? 'You: ' : 'Thistle: '}</span>
                  {message.text}
                </p>
              </li>
            ))}
            {chat.loading ? (
              <li className="flex justify-start">
                <p
                  role="status"
                  className="rounded-2xl rounded-bl-sm bg-brand-50 px-4 py-2.5 text-muted italic"
                >
                  Thinking...
                </p>
              </li>
            ) : null}
          </ol>
          {lastIsAssistant && !chat.loading && chat.quickReplies.length ? (
            <div className="flex flex-wrap gap-2" aria-label="Suggested answers" role="group">
              {chat.quickReplies.map((reply) => (
                <Button
                  key={reply}
                  variant="secondary"
                  size="sm"
                  onClick={() => void submit(reply)}
                  disabled={processing}
                >
                  {reply}
                </Button>
              ))}
            </div>
          ) : null}
          <div ref={endRef} />
        </section>

        <form onSubmit={onSubmit} className="sticky bottom-0 flex items-end gap-2 bg-canvas pb-2">
          <label htmlFor="chat-input" className="sr-only">
            Your message
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            rows={2}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type your message..."
            disabled={chat.loading || processing || !userId}
            className="min-h-12 flex-1 resize-y rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted focus-visible:border-brand-500 disabled:bg-gray-100"
          />
          <Button
            type="submit"
            size="icon"
            aria-label="Send"
            disabled={chat.loading || processing || !userId || !input.trim()}
          >
            <SendHorizontal aria-hidden="true" className="h-5 w-5" />
          </Button>
        </form>
      </main>
      {processing ? <GeneratingOverlay step={generatingStep!} /> : null}
    </div>
  );
}
