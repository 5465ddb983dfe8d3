import type { NextDepartureResponse } from './departure-responses.schema.js';
import { nextDeparture } from '../departure-schedule.js';

/**
 * The response worked out on the server. It lives apart from its schema, which the browser loads on every page,
 * so that the schedule's time-zone rules stay out of the browser's first load.
 */
export function nextDepartureResponse(now: Date): NextDepartureResponse {
  const next = nextDeparture(now);
  return { departureDate: next.departureDate, cutoff: next.cutoff.toISOString() };
}

/**
 * nextDepartureResponse for a caller that asks many times a second (each page request): the response is worked out
 * again only once its cutoff has passed, since it cannot change before.
 */
export function departureResponseCache(): (now: Date) => NextDepartureResponse {
  let last: { answer: NextDepartureResponse; until: number; from: number } | undefined;
  return (now) => {
    const at = now.getTime();
    if (!last || at >= last.until || at < last.from) {
      const answer = nextDepartureResponse(now);
      last = { answer, until: Date.parse(answer.cutoff), from: at };
    }
    return last.answer;
  };
}
