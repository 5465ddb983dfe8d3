import * as z from 'zod/mini';
import { nextDeparture } from './departure-schedule.js';

/** GET /api/shipping/next-departure: the next flight's day and its cutoff (a new answer at each cutoff). */
export const nextDepartureAnswerSchema = z.object({ departureDate: z.iso.date(), cutoff: z.iso.datetime() });
export type NextDepartureAnswer = z.infer<typeof nextDepartureAnswerSchema>;

export function nextDepartureAnswer(now: Date): NextDepartureAnswer {
  const next = nextDeparture(now);
  return { departureDate: next.departureDate, cutoff: next.cutoff.toISOString() };
}

/**
 * nextDepartureAnswer for a caller that asks many times a second (each page request): the answer is worked out
 * again only once its cutoff has passed, since it cannot change before.
 */
export function departureAnswerCache(): (now: Date) => NextDepartureAnswer {
  let last: { answer: NextDepartureAnswer; until: number; from: number } | undefined;
  return (now) => {
    const at = now.getTime();
    if (!last || at >= last.until || at < last.from) {
      const answer = nextDepartureAnswer(now);
      last = { answer, until: Date.parse(answer.cutoff), from: at };
    }
    return last.answer;
  };
}
