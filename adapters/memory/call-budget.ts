/** The account's calls for a day: `take()` answers whether one more call fits in today's budget. */
export interface CallBudget {
  take(): Promise<boolean>;
}

const DAY_MS = 86_400_000;

/** A day's budget counted by this process alone, the day being the UTC calendar day. */
export function processBudget(perDay: number, now: () => number = Date.now): CallBudget {
  let day = -1;
  let used = 0;
  return {
    take: () => {
      const today = Math.floor(now() / DAY_MS);
      if (today !== day) [day, used] = [today, 0];
      if (used >= perDay) return Promise.resolve(false);
      used += 1;
      return Promise.resolve(true);
    },
  };
}

/**
 * A share of a budget for some of its callers: each call counts toward both, so that these callers never spend
 * more of the whole than their share and the others always keep the rest. A call the share allows but the whole
 * refuses still counts toward the share; that happens only once the whole day is spent.
 */
export function shareOf(whole: CallBudget, share: CallBudget): CallBudget {
  return { take: async () => (await share.take()) && whole.take() };
}
