import { composeMail } from '../mail/compose.js';
import { enqueueVisitorMail } from '../mail/visitor-mail.js';
import { SERVICE_TIMES } from '../shared/business-claims.js';
import type { BusinessIdentity } from '../shared/business-identity.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import type { ContactPorts } from './contact.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { ContactMessage } from './contact-message.js';
import { CONTACT_SUBJECT_LABELS, type ContactMessageFields } from './contact-message.schema.js';

/**
 * Stores a visitor's message and, in the same transaction, queues it to the support inbox and an
 * acknowledgement to the address given (within the visitor mail limit). The acknowledgement carries nothing the
 * visitor typed, neither the message nor the name: an address typed may be a stranger's.
 */
export class SendContactMessageUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<ContactPorts & MailPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly identity: Pick<BusinessIdentity, 'brandName' | 'supportEmail'>,
  ) {}

  async execute(fields: ContactMessageFields): Promise<ContactMessage> {
    const message: ContactMessage = { ...fields, id: this.ids.next(), createdAt: this.clock.now() };
    const subjectLabel = CONTACT_SUBJECT_LABELS[message.subject];
    const mail = composeMail(
      this.identity.supportEmail,
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
    const acknowledgement = composeMail(
      message.email,
      `We received your message | ${this.identity.brandName}`,
      [
        {
          paragraphs: [
            'Hello,',
            `Thank you for writing to ${this.identity.brandName}. Your message about "${subjectLabel}" reached our support team, and we answer every message ${SERVICE_TIMES.supportReply.range}.`,
            `To add anything, reply to this e-mail or write to ${this.identity.supportEmail}.`,
            'If you did not write to us, you can ignore this e-mail.',
          ],
        },
      ],
      { replyTo: this.identity.supportEmail, brand: this.identity },
    );
    await this.unitOfWork.run(async ({ contactMessages, outbox }) => {
      await contactMessages.add(message);
      await outbox.enqueue(mail, message.createdAt);
      await enqueueVisitorMail(outbox, acknowledgement, message.createdAt);
    });
    return message;
  }
}
