import type { BusinessIdentity } from '../shared/business-identity.js';
import { composeMail } from '../mail/compose.js';
import { enqueueVisitorMail, greetingName } from '../mail/visitor-mail.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import type { QuotesPorts } from './quotes.ports.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { QuoteRequest } from './quote-request.js';
import type { QuoteRequestFields } from './quote-request.schema.js';

/** Stores a custom quote request as pending, tells support, and acknowledges it to the customer. */
export class SubmitQuoteRequestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<QuotesPorts & MailPorts>,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly identity: Pick<BusinessIdentity, 'brandName' | 'supportEmail'>,
  ) {}

  async execute(fields: QuoteRequestFields): Promise<QuoteRequest> {
    const now = this.clock.now();
    const request: QuoteRequest = {
      ...fields,
      id: this.ids.next(),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    };
    const toSupport = composeMail(
      this.identity.supportEmail,
      `Quote request from ${request.customerName}`,
      [
        {
          heading: 'New custom quote request',
          fields: [
            ['Name', request.customerName],
            ['Email', request.customerEmail],
            ['Phone', request.customerPhone],
            ['Item URL', request.itemUrl],
            ['Description', request.itemDescription],
            ['Quantity', String(request.quantity)],
            ...(request.specialRequirements
              ? [['Special requirements', request.specialRequirements] as [string, string]]
              : []),
            ['Reference', request.id],
          ],
        },
      ],
      { replyTo: request.customerEmail },
    );
    // What the customer typed goes to support only; their own address gets a fixed acknowledgement.
    const toCustomer = composeMail(
      request.customerEmail,
      `We received your quote request | ${this.identity.brandName}`,
      [
        {
          paragraphs: [
            `Hello ${greetingName(request.customerName)},`,
            `Thank you for your quote request. We'll get back to you with a detailed quote within 24 hours.`,
            `Reference: ${request.id}`,
          ],
        },
      ],
      { replyTo: this.identity.supportEmail, brand: this.identity },
    );
    await this.unitOfWork.run(async ({ quoteRequests, outbox }) => {
      await quoteRequests.add(request);
      await outbox.enqueue(toSupport, now);
      await enqueueVisitorMail(outbox, toCustomer, now);
    });
    return request;
  }
}
