import type { User } from '../accounts/user.js';
import type { DeliveryChoice } from '../delivery/delivery-choice.js';
import type { Statement } from '../ledger/statement.js';
import type { Parcel } from '../parcels/parcel.js';
import type { ParcelHandover } from '../parcels/parcel-handover.js';
import type { Shipment } from '../parcels/shipment.js';
import type { CustomerHit, CustomerNotice } from './staff.ports.js';
import type { StaffNote } from './staff-note.js';

/** A site account's own part of the page: what only an account has. */
interface AccountPart {
  user: User;
  /** The delivery choice in force now; null while the account has made none. */
  delivery: DeliveryChoice | null;
  parcels: Parcel[];
  /** Who collected each shipment handed over, by the box's number or the lone parcel's. */
  handovers: ReadonlyMap<string, ParcelHandover>;
  shipments: Shipment[];
  statement: Statement;
  notices: CustomerNotice[];
  /** Whether its destination may change now: not while a parcel is between the warehouse and its handover. */
  destinationChangeable: boolean;
}

/** Everything staff see of one customer, in one place: an imported customer has no account part. */
export interface CustomerPage {
  identity: CustomerHit;
  account: AccountPart | null;
  notes: StaffNote[];
}
