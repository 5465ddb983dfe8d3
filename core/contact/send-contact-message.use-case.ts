import { composeMail } from '../mail/compose.js';
import type { Clock } from '../shared/clock.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { ContactMessage } from './contact-message.js';
import { CONTACT_SUBJECT_LABELS, type ContactMessageFields } from './contact-message.schema.js';

/** Stores a visitor's message and, in the same transaction, queues it to the support inbox. */
export class SendContactMessageUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly supportEmail: string,
  ) {}

  async execute(fields: ContactMessageFields): Promise<ContactMessage> {
    const message: ContactMessage = { ...fields, id: crypto.randomUUID(), createdAt: this.clock.now() };
    const subjectLabel = CONTACT_SUBJECT_LABELS[message.subject];
    const mail = composeMail(
      this.supportEmail,
      `Contact form: ${subjectLabel} from ${message.firstName} ${message.lastName}`,
      [
        {
          heading: 'New message from the contact form',
          fields: [
            ['Name', `${message.firstName} ${message.lastName}`],
            ['Email', message.email],
            ['Subject', subjectLabel],
            ['Received', message.createdAt.toISOString()],
          ],
        },
        { paragraphs: [message.message] },
      ],
      { replyTo: message.email },
    );
    await this.unitOfWork.run(async ({ contactMessages, outbox }) => {
      await contactMessages.add(message);
      await outbox.enqueue(mail, message.createdAt);
    });
    return message;
  }
}
