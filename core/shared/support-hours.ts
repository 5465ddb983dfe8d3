/**
 * When each support channel answers, written the way staff configure it ("Mon-Fri 07:00-20:00, Sat-Sun
 * 09:00-18:00") and worded once for every page, in East Africa Time, where the support team works.
 */

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof DAY_NAMES)[number];

/** One run of days with the same opening time; days count from Monday (0) to Sunday (6). */
interface OpeningBlock {
  firstDay: number;
  lastDay: number;
  opensMinute: number;
  closesMinute: number;
}

const DAY = DAYS.join('|');
const BLOCK = new RegExp(`^(${DAY})(?:-(${DAY}))? ([01]\\d|2[0-4]):([0-5]\\d)-([01]\\d|2[0-4]):([0-5]\\d)$`);

/** The format's description, for a refused configuration value. */
export const WEEKLY_HOURS_FORMAT = 'days and times such as "Mon-Fri 09:00-18:00, Sat 10:00-16:00"';

function parseBlock(text: string): OpeningBlock | undefined {
  const match = BLOCK.exec(text.trim());
  if (!match) return undefined;
  const [, from = '', to, opensH = '', opensM = '', closesH = '', closesM = ''] = match;
  const block = {
    firstDay: DAYS.indexOf(from as (typeof DAYS)[number]),
    lastDay: DAYS.indexOf((to ?? from) as (typeof DAYS)[number]),
    opensMinute: Number(opensH) * 60 + Number(opensM),
    closesMinute: Number(closesH) * 60 + Number(closesM),
  };
  const valid =
    block.firstDay <= block.lastDay &&
    block.opensMinute < block.closesMinute &&
    block.closesMinute <= 24 * 60;
  return valid ? block : undefined;
}

/** The blocks of a configured value, or undefined when any block is not in the format or two overlap. */
export function parseWeeklyHours(text: string): OpeningBlock[] | undefined {
  const blocks = text.split(',').map(parseBlock);
  if (blocks.some((block) => block === undefined)) return undefined;
  const parsed = blocks.filter((block) => block !== undefined);
  const days = parsed.flatMap((block) => DAYS.slice(block.firstDay, block.lastDay + 1));
  return new Set(days).size === days.length ? parsed : undefined;
}

export const isWeeklyHours = (text: string): boolean => parseWeeklyHours(text) !== undefined;

/** "9 AM", "6:30 PM", "midnight". */
function clockText(minute: number): string {
  if (minute === 0 || minute === 24 * 60) return 'midnight';
  const hour = Math.floor(minute / 60);
  const minutes = minute % 60;
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelveHour)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

function daysText({ firstDay, lastDay }: OpeningBlock): string {
  if (firstDay === 0 && lastDay === 6) return 'Every day';
  const [first, last] = [DAY_NAMES[firstDay], DAY_NAMES[lastDay]];
  if (firstDay === lastDay) return String(first);
  return `${String(first)} ${lastDay === firstDay + 1 ? 'and' : 'to'} ${String(last)}`;
}

const blockText = (block: OpeningBlock): string =>
  block.opensMinute === 0 && block.closesMinute === 24 * 60
    ? `${daysText(block)}, around the clock`
    : `${daysText(block)}, ${clockText(block.opensMinute)} to ${clockText(block.closesMinute)}`;

/** "Monday to Friday, 7 AM to 8 PM; Saturday and Sunday, 9 AM to 6 PM East Africa Time". */
export function weeklyHoursText(text: string): string {
  const blocks = parseWeeklyHours(text);
  if (!blocks) throw new Error(`support hours not in the format: ${text}`);
  const days = blocks.map(blockText).join('; ');
  return blocks.every((block) => block.opensMinute === 0 && block.closesMinute === 24 * 60)
    ? days
    : `${days} East Africa Time`;
}

/** Whether the hours open at some time on the day. */
export const opensOn = (text: string, day: Weekday): boolean =>
  (parseWeeklyHours(text) ?? []).some(
    (block) => block.firstDay <= DAY_NAMES.indexOf(day) && DAY_NAMES.indexOf(day) <= block.lastDay,
  );

/** The default blocks: phone on weekdays, WhatsApp longer and at weekends. */
export const SPECIFICATION_SUPPORT_HOURS = {
  phoneHours: 'Mon-Fri 09:00-18:00',
  whatsappHours: 'Mon-Fri 07:00-20:00, Sat-Sun 09:00-18:00',
} as const;

export interface SupportChannelHours {
  channel: 'Phone' | 'WhatsApp' | 'Chat';
  hours: string;
}

/** Each channel that has hours, worded: phone and WhatsApp always, chat only when the business runs one. */
export function supportChannelHours(identity: {
  phoneHours: string;
  whatsappHours: string;
  chatHours?: string | undefined;
}): SupportChannelHours[] {
  return [
    { channel: 'Phone', hours: weeklyHoursText(identity.phoneHours) },
    { channel: 'WhatsApp', hours: weeklyHoursText(identity.whatsappHours) },
    ...(identity.chatHours ? [{ channel: 'Chat' as const, hours: weeklyHoursText(identity.chatHours) }] : []),
  ];
}

/** The hours as one sentence, for a response read as text: "Phone: …; WhatsApp: …". */
export const supportHoursSentence = (identity: Parameters<typeof supportChannelHours>[0]): string =>
  supportChannelHours(identity)
    .map(({ channel, hours }) => `${channel}: ${hours}`)
    .join('. ');
