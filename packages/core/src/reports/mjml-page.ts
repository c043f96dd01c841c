/**
 * MJML pages compiled once per process and filled per mail. A layout's text blocks hold markers
 * (`__THISTLE_NAME__`); compiling turns the layout into responsive HTML once, and each mail is
 * then that HTML with its escaped content put in place of the markers.
 */
const compiled = new Map<string, Promise<string>>();

export const marker = (slot: string) => `__THISTLE_${slot}__`;

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
