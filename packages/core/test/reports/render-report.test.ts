import { describe, expect, it } from 'vitest';
import { renderReportMail } from '../../src/reports/render-report.ts';
import type { ReportItem } from '../../src/reports/report-items.ts';

const item = (i: number, extra: Partial<ReportItem> = {}): ReportItem => ({
  post_id: `post-${i}`,
  title: `A long-titled opportunity number ${i} for small Scottish firms that export food and drink`,
  category: 'Funding',
  organisation: 'Scottish Enterprise',
  link: `https://example.org/funding/${i}`,
  reason: 'Open to businesses across Scotland; For Food & Drink',
  deadline: '2026-04-10T16:00:00.000Z',
  amount_max_gbp: 25_000,
  event_start: null,
  ...extra,
});

const input = {
  subject: 'Your Monday report: 12 picks for Heather & Hive',
  weekStart: '2026-03-30',
  opening: 'Good morning, Ailsa. This week brings twelve picks. The largest award is £25,000.',
  sections: [
    { category: 'Funding', items: Array.from({ length: 9 }, (_, i) => item(i)) },
    {
      category: 'Events',
      items: [item(9, { category: 'Events', event_start: '2026-04-02T09:00:00.000Z' })],
    },
    { category: 'From your saved searches', items: [item(10), item(11)] },
  ],
  adviser: {
    name: 'Business Gateway Fife',
    url: 'https://www.businessgatewayfife.com',
    phone: '01592 858333',
    email: null,
    address: null,
  },
  publicUrl: 'https://thistle.example',
  unsubscribeUrl: 'https://thistle.example/unsubscribe?token=u1.x.y',
};

describe('the Monday report mail', () => {
  it('is responsive HTML under 100 KB with every marker filled, and a full text part', async () => {
    const mail = await renderReportMail(input);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(100 * 1024);
    expect(mail.html).not.toMatch(/__THISTLE_[A-Z]+__/);
    expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(mail.html).toContain(
      '<title>Your Monday report: 12 picks for Heather &amp; Hive</title>',
    );
    for (const text of [mail.html, mail.text]) {
      expect(text).toContain('Business Gateway Fife');
      expect(text).toContain('01592 858333');
      expect(text).toContain('No local office address is known');
      expect(text).toContain('https://thistle.example/unsubscribe?token=u1.x.y');
      expect(text).toContain('https://thistle.example/dashboard/reports');
    }
    expect(mail.html).toContain('From your saved searches');
    expect(mail.text).toContain('FROM YOUR SAVED SEARCHES');
    expect(mail.text).toContain('Closes 10 Apr 2026 at 17:00 · Up to £25,000');
    expect(mail.text).toContain('On 2 Apr 2026 at 10:00');
    expect(mail.text).toContain('* A long-titled opportunity number 0');
  });

  it('escapes what it did not write, and does not fill markers found in content', async () => {
    const mail = await renderReportMail({
      ...input,
      opening: 'Hello <script>alert(1)</script> __THISTLE_FOOTER__',
      sections: [
        { category: 'Funding', items: [item(1, { title: '<img src=x onerror=alert(1)>' })] },
      ],
      adviser: null,
    });
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('__THISTLE_FOOTER__');
    expect(mail.html).not.toContain('Free advice near you');
  });
});
