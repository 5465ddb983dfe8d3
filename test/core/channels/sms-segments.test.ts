import { describe, expect, it } from 'vitest';
import { fillParameters } from '../../../core/channels/channel-message.js';
import { composeNotice } from '../../../core/channels/compose-notice.js';
import { NOTICE_TEMPLATES, type NoticeKind } from '../../../core/channels/notice-templates.js';
import { smsSegments } from '../../../core/channels/sms-segments.js';

describe('smsSegments', () => {
  it('counts GSM-7 in 160 a segment, then 153 a part', () => {
    expect(smsSegments('')).toEqual({ encoding: 'gsm-7', units: 0, segments: 1 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'gsm-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'gsm-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    // Accented letters of the basic table are one septet each.
    expect(smsSegments('é£¥Ñü@').units).toBe(6);
  });

  it('counts the extension table twice', () => {
    expect(smsSegments('€[]{}\\^~|').units).toBe(18);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm-7', units: 161, segments: 2 });
  });

  it('makes the whole text UCS-2 for one other character: 70, then 67 a part, an emoji two units', () => {
    expect(smsSegments(`${'a'.repeat(69)}’`)).toEqual({ encoding: 'ucs-2', units: 70, segments: 1 });
    expect(smsSegments(`${'a'.repeat(70)}’`).segments).toBe(2);
    expect(smsSegments('a'.repeat(133) + '😀')).toEqual({ encoding: 'ucs-2', units: 135, segments: 3 });
    expect(smsSegments('😀').units).toBe(2);
  });
});

const KINDS = Object.keys(NOTICE_TEMPLATES) as NoticeKind[];

describe('the notice templates', () => {
  it('each SMS fits one GSM-7 segment in both languages with every parameter at its longest', () => {
    for (const kind of KINDS) {
      const template = NOTICE_TEMPLATES[kind];
      for (const language of ['en', 'sw'] as const) {
        const text = fillParameters(
          template.sms[language],
          template.parameters.map((p) => 'W'.repeat(p.maxLength)),
        );
        expect(smsSegments(text), `${kind} ${language}`).toMatchObject({ encoding: 'gsm-7', segments: 1 });
        expect(text, `${kind} ${language}`).toMatch(/(Reply|Jibu) STOP/);
      }
    }
  });

  it('uses each parameter in every body, and the English and Kiswahili texts differ', () => {
    for (const kind of KINDS) {
      const template = NOTICE_TEMPLATES[kind];
      for (const body of [template.whatsapp.en, template.whatsapp.sw, template.sms.en, template.sms.sw]) {
        const used = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
        expect(new Set(used).size, `${kind}: ${body}`).toBe(template.parameters.length);
      }
      expect(template.whatsapp.sw).not.toBe(template.whatsapp.en);
      expect(template.name).toMatch(/^[a-z_]+$/);
    }
  });
});

const notice = {
  id: '00000000-0000-4000-8000-000000000001',
  accountId: 'KX1001',
  to: '+254712345678',
  kind: 'parcel_received' as const,
  language: 'sw' as const,
  parameters: ['Wanjiku', 'KP104233', 'kango.ke/d'],
};

describe('composeNotice', () => {
  it('writes the SMS out and keeps a WhatsApp template with its parameters', () => {
    const text = composeNotice({ ...notice, channel: 'sms' });
    expect(text).toEqual({
      ok: true,
      value: expect.objectContaining({
        channel: 'sms',
        content: {
          type: 'text',
          text: 'Wanjiku, mzigo wako KP104233 umefika ghala letu Marekani, utasafiri na ndege ijayo. kango.ke/d Jibu STOP kusitisha',
        },
      }) as unknown,
    });
    expect(composeNotice({ ...notice, channel: 'whatsapp', language: 'en' })).toEqual({
      ok: true,
      value: expect.objectContaining({
        content: {
          type: 'template',
          name: 'parcel_received',
          parameters: ['Wanjiku', 'KP104233', 'kango.ke/d'],
        },
      }) as unknown,
    });
  });

  it('cuts a parameter to its longest by characters, never half of one', () => {
    const long = composeNotice({ ...notice, channel: 'whatsapp', parameters: ['😀'.repeat(20), 'KP1', 'x'] });
    expect(long.ok && long.value.content.type === 'template' && long.value.content.parameters[0]).toBe(
      '😀'.repeat(15),
    );
  });

  it('refuses a parcel notice that would take two SMS (a Unicode name makes it UCS-2)', () => {
    const refused = composeNotice({
      ...notice,
      channel: 'sms',
      parameters: ['Wanjikũ', 'KP104233', 'kango.ke/d'],
    });
    expect(refused).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'CHANNELS.SMS_TOO_LONG' }) as unknown,
    });
    expect(composeNotice({ ...notice, channel: 'whatsapp', parameters: ['Wanjikũ', 'KP1', 'x'] }).ok).toBe(
      true,
    );
  });
});

describe("the area's README", () => {
  it('lists every template body and SMS text as the data holds them, for an operator to register', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../../../core/channels/README.md', import.meta.url), 'utf8');
    for (const template of Object.values(NOTICE_TEMPLATES)) {
      expect(readme).toContain(`\`${template.name}\``);
      for (const text of [template.whatsapp.en, template.whatsapp.sw, template.sms.en, template.sms.sw])
        expect(readme).toContain(text);
    }
  });
});
