import { describe, expect, it } from 'vitest';
import { contactMailto } from './mailto';

describe('the contact mail', () => {
  it('is addressed to support with a subject and a body holding every field', () => {
    const href = contactMailto('support@thistle.scot', {
      name: 'Ailsa Craig',
      phone: '',
      userId: 'u-1',
      message: 'Hello & thanks?',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@thistle.scot');
    expect(url.searchParams.get('subject')).toBe('Thistle enquiry from Ailsa Craig');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ailsa Craig\nPhone: not given\nUser ID: u-1\n\nHello & thanks?',
    );
  });
});
