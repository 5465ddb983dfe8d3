import { z } from 'zod';
import type { ChannelMessage } from '../../../core/channels/channel-message.js';
import type { ChannelSender, SendOutcome } from '../../../core/channels/channels.ports.js';
import { retryableStatus, safeJson } from '../africas-talking/at-sms.js';
import type { WhatsAppSettings } from '../channels.config.js';

const sendAnswer = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const errorAnswer = z.object({
  error: z.object({ message: z.string().optional(), code: z.number().optional() }),
});

/** The Cloud API's body for a message: a template (a notice) or free text (staff's reply in the 24-hour window). */
export function cloudApiBody(message: ChannelMessage): Record<string, unknown> {
  const { content } = message;
  // The Cloud API takes the number without its +.
  const to = message.to.replace(/^\+/, '');
  if (content.type === 'text') {
    return { messaging_product: 'whatsapp', to, type: 'text', text: { body: content.text } };
  }
  return {
    messaging_product: 'whatsapp',
    to,
    type: 'template',
    template: {
      name: content.name,
      language: { code: message.language },
      components: [{ type: 'body', parameters: content.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/**
 * WhatsApp through Meta's Business Cloud API: `POST {WHATSAPP_API_URL}/{version}/{phone number id}/messages` with
 * the bearer token. The message's id is `messages[0].id`; its states come later by the webhook.
 */
export class WhatsAppCloudApi implements ChannelSender {
  readonly live = true;

  constructor(private readonly settings: WhatsAppSettings) {}

  async send(message: ChannelMessage): Promise<SendOutcome> {
    const { token, phoneNumberId, apiUrl, apiVersion, timeoutMs } = this.settings;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/${apiVersion}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(cloudApiBody(message)),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { kind: 'unavailable', reason: `WhatsApp not reached: ${String(error)}` };
    }
    const body = safeJson(await response.text().catch(() => ''));
    if (response.ok) {
      const sent = sendAnswer.safeParse(body);
      return sent.success
        ? {
            kind: 'accepted',
            providerMessageId: sent.data.messages[0]?.id ?? '',
            providerStatus: 'accepted',
            providerCost: null,
          }
        : { kind: 'unavailable', reason: 'WhatsApp’s answer held no message id' };
    }
    const error = errorAnswer.safeParse(body);
    const said = error.success
      ? `${String(error.data.error.code ?? response.status)} ${error.data.error.message ?? ''}`.trim()
      : `HTTP ${String(response.status)}`;
    return retryableStatus(response.status)
      ? { kind: 'unavailable', reason: `WhatsApp answered ${String(response.status)}: ${said}` }
      : { kind: 'rejected', providerStatus: said, reason: said };
  }
}
