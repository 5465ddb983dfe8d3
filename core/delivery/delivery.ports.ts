import type { DeliveryChoice, SavedDeliveryChoice } from './delivery-choice.js';
import type { TransactionalPorts } from '../shared/unit-of-work.ports.js';

/**
 * Each account's delivery choices: every one a parcel may go by is kept (a parcel that left keeps the choice in
 * force then), and one read finds the choice in force at a moment, however many the account has made.
 */
export interface DeliveryChoiceRepository {
  /**
   * Saves the choice in place of those no parcel can go by: those made after `lastDeparture` (the latest moment
   * one of the account's parcels left the warehouse; every earlier choice when none has), except the account's
   * first while a parcel has left, which a parcel that left before any choice goes by.
   */
  add(saved: SavedDeliveryChoice, lastDeparture: Date | undefined): Promise<void>;
  /**
   * The choice in force at each moment (undefined: now), in the moments' order, by `choiceAt`'s rule: the last made
   * by then, or else the first made after; undefined while the account has made none. One query, each moment
   * found by the index with a limit of one, not by reading the account's choices.
   */
  inForceAt(userId: string, moments: readonly (Date | undefined)[]): Promise<(DeliveryChoice | undefined)[]>;
  /**
   * The choice in force at one moment (undefined: now) of each of many accounts, by the same rule, by account id
   * (an account that made none left out): one query for all of them, as a flight's manifest reads its owners.
   */
  inForceEach(userIds: readonly string[], at: Date | undefined): Promise<Map<string, DeliveryChoice>>;
}

/** When the account's parcels left the warehouse: which of its choices a parcel may still go by. */
export interface ParcelDepartures {
  /** When the parcel of the account that left last left (its first step after receipt); undefined while none has. */
  lastOf(userId: string): Promise<Date | undefined>;
}

/** The delivery area's part of a unit of work. */
export type DeliveryPorts = Pick<TransactionalPorts, 'deliveryChoices' | 'parcelDepartures'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    deliveryChoices: DeliveryChoiceRepository;
    parcelDepartures: ParcelDepartures;
  }
}
