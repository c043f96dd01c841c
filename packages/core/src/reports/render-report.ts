/**
 * The Monday report as a mail: responsive HTML laid out with MJML (header, opening, the
 * sections, the local Business Gateway, a button into Thistle, the footer with the unsubscribe
 * link) and a plain-text part that says everything the HTML says.
 *
 * MJML compiles the layout once per process (per public URL and with or without an adviser
 * block) with placeholders in its text blocks; each owner's report is then the compiled page
 * with their escaped content put in, so 10,000 reports cost string joins, not 10,000 MJML runs.
 */
import { escapeHtml, type MailContent } from '../mail/templates.ts';
import type { Adviser } from './adviser.ts';
import { BRAND, compiledPage, fillPage, INK, mailLayout, marker, MUTED } from './mjml-page.ts';
import { formatAmount } from './opening.ts';
import {
  formatClock,
  formatLongDate,
  formatShortDate,
  isEndOfDay,
  londonInstant,
} from './london-time.ts';
import type { ReportItem, ReportSection } from './report-items.ts';

export interface ReportMailInput {
  subject: string;
  weekStart: string;
  opening: string;
  sections: ReportSection[];
  adviser: Adviser | null;
  publicUrl: string;
  unsubscribeUrl: string;
}

const SLOTS = ['SUBJECT', 'PREVIEW', 'WEEK', 'OPENING', 'SECTIONS', 'ADVISER', 'FOOTER'] as const;
type Slot = (typeof SLOTS)[number];

function layout(publicUrl: string, withAdviser: boolean): string {
  const text = (slot: Slot, attributes = '') => `<mj-text ${attributes}>${marker(slot)}</mj-text>`;
  const adviser = `<mj-section background-color="#f4eef9" padding="20px 28px">
        <mj-column>${text('ADVISER')}</mj-column>
      </mj-section>`;
  return mailLayout({
    width: 600,
    preview: true,
    bandLine: text('WEEK', 'color="#efe6f7" font-size="14px" padding="4px 0 0"'),
    sections: `<mj-section background-color="#ffffff" padding="28px 28px 8px">
        <mj-column>${text('OPENING')}</mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" padding="0 28px 8px">
        <mj-column>${text('SECTIONS')}</mj-column>
      </mj-section>
      ${withAdviser ? adviser : ''}
      <mj-section background-color="#ffffff" border-radius="0 0 12px 12px" padding="20px 28px 28px">
        <mj-column>
          <mj-button href="${escapeHtml(publicUrl)}/dashboard/reports" background-color="${BRAND}" color="#ffffff" font-weight="bold" border-radius="8px" padding="0">Open your reports in Thistle</mj-button>
        </mj-column>
      </mj-section>`,
  });
}

/** The compiled report page for this public URL, with or without the adviser block. */
const reportPage = (publicUrl: string, withAdviser: boolean) =>
  compiledPage(
    `report|${publicUrl}|${withAdviser}`,
    () => layout(publicUrl, withAdviser),
    SLOTS.filter((slot) => withAdviser || slot !== 'ADVISER'),
  );

/** The when and how much of an item, in words: "Closes Friday 10 April 2026 at 17:00 · up to £5,000". */
export function itemFacts(item: ReportItem): string[] {
  const facts: string[] = [];
  if (item.event_start) {
    const start = new Date(item.event_start);
    facts.push(`On ${formatShortDate(start)} at ${formatClock(start)}`);
  }
  if (item.deadline) {
    const deadline = new Date(item.deadline);
    facts.push(
      `Closes ${formatShortDate(deadline)}${isEndOfDay(deadline) ? '' : ` at ${formatClock(deadline)}`}`,
    );
  }
  if (item.amount_max_gbp) {
    const amount = formatAmount(item.amount_max_gbp);
    facts.push(amount[0]!.toUpperCase() + amount.slice(1));
  }
  return facts;
}

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;

function itemHtml(item: ReportItem): string {
  const title = item.link
    ? `<a href="${escapeHtml(item.link)}" style="color:${BRAND};font-weight:bold;text-decoration:underline">${escapeHtml(item.title)}</a>`
    : `<strong style="color:${INK}">${escapeHtml(item.title)}</strong>`;
  const facts = itemFacts(item);
  return `<div style="margin:0 0 18px;padding:0 0 14px;border-bottom:1px solid #e4dfe8">
<p style="margin:0 0 4px;font-size:17px;line-height:1.4">${title}</p>
<p style="margin:0 0 4px;font-size:14px;color:${MUTED}">${escapeHtml(item.organisation)}${facts.length ? ` · ${escapeHtml(facts.join(' · '))}` : ''}</p>
${item.reason ? `<p style="margin:0;font-size:14px;color:${INK}">${escapeHtml(item.reason)}</p>` : ''}
</div>`;
}

