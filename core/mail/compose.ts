import escapeHtml from 'escape-html';
import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';
import type { OutgoingMail } from './mail.ports.js';

export interface MailSection {
  heading?: string;
  /** Label and value pairs, shown as a table in HTML and as "Label: value" lines in text. */
  fields?: [string, string][];
  paragraphs?: string[];
  /** The one thing to do: a button in HTML, its label and the bare address on their own lines in text. */
  button?: { label: string; url: string };
  /** Paragraphs after the button, in smaller print. */
  notes?: string[];
}

/** Who a customer's mail comes from: the brand at the top, how to reach support at the foot. */
export interface MailBrand {
  brandName: string;
  supportEmail: string;
  /** The site's address, for the name in the header to link to. */
  siteUrl?: string;
}

/** The frame's own words in each language: the greeting, the address to paste, the support line. */
const LAYOUT = {
  en: {
    hello: (name: string) => `Hello ${name || 'there'},`,
    paste: 'Or paste this address into your browser:',
    questions: 'Questions? Write to',
  },
  sw: {
    hello: (name: string) => (name ? `Habari ${name},` : 'Habari,'),
    paste: 'Au nakili anwani hii kwenye kivinjari chako:',
    questions: 'Una swali? Tuandikie kupitia',
  },
} as const satisfies Record<Language, { hello: (name: string) => string; paste: string; questions: string }>;

/** A mail's first line, "Hello Amina," ("Habari Amina,"), to a name already made safe (greetingName). */
export const greeting = (name: string, language: Language): string => LAYOUT[language].hello(name);

const BRAND_COLOUR = '#0f766e';
const escapeLines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** Fields one to a line; paragraphs, the button and notes apart by a blank line, as a plain-text reader expects. */
function sectionText(s: MailSection): string {
  const fields = (s.fields ?? []).map(([label, value]) => `${label}: ${value}`);
  return [
    [s.heading, ...fields].filter(Boolean).join('\n'),
    ...(s.paragraphs ?? []),
    ...(s.button ? [`${s.button.label}:\n${s.button.url}`] : []),
    ...(s.notes ?? []),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function sectionHtml(s: MailSection, language: Language): string {
  const heading = s.heading
    ? `<h2 style="font-size:18px;margin:0 0 12px;color:#0f172a">${escapeHtml(s.heading)}</h2>`
    : '';
  const rows = (s.fields ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;color:#0f172a">${escapeLines(value)}</td></tr>`,
    )
    .join('');
  const table = rows ? `<table cellpadding="0" cellspacing="0" style="margin:0 0 12px">${rows}</table>` : '';
  const paragraph = (p: string, size: number, extra = '') =>
    `<p style="margin:0 0 12px;font-size:${String(size)}px;line-height:1.5${extra}">${escapeLines(p)}</p>`;
  // A table-wrapped link: the button mail clients draw alike (Outlook ignores padding on a bare <a>).
  const button = s.button
    ? `<table cellpadding="0" cellspacing="0" style="margin:8px 0 20px"><tr><td style="border-radius:8px;background:${BRAND_COLOUR}"><a href="${escapeHtml(s.button.url)}" style="display:inline-block;padding:14px 24px;color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none">${escapeHtml(s.button.label)}</a></td></tr></table>` +
      paragraph(`${LAYOUT[language].paste} ${s.button.url}`, 13, ';word-break:break-all')
    : '';
  return (
    heading +
    table +
    (s.paragraphs ?? []).map((p) => paragraph(p, 16)).join('') +
    button +
    (s.notes ?? []).map((p) => paragraph(p, 13)).join('')
  );
}

/** The brand's frame around the body: a header with the name, a footer with the support address. */
function framed(body: string, brand: MailBrand, language: Language): string {
  const name = escapeHtml(brand.brandName);
  const support = escapeHtml(brand.supportEmail);
  const title = brand.siteUrl
    ? `<a href="${escapeHtml(brand.siteUrl)}" style="color:#ffffff;text-decoration:none">${name}</a>`
    : name;
  return `<table width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:16px 8px"><table width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td style="background:${BRAND_COLOUR};border-radius:12px 12px 0 0;padding:16px 24px;color:#ffffff;font-size:20px;font-weight:bold">${title}</td></tr><tr><td style="padding:24px;color:#0f172a;font-family:Arial,Helvetica,sans-serif">${body}</td></tr><tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;font-family:Arial,Helvetica,sans-serif">${name} · ${LAYOUT[language].questions} <a href="mailto:${support}" style="color:${BRAND_COLOUR}">${support}</a></td></tr></table></td></tr></table>`;
}

/**
 * Builds both bodies of a mail from one description, so that text and HTML never drift apart. Mail to a
 * customer carries the brand: a header, and a footer with the support address, in both bodies, in the
 * customer's language (English when none is given: mail to staff and to visitors without an account).
 */
export function composeMail(
  to: string,
  subject: string,
  sections: MailSection[],
  options: { replyTo?: string; brand?: MailBrand; language?: Language } = {},
): OutgoingMail {
  const { replyTo, brand, language = DEFAULT_LANGUAGE } = options;
  const body = sections.map(sectionText).join('\n\n');
  const text = brand
    ? `${body}\n\n--\n${[brand.brandName, brand.siteUrl].filter(Boolean).join(' · ')}\n${LAYOUT[language].questions} ${brand.supportEmail}`
    : body;
  const htmlBody = sections.map((s) => sectionHtml(s, language)).join('');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;font-family:Arial,Helvetica,sans-serif">${brand ? framed(htmlBody, brand, language) : htmlBody}</body></html>`;
  return { to, subject, text, html, ...(replyTo && { replyTo }) };
}
