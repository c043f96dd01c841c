/**
 * The report's first paragraph, written for its owner: by a template from what is in this
 * week's report (always available), or by the configured LLM with the template as its fallback.
 * Only the owner's first name, business name, stage, sectors and the items' titles are used:
 * never the special-category answers, which the report does not even read.
 */
import { z } from 'zod';
import { withOfflineFallback } from '@thistle/language';
import { taxonomyLabel } from '@thistle/shared';
import type { LlmClient } from '../ai/llm-client.ts';
import type { Logger } from '../logger.ts';
import { formatLongDate } from './london-time.ts';
import { CLOSING_SOON_DAYS, SAVED_SEARCH_SECTION, type ReportSection } from './report-items.ts';

export interface OpeningFacts {
  firstName: string | null;
  businessName: string | null;
  stage: string | null;
  sectors: string[];
  sections: ReportSection[];
  asOf: Date;
}

const NOUNS: Record<string, [string, string]> = {
  Funding: ['funding opportunity', 'funding opportunities'],
  Events: ['event', 'events'],
  'Market Insights': ['market insight', 'market insights'],
  'Courses & Guides': ['course or guide', 'courses and guides'],
};

const STAGE_PHRASES: Record<string, string> = {
  idea: 'a business at the idea or side-hustle stage',
  startup: 'a start-up',
  growth: 'a growing business',
  established: 'an established business',
};

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
export const formatAmount = (amount: number) => `up to ${gbp.format(amount)}`;

/** "a, b and c". */
export function listInWords(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** The deterministic opening: greeting, what is inside, what closes soon, the largest award. */
export function offlineOpening(facts: OpeningFacts): string {
  const greeting = facts.firstName ? `Good morning, ${facts.firstName}.` : 'Good morning.';
  const whose = facts.businessName ?? 'your business';
  const stage = facts.stage ? STAGE_PHRASES[facts.stage] : null;
  const main = facts.sections.filter((s) => s.category !== SAVED_SEARCH_SECTION);
  const kinds = main.map((s) => count(s.items.length, NOUNS[s.category] ?? ['item', 'items']));
  const saved = facts.sections.find((s) => s.category === SAVED_SEARCH_SECTION)?.items.length ?? 0;
  const sentences = [greeting];
  if (kinds.length > 0) {
    sentences.push(
      `This week's picks for ${whose}${stage ? `, ${stage},` : ''} are ${listInWords(kinds)}.`,
    );
  }
  if (saved > 0) {
    sentences.push(
      `${count(saved, ['new item matches', 'new items match'])} the searches you saved.`,
    );
  }
  const all = facts.sections.flatMap((s) => s.items);
  const horizon = facts.asOf.getTime() + CLOSING_SOON_DAYS * 86_400_000;
  const closing = all
    .filter((i) => i.deadline && new Date(i.deadline).getTime() <= horizon)
    .sort((a, b) => a.deadline!.localeCompare(b.deadline!));
  if (closing.length > 0) {
    const first = closing[0]!;
    const when = formatLongDate(new Date(first.deadline!));
    sentences.push(
      closing.length === 1
        ? `One closes within three weeks: ${first.title}, on ${when}.`
        : `${closing.length} close within three weeks, the first being ${first.title} on ${when}.`,
    );
  }
  const largest = Math.max(0, ...all.map((i) => i.amount_max_gbp ?? 0));
  if (largest > 0) sentences.push(`The largest award on offer is ${formatAmount(largest)}.`);
  return sentences.join(' ');
}

const answerSchema = z.object({ opening: z.string().trim().min(40).max(700) });

const SYSTEM = `You write the opening paragraph of a weekly email for a UK small-business owner.
Write 2 to 4 short sentences in UK English, warm and plain, addressed to the owner by first name
when one is given. Mention only facts given to you (the items, their categories, deadlines and
amounts); never invent funding, dates or figures. No links, no lists, no sign-off.
Answer JSON: {"opening": "..."}.`;

function prompt(facts: OpeningFacts): string {
  const items = facts.sections.flatMap((s) =>
    s.items.map((i) => ({
      section: s.category,
      title: i.title,
      deadline: i.deadline ? formatLongDate(new Date(i.deadline)) : null,
      amount: i.amount_max_gbp ? formatAmount(i.amount_max_gbp) : null,
    })),
  );
  return JSON.stringify({
    firstName: facts.firstName,
    business: facts.businessName,
    stage: facts.stage ? taxonomyLabel('stage', facts.stage) : null,
    sectors: facts.sectors.map((s) => taxonomyLabel('sector', s)),
    week: formatLongDate(facts.asOf),
    items,
  });
}

/** The LLM's opening when configured and sound, else the template's. */
export async function writeOpening(
  facts: OpeningFacts,
  llm: LlmClient | null,
  logger?: Logger,
): Promise<{ text: string; source: 'llm' | 'offline' }> {
  if (!llm) return { text: offlineOpening(facts), source: 'offline' };
  const result = await withOfflineFallback({
    attempt: async () => {
      const answer = answerSchema.parse(
        await llm.completeJson({
          system: SYSTEM,
          user: prompt(facts),
          schema: {
            name: 'opening',
            schema: {
              type: 'object',
              properties: { opening: { type: 'string' } },
              required: ['opening'],
              additionalProperties: false,
            },
          },
          maxTokens: 300,
          temperature: 0.4,
        }),
      );
      if (/https?:\/\/|www\./i.test(answer.opening)) throw new Error('the opening has a link');
      return answer.opening;
    },
    offline: () => offlineOpening(facts),
    timeoutMs: 20_000,
    onFallback: (error) =>
      logger?.warn(
        { reason: (error as Error).message },
        'report opening: LLM failed, template used',
      ),
  });
  return { text: result.value, source: result.source };
}
