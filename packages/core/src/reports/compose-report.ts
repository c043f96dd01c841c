/**
 * One owner's Monday report from the rows the run has read: sections, opening, adviser,
 * subject, and the mail with its unsubscribe link. No database access here.
 */
import { answerOf, type OnboardingData } from '@thistle/shared';
import type { LlmClient } from '../ai/llm-client.ts';
import type { MailContent } from '../mail/templates.ts';
import type { Logger } from '../logger.ts';
import { adviserFor, type Adviser } from './adviser.ts';
import { writeOpening } from './opening.ts';
import { renderReportMail } from './render-report.ts';
import { groupSections, type ReportItem, type ReportSection } from './report-items.ts';
import { unsubscribeLinks, unsubscribeToken } from './unsubscribe.ts';

export interface ReportOwner {
  id: string;
  email: string;
  firstName: string | null;
  profile: unknown;
  stage: string | null;
  sectors: string[];
  regions: string[];
}

/** What weekly_reports.content keeps: the report as the app shows it. */
export interface ReportContent {
  opening: string;
  sections: ReportSection[];
  adviser: Adviser | null;
}

export interface ComposedReport {
  content: ReportContent;
  postIds: string[];
  itemCount: number;
  mail: MailContent;
  headers: Record<string, string>;
}

export interface ComposeContext {
  publicUrl: string;
  supportEmail: string;
  authSecret: Uint8Array;
  llm: LlmClient | null;
  logger?: Logger;
}

const asData = (profile: unknown) => (profile ?? {}) as OnboardingData;

function firstNameOf(owner: ReportOwner): string | null {
  const stored = owner.firstName?.trim();
  if (stored) return stored;
  const named = answerOf(asData(owner.profile), 'name');
  return named ? named.split(/\s+/)[0]! : null;
}

export function subjectFor(itemCount: number, businessName: string | null): string {
  const picks = `${itemCount} ${itemCount === 1 ? 'pick' : 'picks'}`;
  return businessName
    ? `Your Monday report: ${picks} for ${businessName}`
    : `Your Monday report: ${picks} for this week`;
}

/** Null when there is nothing to report: an empty report is never made, let alone sent. */
export async function composeReport(
  owner: ReportOwner,
  best: ReportItem[],
  saved: ReportItem[],
  week: { weekStart: string; asOf: Date },
  context: ComposeContext,
): Promise<ComposedReport | null> {
  const sections = groupSections(best, saved);
  const items = sections.flatMap((s) => s.items);
  if (items.length === 0) return null;
  const data = asData(owner.profile);
  const businessName = answerOf(data, 'business_name');
  const opening = await writeOpening(
    {
      firstName: firstNameOf(owner),
      businessName,
      stage: owner.stage,
      sectors: owner.sectors,
      sections,
      asOf: week.asOf,
    },
    context.llm,
    context.logger,
  );
  const adviser = adviserFor(answerOf(data, 'business_location'), owner.regions);
  const subject = subjectFor(items.length, businessName);
  const links = unsubscribeLinks(
    context.publicUrl,
    context.supportEmail,
    unsubscribeToken(context.authSecret, owner.id),
  );
  const mail = await renderReportMail({
    subject,
    weekStart: week.weekStart,
    opening: opening.text,
    sections,
    adviser,
    publicUrl: context.publicUrl,
    unsubscribeUrl: links.url,
  });
  return {
    content: { opening: opening.text, sections, adviser },
    postIds: items.map((i) => i.post_id),
    itemCount: items.length,
    mail,
    headers: links.headers,
  };
}
