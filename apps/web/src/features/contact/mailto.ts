/** The mail the Contact form opens (docs/product.md#contact): to support, with everything the owner typed. */
export function contactMailto(
  to: string,
  fields: { name: string; phone: string; userId: string; message: string },
) {
  const subject = `Thistle enquiry from ${fields.name}`;
  const body = [
    `Name: ${fields.name}`,
    `Phone: ${fields.phone || 'not given'}`,
    `User ID: ${fields.userId}`,
    '',
    fields.message,
  ].join('\n');
  return `mailto:${encodeURIComponent(to).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
