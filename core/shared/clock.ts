/** Where the core learns the time, so that schedules can be tested at any instant. */
export interface Clock {
  now(): Date;
}
