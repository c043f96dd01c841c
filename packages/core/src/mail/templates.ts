/**
 * Thistle's mail: plain and branded (a thistle-purple header, one button), always with a
 * text alternative that says everything the HTML says. UK English throughout.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const BRAND = '#5b2a86';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

interface Layout {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  after?: string[];
}

function render({ subject, heading, paragraphs, button, after = [] }: Layout): MailContent {
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f1a24">${escapeHtml(t)}</p>`;
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf9f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf9f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4dfe8;border-radius:12px">
<tr><td style="background:${BRAND};border-radius:12px 12px 0 0;padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold">Thistle</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;color:${BRAND}">${escapeHtml(heading)}</h1>
${paragraphs.map(p).join('\n')}
${
  button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#5d5566">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(button.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(button.url)}</a></p>`
    : ''
}
${after.map(p).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e4dfe8;font-size:12px;color:#5d5566">Thistle: your business-growth assistant. You are receiving this because of an action on your Thistle account.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((t) => [t, '']),
    ...(button ? [`${button.label}: ${button.url}`, ''] : []),
    ...after.flatMap((t) => [t, '']),
    '-- ',
    'Thistle: your business-growth assistant.',
  ].join('\n');
  return { subject, text, html };
}

export function verifyEmailMail(link: string): MailContent {
  return render({
    subject: 'Verify your email address for Thistle',
    heading: 'Welcome to Thistle',
    paragraphs: [
      'Thanks for registering. Please confirm that this is your email address so we can send you your personalised funding, events and advice.',
    ],
    button: { label: 'Verify my email address', url: link },
    after: [
      'The link works once and expires in 24 hours.',
      'If you did not register for Thistle, you can ignore this email: the account cannot be used until the address is verified.',
    ],
  });
}

export function alreadyRegisteredMail(loginUrl: string, forgotUrl: string): MailContent {
  return render({
    subject: 'You already have a Thistle account',
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to register for Thistle with this email address. You already have an account, so nothing has changed.',
      `To sign in, go to ${loginUrl}. If you have forgotten your password, you can reset it at ${forgotUrl}.`,
    ],
    button: { label: 'Sign in to Thistle', url: loginUrl },
    after: ['If this was not you, you can ignore this email: your account is safe.'],
  });
}

export function resetPasswordMail(link: string): MailContent {
  return render({
    subject: 'Reset your Thistle password',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password for your Thistle account. Choose a new one with the button below.',
    ],
    button: { label: 'Choose a new password', url: link },
    after: [
      'The link works once and expires in 1 hour. Resetting signs you out everywhere else.',
      'If you did not ask for this, you can ignore this email: your password has not changed.',
    ],
  });
}

export function passwordChangedMail(forgotUrl: string): MailContent {
  return render({
    subject: 'Your Thistle password has been changed',
    heading: 'Your password has been changed',
    paragraphs: [
      'The password for your Thistle account was just changed, and every other session has been signed out.',
      `If this was not you, reset your password straight away at ${forgotUrl} and contact us.`,
    ],
  });
}
