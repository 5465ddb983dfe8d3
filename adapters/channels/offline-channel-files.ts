import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Channel, type ChannelMessage, renderedText } from '../../core/channels/channel-message.js';
import type { ChannelSender, SendOutcome } from '../../core/channels/channels.ports.js';
import { whatsappBody } from '../../core/channels/notice-templates.js';
import type { Logger } from '../logger.js';
import { OWNER_ONLY_DIRECTORY, OWNER_ONLY_FILE } from '../security/owner-only-files.js';

/** The file's text: who it went to and how, then the message as the customer would read it on the phone. */
export function offlineFileText(message: ChannelMessage): string {
  const { content } = message;
  const lines = [
    `To: ${message.to}`,
    `Channel: ${message.channel}`,
    `Kind: ${message.kind}`,
    `Language: ${message.language}`,
    ...(content.type === 'template'
      ? [
          `Template: ${content.name} (${content.parameters.map((p, i) => `{{${String(i + 1)}}}=${p}`).join(', ')})`,
        ]
      : []),
    '',
    renderedText(content, whatsappBody(message.language)),
    '',
  ];
  return lines.join('\n');
}

/**
 * The default with no provider configured: each message becomes a text file under DATA_DIR/sms or
 * DATA_DIR/whatsapp (as mail becomes .eml files), and a log line. It counts as sent; nothing reaches a phone.
 */
export class OfflineChannelFiles implements ChannelSender {
  readonly live = false;

  constructor(
    private readonly channel: Channel,
    private readonly directory: string,
    private readonly logger: Logger,
  ) {}

  send(message: ChannelMessage): Promise<SendOutcome> {
    mkdirSync(this.directory, { recursive: true, mode: OWNER_ONLY_DIRECTORY });
    const file = join(this.directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.txt`);
    // Owner-only, as the mail outbox's files: a message names a customer and their parcels.
    writeFileSync(file, offlineFileText(message), { mode: OWNER_ONLY_FILE });
    this.logger.info({ file, kind: message.kind }, `${this.channel} message written to a file`);
    return Promise.resolve({
      kind: 'accepted',
      providerMessageId: `offline-${message.id}`,
      providerStatus: 'written to a file',
      providerCost: null,
    });
  }
}
