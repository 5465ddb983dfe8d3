import { type Result, fail, ok } from '../shared/result.js';
import {
  type Channel,
  type NewChannelMessage,
  type NoticeLanguage,
  fillParameters,
} from './channel-message.js';
import { CHANNELS_ERRORS, type ChannelsError } from './channels.errors.js';
import { NOTICE_TEMPLATES, type NoticeKind } from './notice-templates.js';
import { smsSegments } from './sms-segments.js';

export interface NoticeToCompose {
  id: string;
  accountId: string | null;
  channel: Channel;
  to: string;
  kind: NoticeKind;
  language: NoticeLanguage;
  /** In the template's order; each cut to its longest (a long first name must not make two SMS). */
  parameters: readonly string[];
}

/**
 * A notice as the message to queue: on WhatsApp the template and its parameters (Meta fills them in), on SMS the
 * text written out. A parcel notice that would take more than one SMS is refused: each part is charged, and a
 * notice in pieces reads badly.
 */
export function composeNotice(
  notice: NoticeToCompose,
): Result<NewChannelMessage, Extract<ChannelsError, { code: 'CHANNELS.SMS_TOO_LONG' }>> {
  const template = NOTICE_TEMPLATES[notice.kind];
  const parameters = template.parameters.map((parameter, i) =>
    // By code points: a cut never leaves half a character.
    Array.from(notice.parameters[i] ?? '')
      .slice(0, parameter.maxLength)
      .join(''),
  );
  const { id, accountId, channel, to, kind, language } = notice;
  if (channel === 'whatsapp') {
    return ok({
      id,
      accountId,
      channel,
      to,
      kind,
      language,
      content: { type: 'template', name: template.name, parameters },
    });
  }
  const text = fillParameters(template.sms[language], parameters);
  const { segments } = smsSegments(text);
  if (template.topic === 'parcels' && segments > 1) return fail(CHANNELS_ERRORS.smsTooLong(segments));
  return ok({ id, accountId, channel, to, kind, language, content: { type: 'text', text } });
}
