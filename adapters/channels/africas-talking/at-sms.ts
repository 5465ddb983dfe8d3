import { z } from 'zod';
import type { ChannelMessage } from '../../../core/channels/channel-message.js';
import type { ChannelSender, SendOutcome } from '../../../core/channels/channels.ports.js';
import type { AfricasTalkingSettings } from '../channels.config.js';

/** Africa's Talking's answer to a send: one recipient per number (we send one number a call). */
const sendAnswer = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z.array(
      z.object({
        statusCode: z.coerce.number().int(),
        number: z.string().optional(),
        status: z.string(),
        cost: z.string().optional(),
        messageId: z.string().optional(),
      }),
    ),
  }),
});

/** A provider's answer worth a retry: it is down, overloaded or limiting us (or refuses our own credentials). */
export const retryableStatus = (status: number): boolean => status >= 500 || status === 429 || status === 401;

/**
 * SMS through Africa's Talking's messaging API: `POST {AT_API_URL}/version1/messaging`, a form body, the key in
 * the `apiKey` header. A recipient's statusCode 1xx (100 Processed, 101 Sent, 102 Queued) is accepted; any other
 * (403 InvalidPhoneNumber, 405 InsufficientBalance, 406 UserInBlacklist …) fails the message with its status.
 */
export class AfricasTalkingSms implements ChannelSender {
  readonly live = true;

  constructor(private readonly settings: AfricasTalkingSettings) {}

  async send(message: ChannelMessage): Promise<SendOutcome> {
    if (message.content.type !== 'text') {
      return { kind: 'rejected', providerStatus: 'not-sent', reason: 'an SMS is plain text, not a template' };
    }
    const { username, apiKey, senderId, apiUrl, timeoutMs } = this.settings;
    const form = new URLSearchParams({ username, to: message.to, message: message.content.text });
    if (senderId !== undefined) form.set('from', senderId);
    form.set('bulkSMSMode', '1');
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/version1/messaging`, {
        method: 'POST',
        headers: {
          apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'unavailable', reason: `Africa's Talking not reached: ${String(error)}` };
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const reason = `Africa's Talking answered ${String(response.status)}: ${text.slice(0, 200)}`;
      return retryableStatus(response.status)
        ? { kind: 'unavailable', reason }
        : { kind: 'rejected', providerStatus: `HTTP ${String(response.status)}`, reason };
    }
    const parsed = sendAnswer.safeParse(safeJson(text));
    if (!parsed.success)
      return { kind: 'unavailable', reason: `Africa's Talking's answer unreadable: ${text.slice(0, 200)}` };
    const recipient = parsed.data.SMSMessageData.Recipients[0];
    if (recipient === undefined) {
      const said = parsed.data.SMSMessageData.Message ?? 'no recipient';
      return { kind: 'rejected', providerStatus: said, reason: said };
    }
    const providerStatus = `${String(recipient.statusCode)} ${recipient.status}`;
    if (recipient.statusCode >= 100 && recipient.statusCode < 200 && recipient.messageId) {
      return {
        kind: 'accepted',
        providerMessageId: recipient.messageId,
        providerStatus,
        providerCost: recipient.cost ?? null,
      };
    }
    return { kind: 'rejected', providerStatus, reason: recipient.status };
  }
}

export const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
