/**
 * The deadline reminder by mail: a short responsive MJML page (compiled once, filled per mail)
 * and its plain-text twin, with the same unsubscribe link and headers as the Monday report.
 */
import { escapeHtml, type MailContent } from '../mail/templates.ts';
import { BRAND, compiledPage, fillPage, mailLayout, marker, MUTED } from '../reports/mjml-page.ts';

const SLOTS = ['SUBJECT', 'HEADING', 'BODY', 'FOOTER'];

function layout(publicUrl: string): string {
  return mailLayout({
    width: 560,
    preview: false,
    sections: `<mj-section background-color="#ffffff" padding="28px 28px 8px">
        <mj-column>
          <mj-text font-size="21px" font-weight="bold" color="${BRAND}" padding="0 0 12px">${marker('HEADING')}</mj-text>
          <mj-text>${marker('BODY')}</mj-text>
        </mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" border-radius="0 0 12px 12px" padding="8px 28px 28px">
        <mj-column>
          <mj-button href="${escapeHtml(publicUrl)}/dashboard/bookmarks" background-color="${BRAND}" color="#ffffff" font-weight="bold" border-radius="8px" padding="0">Open your bookmarks</mj-button>
        </mj-column>
      </mj-section>`,
  });
}

export interface ReminderMailInput {
  subject: string;
  heading: string;
  paragraphs: string[];
  link: string | null;
  publicUrl: string;
  unsubscribeUrl: string;
}

export async function renderReminderMail(input: ReminderMailInput): Promise<MailContent> {
  const page = await compiledPage(
    `reminder|${input.publicUrl}`,
    () => layout(input.publicUrl),
    SLOTS,
  );
  const settings = `${input.publicUrl}/dashboard/settings`;
  const p = (html: string, style = '') => `<p style="margin:0 0 16px;${style}">${html}</p>`;
  const body = [
    ...input.paragraphs.map((t) => p(escapeHtml(t))),
    input.link
      ? p(
          `<a href="${escapeHtml(input.link)}" style="color:${BRAND}">${escapeHtml(input.link)}</a>`,
        )
      : '',
  ].join('\n');
  const why =
    'You get this mail because deadline reminders and email are on in your Thistle settings.';
  const html = fillPage(page, {
    SUBJECT: escapeHtml(input.subject),
    HEADING: escapeHtml(input.heading),
    BODY: body,
    FOOTER: [
      p(escapeHtml(why), 'font-size:12px'),
      p(
        `<a href="${escapeHtml(settings)}" style="color:${MUTED}">Change what Thistle sends you</a> · <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe from Thistle's emails</a>`,
        'font-size:12px',
      ),
    ].join('\n'),
  });
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((t) => [t, '']),
    ...(input.link ? [input.link, ''] : []),
    `Your bookmarks: ${input.publicUrl}/dashboard/bookmarks`,
    '',
    '-- ',
    why,
    `Change what Thistle sends you: ${settings}`,
    `Unsubscribe from Thistle's emails: ${input.unsubscribeUrl}`,
  ].join('\n');
  return { subject: input.subject, html, text };
}
