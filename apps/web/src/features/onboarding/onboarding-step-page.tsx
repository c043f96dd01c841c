import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ONBOARDING_STEPS } from '@thistle/shared/constants';
import {
  emptyOnboardingData,
  FIELD_LABELS,
  GROWTH_STAGE_CHOICES,
  ONBOARDING_FORM_STEPS,
  ONBOARDING_GROUPS,
  type OnboardingData,
  type OnboardingField,
  type OnboardingGroup,
} from '@thistle/shared/onboarding';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { useOnboarding } from './api/get-onboarding';
import { useSaveOnboardingForm } from './api/save-onboarding-form';

/** Fields answered in a word or two; the rest get a text area. */
const SHORT: ReadonlySet<OnboardingField> = new Set([
  'name',
  'gender',
  'age',
  'date_of_birth',
  'business_name',
  'business_age',
  'team_size',
  'business_location',
  'sector',
  'customer_type',
  'growth_stage',
  'funding_model',
  'primary_channel',
]);
const CHOICES: Partial<Record<OnboardingField, readonly string[]>> = {
  growth_stage: GROWTH_STAGE_CHOICES.map((c) => c.label),
  customer_type: [
    'B2B (other businesses)',
    'B2C (the public)',
    'B2B and B2C (other businesses and the public)',
    'B2G (the public sector)',
  ],
};
const SUGGESTIONS: Partial<Record<OnboardingField, readonly string[]>> = {
  gender: ['Female', 'Male', 'Non-binary', 'Prefer not to say'],
  ethnicity: ['Prefer not to say'],
  religion: ['None', 'Prefer not to say'],
  accessibility: ['No', 'Prefer not to say'],
};
const OPTIONAL_NOTE: Partial<Record<OnboardingField, string>> = {
  gender: 'Optional. Encrypted, and only used to match you to support.',
  ethnicity: 'Optional. Encrypted, and only used to match you to support.',
  religion: 'Optional. Encrypted, and only used to match you to support.',
  accessibility: 'Optional. Encrypted, and only used to match you to support.',
};

function parseStep(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= ONBOARDING_STEPS ? n : 1;
}

function FieldInput({
  field,
  value,
  onChange,
}: {
  field: OnboardingField;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `field-${field}`;
  const note = OPTIONAL_NOTE[field];
  const choices = CHOICES[field];
  const suggestions = SUGGESTIONS[field];
  return (
    <div>
      <Label htmlFor={id}>{FIELD_LABELS[field]}</Label>
      {note ? (
        <p id={`${id}-note`} className="mb-1 text-sm text-muted">
          {note}
        </p>
      ) : null}
      {choices ? (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink"
        >
          <option value="">Choose…</option>
          {[...new Set([...choices, ...(value && !choices.includes(value) ? [value] : [])])].map(
            (choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ),
          )}
        </select>
      ) : SHORT.has(field) ? (
        <>
          <Input
            id={id}
            type={field === 'date_of_birth' ? 'date' : 'text'}
            inputMode={field === 'age' ? 'numeric' : undefined}
            autoComplete={field === 'name' ? 'name' : 'off'}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            list={suggestions ? `${id}-list` : undefined}
            aria-describedby={note ? `${id}-note` : undefined}
          />
          {suggestions ? (
            <datalist id={`${id}-list`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          ) : null}
        </>
      ) : (
        <Textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={note ? `${id}-note` : undefined}
          rows={2}
        />
      )}
    </div>
  );
}

/** The onboarding form: the chat's questions in three steps (docs/product.md#onboarding-form). */
export default function OnboardingStepPage() {
  const params = useParams();
  const step = parseStep(params.step);
  const navigate = useNavigate();
  const server = useOnboarding();
  const save = useSaveOnboardingForm();
  const [edits, setEdits] = useState<OnboardingData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = edits ?? server.data?.data ?? emptyOnboardingData();
  const { title, group } = ONBOARDING_FORM_STEPS[step - 1]!;

  const set = (g: OnboardingGroup, field: OnboardingField, value: string) =>
    setEdits({ ...data, [g]: { ...data[g], [field]: value } });

  async function persist(): Promise<boolean> {
    if (!edits) return true;
    setError(null);
    try {
      await save.mutateAsync(edits);
      setEdits(null);
      return true;
    } catch (e) {
      setError((e as Error).message || 'Your answers could not be saved. Please try again.');
      return false;
    }
  }

  async function go(to: string) {
    if (await persist()) navigate(to);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void go(step < ONBOARDING_STEPS ? `/onboarding/${step + 1}` : '/dashboard');
  }

  const nextTitle = ONBOARDING_FORM_STEPS[step]?.title;

  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted">
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <Progress
          value={(step / ONBOARDING_STEPS) * 100}
          label={`Step ${step} of ${ONBOARDING_STEPS}`}
        />
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="text-muted">
          The same questions as the{' '}
          <Link to="/onboarding" className="font-semibold text-brand-700 hover:underline">
            onboarding chat
          </Link>
          , as a form. Answer what you like; everything is optional.
        </p>
      </div>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {server.isPending ? (
        <p role="status" className="text-muted">
          Loading your answers...
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-5" aria-busy={save.isPending}>
          {(ONBOARDING_GROUPS[group] as readonly OnboardingField[]).map((field) => (
            <FieldInput
              key={field}
              field={field}
              value={
                ((data[group] as Record<string, string | null | undefined>)[field] ?? '') as string
              }
              onChange={(value) => set(group, field, value)}
            />
          ))}
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
            {step === 1 ? (
              <Button asChild variant="ghost">
                <Link to="/dashboard/contact">Need Help?</Link>
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => void go(`/onboarding/${step - 1}`)}
                disabled={save.isPending}
              >
                Previous
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending
                ? 'Saving...'
                : step < ONBOARDING_STEPS
                  ? `Next: ${nextTitle}`
                  : 'Complete'}
            </Button>
          </div>
        </form>
      )}
    </main>
  );
}
