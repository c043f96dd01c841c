/**
 * MJML pages compiled once per process and filled per mail. A layout's text blocks hold markers
 * (`__THISTLE_NAME__`); compiling turns the layout into responsive HTML once, and each mail is
 * then that HTML with its escaped content put in place of the markers.
 */
const compiled = new Map<string, Promise<string>>();

export const marker = (slot: string) => `__THISTLE_${slot}__`;

export const BRAND = '#5b2a86';
export const INK = '#1f1a24';
export const MUTED = '#5d5566';

/**
 * A Thistle mail's MJML around its own sections: the head (the SUBJECT marker as its title, the
 * PREVIEW marker if asked for, fonts and spacing), the purple band with the name and an optional
 * line under it, the sections, and the FOOTER marker in small print.
 */
export function mailLayout(options: {
  width: number;
  preview: boolean;
  bandLine?: string;
  sections: string;
}): string {
  return `<mjml lang="en-GB">
  <mj-head>
    <mj-title>${marker('SUBJECT')}</mj-title>
    ${options.preview ? `<mj-preview>${marker('PREVIEW')}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${INK}" padding="0" />
      <mj-section padding="0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#fbf9f6" width="${options.width}px">
    <mj-wrapper padding="24px 12px">
      <mj-section background-color="${BRAND}" border-radius="12px 12px 0 0" padding="20px 28px">
        <mj-column>
          <mj-text color="#ffffff" font-size="22px" font-weight="bold">Thistle</mj-text>
          ${options.bandLine ?? ''}
        </mj-column>
      </mj-section>
      ${options.sections}
      <mj-section padding="16px 28px 0">
        <mj-column><mj-text font-size="12px" color="${MUTED}">${marker('FOOTER')}</mj-text></mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;
}

/** The layout's HTML, compiled on first use (MJML itself is loaded only then). */
export function compiledPage(key: string, layout: () => string, slots: string[]): Promise<string> {
  let page = compiled.get(key);
  if (!page) {
    page = (async () => {
      const { default: mjml2html } = await import('mjml');
      const { html, errors } = await mjml2html(layout(), {
        validationLevel: 'strict',
        minify: false,
        keepComments: false,
      });
      if (errors.length > 0) throw new Error(`${key}: ${errors[0]!.formattedMessage}`);
      for (const slot of slots) {
        if (!html.includes(marker(slot))) throw new Error(`${key} lost ${marker(slot)}`);
      }
      return html;
    })();
    page.catch(() => compiled.delete(key));
    compiled.set(key, page);
  }
  return page;
}

/** Replaces every marker in one pass, so content that looks like a marker is left alone. */
export function fillPage(page: string, values: Record<string, string>): string {
  return page.replace(/__THISTLE_([A-Z]+)__/g, (whole, slot: string) => values[slot] ?? whole);
}
