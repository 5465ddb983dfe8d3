import { memoryStore } from '../../support/stores.js';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../../core/contact/contact-message.schema.js';
import { SendContactMessageUseCase } from '../../../core/contact/send-contact-message.use-case.js';

const clock = { now: () => new Date('2026-11-22T09:30:00.000Z') };

describe('SendContactMessageUseCase', () => {
  it('stores the message and queues it to support with the sender as reply-to', async () => {
    const store = memoryStore();
    const useCase = new SendContactMessageUseCase(store, clock, 'help@example.com');
    const fields = contactMessageSchema.parse({
      firstName: ' Amina ',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      subject: 'pricing',
      message: 'Is <b>insurance</b> included?',
    });
    const saved = await useCase.execute(fields);

    expect(await store.ports.contactMessages.findById(saved.id)).toEqual({
      ...fields,
      firstName: 'Amina',
      id: saved.id,
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
