import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../../core/contact/contact-message.schema.js';
import { SendContactMessageUseCase } from '../../../core/contact/send-contact-message.use-case.js';
import { VISITOR_MAIL_LIMIT } from '../../../core/mail/visitor-mail.js';
import { aContactForm } from './contact-message.mother.js';
import { countingIds } from '../../support/ids.js';

const clock = { now: () => new Date('2026-11-22T09:30:00.000Z') };
const IDENTITY = { brandName: 'Kango Express', supportEmail: 'help@example.com' };

describe('SendContactMessageUseCase', () => {
  it('stores the message and queues it to support with the sender as reply-to', async () => {
    const store = memoryStore();
    const ids = countingIds();
    const useCase = new SendContactMessageUseCase(store, clock, ids, IDENTITY);
    const fields = contactMessageSchema.parse({
      firstName: ' Amina ',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      subject: 'pricing',
      message: 'Is <b>insurance</b> included?',
    });
    const saved = await useCase.execute(fields);

    // The message's id is the one the injected Ids port gave.
    expect(saved.id).toBe(ids.nth(1));
    expect(await store.ports.contactMessages.findById(saved.id)).toEqual({
      ...fields,
      firstName: 'Amina',
      id: ids.nth(1),
      createdAt: clock.now(),
    });
    const [entry] = store.outboxEntries();
    expect(entry?.mail).toMatchObject({
      to: 'help@example.com',
      replyTo: 'amina@example.com',
      subject: 'Contact form: Pricing from Amina Yusuf',
    });
    expect(entry?.mail.text).toContain('Is <b>insurance</b> included?');
    // The HTML body escapes what the visitor typed.
    expect(entry?.mail.html).toContain('Is &lt;b&gt;insurance&lt;/b&gt; included?');
  });

  it('acknowledges to the address given, echoing nothing typed, within the visitor mail limit', async () => {
    const store = memoryStore();
    const useCase = new SendContactMessageUseCase(store, clock, countingIds(), IDENTITY);
    const fields = contactMessageSchema.parse(
      aContactForm({
        firstName: 'Visit evil.example',
        lastName: 'Now',
        email: 'someone@example.com',
        subject: 'pricing',
        message: 'Claim your prize at https://evil.example',
      }),
    );
    await useCase.execute(fields);
    const acknowledgement = store.outboxEntries()[1]?.mail;
    expect(acknowledgement).toMatchObject({
      to: 'someone@example.com',
      replyTo: 'help@example.com',
      subject: 'We received your message | Kango Express',
    });
    expect(acknowledgement?.text).toContain(
      'Thank you for writing to Kango Express. Your message about "Pricing" reached our support team, and we answer every message within 24 hours.',
    );
    for (const body of [acknowledgement?.text, acknowledgement?.html]) {
      expect(body).not.toMatch(/evil|prize|Visit|Now\b/);
    }
    // More messages with that address this hour reach support, but its mailbox gets no more acknowledgements.
    for (let i = 1; i < VISITOR_MAIL_LIMIT.limit + 2; i += 1) await useCase.execute(fields);
    const toVisitor = store.outboxEntries().filter((e) => e.mail.to === 'someone@example.com');
    expect(toVisitor).toHaveLength(VISITOR_MAIL_LIMIT.limit);
    expect(store.outboxEntries().filter((e) => e.mail.to === 'help@example.com')).toHaveLength(
      VISITOR_MAIL_LIMIT.limit + 2,
    );
  });
});

describe('contactMessageSchema', () => {
  it('reports every missing field with its own message', () => {
    const parsed = contactMessageSchema.safeParse({
      firstName: '',
      lastName: '  ',
      email: 'x',
      subject: 'spam',
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Please enter a valid email address'],
      ['subject', 'Please choose a subject'],
      ['message', 'Message is required'],
    ]);
  });
});