function sectionsHtml(sections: ReportSection[]): string {
  return sections
    .map(
      (section) =>
        `<h2 style="margin:8px 0 12px;font-size:19px;color:${BRAND}">${escapeHtml(section.category)}</h2>\n${section.items.map(itemHtml).join('\n')}`,
    )
    .join('\n');
}

/** What the report says about the office, in lines (shared by the HTML and the text). */
export function adviserLines(adviser: Adviser): string[] {
  const lines = [
    adviser.address
      ? `Address: ${adviser.address}`
      : 'No local office address is known to Thistle; the website lists the ways to reach an adviser.',
  ];
  if (adviser.phone) lines.push(`Phone: ${adviser.phone}`);
  if (adviser.email) lines.push(`Email: ${adviser.email}`);
  return lines;
}

function adviserHtml(adviser: Adviser): string {
  const link = adviser.url
    ? paragraph(
        `<a href="${escapeHtml(adviser.url)}" style="color:${BRAND}">${escapeHtml(adviser.url)}</a>`,
        'font-size:14px',
      )
    : '';
  return [
    `<h2 style="margin:0 0 8px;font-size:17px;color:${BRAND}">Free advice near you</h2>`,
    paragraph(
      `${escapeHtml(adviser.name)} offers free, impartial advice to businesses in Scotland.`,
      'font-size:14px;margin-bottom:8px',
    ),
    ...adviserLines(adviser).map((line) =>
      paragraph(escapeHtml(line), 'font-size:14px;margin-bottom:4px'),
    ),
    link,
  ].join('\n');
}

function footer(input: ReportMailInput) {
  const settings = `${input.publicUrl}/dashboard/settings`;
  return {
    html: [
      paragraph(
        'You get this mail because the Monday report is on in your Thistle settings. Every report is also kept in Thistle.',
        'font-size:12px',
      ),
      paragraph(
        `<a href="${escapeHtml(settings)}" style="color:${MUTED}">Change what Thistle sends you</a> · <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe from Thistle's emails</a>`,
        'font-size:12px',
      ),
    ].join('\n'),
    text: [
      'You get this mail because the Monday report is on in your Thistle settings. Every report is also kept in Thistle.',
      `Change what Thistle sends you: ${settings}`,
      `Unsubscribe from Thistle's emails: ${input.unsubscribeUrl}`,
    ],
  };
}

function reportText(input: ReportMailInput, week: string, footerLines: string[]): string {
  const lines = [`Your Monday report, ${week}`, '', input.opening, ''];
  for (const section of input.sections) {
    lines.push(section.category.toUpperCase(), '');
    for (const item of section.items) {
      lines.push(`* ${item.title} (${item.organisation})`);
      const facts = itemFacts(item);
      if (facts.length) lines.push(`  ${facts.join(' · ')}`);
      if (item.reason) lines.push(`  ${item.reason}`);
      if (item.link) lines.push(`  ${item.link}`);
      lines.push('');
    }
  }
  if (input.adviser) {
    lines.push('FREE ADVICE NEAR YOU', '');
    lines.push(`${input.adviser.name} offers free, impartial advice to businesses in Scotland.`);
    lines.push(...adviserLines(input.adviser));
    if (input.adviser.url) lines.push(input.adviser.url);
    lines.push('');
  }
  lines.push(`Open your reports in Thistle: ${input.publicUrl}/dashboard/reports`, '', '-- ');
  lines.push(...footerLines);
  return lines.join('\n');
}

export async function renderReportMail(input: ReportMailInput): Promise<MailContent> {
  const week = formatLongDate(londonInstant(input.weekStart, 12));
  const page = await reportPage(input.publicUrl, input.adviser !== null);
  const foot = footer(input);
  const preview = input.opening.split(/(?<=[.!?])\s/)[0] ?? input.opening;
  const html = fillPage(page, {
    SUBJECT: escapeHtml(input.subject),
    PREVIEW: escapeHtml(preview),
    WEEK: escapeHtml(`Your Monday report, ${week}`),
    OPENING: paragraph(escapeHtml(input.opening), 'font-size:16px'),
    SECTIONS: sectionsHtml(input.sections),
    ADVISER: input.adviser ? adviserHtml(input.adviser) : '',
    FOOTER: foot.html,
  });
  return { subject: input.subject, html, text: reportText(input, week, foot.text) };
}
