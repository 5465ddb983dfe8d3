import { describe, expect, it } from 'vitest';
import { composeMail } from '../../../core/mail/compose.js';

const BRAND = { brandName: 'Kango Express', supportEmail: 'help@kango.test', siteUrl: 'https://kango.test' };

describe('composeMail', () => {
  const mail = composeMail(
    'amina@example.com',
    'Verify your e-mail address',
    [
      {
        paragraphs: ['Hello <Amina>,'],
        button: { label: 'Verify my e-mail address', url: 'https://kango.test/verify-email?token=a&b=1' },
        notes: ['If you did not sign up, ignore this message.'],
      },
    ],
    { brand: BRAND },
  );

  it('gives the button as a real link in HTML, escaped, with the address to paste beside it', () => {
    expect(mail.html).toContain(
      '<a href="https://kango.test/verify-email?token=a&amp;b=1" style="display:inline-block;',
    );
    expect(mail.html).toContain('>Verify my e-mail address</a>');
    expect(mail.html).toContain('Hello &lt;Amina&gt;,');
    expect(mail.html).toContain('<meta name="viewport"');
  });

  it('gives the same words in the text body, the bare link on its own line', () => {
    expect(mail.text.split('\n')).toEqual([
      'Hello <Amina>,',
      '',
      'Verify my e-mail address:',
      'https://kango.test/verify-email?token=a&b=1',
      '',
      'If you did not sign up, ignore this message.',
      '',
      '--',
      'Kango Express · https://kango.test',
      'Questions? Write to help@kango.test',
    ]);
  });

  it('carries the brand and the support address in both bodies', () => {
    expect(mail.html).toContain('>Kango Express</a>');
    expect(mail.html).toContain('href="mailto:help@kango.test"');
    expect(mail.text).toContain('help@kango.test');
  });

  it('leaves staff mail plain: no frame, the reply going to the visitor', () => {
    const toStaff = composeMail('help@kango.test', 'Contact form', [{ fields: [['Name', 'Amina']] }], {
      replyTo: 'amina@example.com',
    });
    expect(toStaff.text).toBe('Name: Amina');
    expect(toStaff.html).not.toContain('mailto:');
    expect(toStaff.replyTo).toBe('amina@example.com');
  });
});
