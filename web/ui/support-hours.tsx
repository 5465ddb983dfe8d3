import { SERVICE_TIMES } from '../../core/shared/business-claims.js';
import { supportChannelHours } from '../../core/shared/support-hours.js';
import { useIdentity } from '../site/site-config.js';

/**
 * The configured hours of every support channel, and what happens to a message outside them: one block, laid out
 * by the page (`className`: a list or a grid).
 */
export function SupportHours({ className }: { className: string }) {
  const identity = useIdentity();
  return (
    <dl className={className} data-claim="support-hours">
      {supportChannelHours(identity).map(({ channel, hours }) => (
        <div key={channel}>
          <dt className="font-medium text-slate-900">{channel}</dt>
          <dd>{hours}</dd>
        </div>
      ))}
      <div>
        <dt className="font-medium text-slate-900">E-mail, and outside those hours</dt>
        <dd>Leave a message: we answer every one {SERVICE_TIMES.supportReply.range}.</dd>
      </div>
    </dl>
  );
}
