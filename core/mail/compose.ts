import escapeHtml from 'escape-html';
import type { OutgoingMail } from './mail.ports.js';

export interface MailSection {
  heading?: string;
  /** Label and value pairs, shown as a table in HTML and as "Label: value" lines in text. */
  fields?: [string, string][];
  paragraphs?: string[];
}

/** Builds both bodies of a mail from one description, so that text and HTML never drift apart. */
export function composeMail(
  to: string,
  subject: string,
  sections: MailSection[],
  replyTo?: string,
): OutgoingMail {
  const text = sections
    .map((s) =>
      [s.heading, ...(s.fields ?? []).map(([label, value]) => `${label}: ${value}`), ...(s.paragraphs ?? [])]
        .filter((line) => line !== undefined)
        .join('\n'),
    )
    .join('\n\n');
  const html = sections
    .map((s) => {
      const heading = s.heading ? `<h2>${escapeHtml(s.heading)}</h2>` : '';
      const rows = (s.fields ?? [])
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('');
      const table = rows ? `<table cellpadding="4">${rows}</table>` : '';
      const paragraphs = (s.paragraphs ?? [])
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
      return heading + table + paragraphs;
    })
    .join('');
  return {
    to,
    subject,
    text,
    html: `<!doctype html><html><body>${html}</body></html>`,
    ...(replyTo && { replyTo }),
  };
}
