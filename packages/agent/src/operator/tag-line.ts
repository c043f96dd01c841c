import { z } from 'zod';
import { amountOnOffer, eventDatesAsStored } from '../extract/index.ts';
import type { PipelineStages } from '../pipeline/stages.ts';
import { parseIsoInZone } from '../time.ts';

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date (a time and offset may follow); without an offset it is London time. */
const publishedSchema = z
  .string()
  .refine((value) => {
    const m = ISO_DATE.exec(value);
    if (!m) return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const day = new Date(Date.UTC(y, mo - 1, d));
    return day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && !!parseIsoInZone(value);
  }, 'not an ISO date (YYYY-MM-DD)')
  .transform((value) => parseIsoInZone(value)!);

/** One line of `thistle tag` input: an item as an operator might paste it. */
export const tagLineInputSchema = z
  .object({
    title: z.string(),
    body: z.string().default(''),
    link: z.string().nullish(),
    organisation: z.string().nullish(),
    /** When the item was published: dates written without a year are read against it. */
    published: publishedSchema.nullish(),
  })
  .passthrough();

/** Why a parsed line is not an item, in the words the operator sees. */
export function describeBadLine(error: z.ZodError): string {
  if (error.issues.some((issue) => issue.path[0] === 'published'))
    return '"published" is not an ISO date (YYYY-MM-DD)';
  return 'not a JSON object with a "title" string';
}

export interface TagLineOutput {
  category: string;
  regions: string[];
  stages: string[];
  sectors: string[];
  topics: string[];
  /** YYYY-MM-DD in Europe/London. */
  deadline: string | null;
  amount_max_gbp: number | null;
  /** YYYY-MM-DDTHH:MM in Europe/London. */
  event_start: string | null;
}

const londonParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

export function londonDate(date: Date): string {
  const p = londonParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

export function londonDateTime(date: Date): string {
  const p = londonParts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Tags and extracts one item exactly as the pipeline would, in the CLI's output shape. */
export async function tagLine(
  stages: Pick<PipelineStages, 'tagger' | 'extractFacts'>,
  input: z.output<typeof tagLineInputSchema>,
  now = new Date(),
): Promise<TagLineOutput> {
  const facts = stages.extractFacts(
    {
      title: input.title,
      text: input.body,
      link: input.link ?? null,
      organisation: input.organisation ?? null,
      publishedAt: input.published ?? null,
    },
    now,
  );
  const tags = await stages.tagger.tag({
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    organisation: facts.organisation ?? input.organisation ?? null,
    published: input.published && input.published < now ? input.published : now,
    facts,
  });
  const { eventStart } = eventDatesAsStored(facts, tags.category);
  return {
    category: tags.category,
    regions: tags.regions,
    stages: tags.stages,
    sectors: tags.sectors,
    topics: tags.topics,
    deadline: facts.deadline ? londonDate(facts.deadline) : null,
    amount_max_gbp: amountOnOffer(facts.amountMaxGbp, tags.category),
    event_start: eventStart ? londonDateTime(eventStart) : null,
  };
}
