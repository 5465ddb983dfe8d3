import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { useNextDeparture } from './shipping.api.js';
import { cutoffLabel } from './format.js';
import { formatWeekdayDate } from '../../../core/shared/calendar.js';

/** The next flight and the warehouse cutoff for it, from the server's schedule (US Eastern time). */
export function NextDepartureCard() {
  const { data } = useNextDeparture();
  const weekday = weeklySchedule().departureDay;
  return (
    <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
      <h3 className="text-lg font-bold text-slate-900">Next air departure</h3>
      <p className="mt-2 text-2xl font-bold text-brand-800">
        {data ? formatWeekdayDate(data.departureDate) : '…'}
      </p>
      <p className="mt-2 text-slate-700">
        Warehouse cutoff: <strong>{data ? cutoffLabel(data.cutoff) : '…'}</strong>. Parcels that reach
        Delaware after it fly the following {weekday}.
      </p>
    </div>
  );
}
