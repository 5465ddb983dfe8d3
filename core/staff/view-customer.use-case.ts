import type { AccountsPorts } from '../accounts/accounts.ports.js';
import type { DeliveryPorts } from '../delivery/delivery.ports.js';
import type { ViewStatementUseCase } from '../ledger/view-statement.use-case.js';
import { shipmentOf } from '../parcels/collection-code.js';
import { HANDED_OVER, leftTheWarehouse } from '../parcels/parcel.js';
import type { ParcelsPorts } from '../parcels/parcels.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import type { CustomerPage } from './customer-page.js';
import type { StaffPorts } from './staff.ports.js';

/** The notices a page lists: the latest, enough to answer "did you send me…?". */
export const NOTICES_SHOWN = 30;

/**
 * One customer's page for staff, from an account ID: who they are and their verification, their destination and
 * delivery choice, parcels and boxes with their states and who collected those handed over, statement and balance, the mail sent to them and the
 * staff's notes. Undefined when no site account and no imported customer has the ID.
 */
export class ViewCustomerUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<StaffPorts & AccountsPorts & ParcelsPorts & DeliveryPorts>,
    private readonly statements: Pick<ViewStatementUseCase, 'execute'>,
  ) {}

  async execute(accountId: string): Promise<CustomerPage | undefined> {
    const read = await this.unitOfWork.run(async (ports) => {
      const [identity] = await ports.customerSearch.search({ kind: 'account-id', accountId }, null, 1);
      if (!identity) return undefined;
      const notes = await ports.staffNotes.listFor(identity.accountId);
      const user = await ports.users.findByAccountId(identity.accountId);
      if (!user) return { identity, notes, account: null };
      const [parcels, shipments, [delivery], notices] = await Promise.all([
        ports.parcels.listFor(user.id),
        ports.shipments.shipmentsOf(user.id),
        ports.deliveryChoices.inForceAt(user.id, [undefined]),
        ports.customerNotices.sentTo(user.email, NOTICES_SHOWN),
      ]);
      const destinationChangeable = !parcels.some(leftTheWarehouse);
      const handedOver = [...new Set(parcels.filter((p) => p.status === HANDED_OVER).map(shipmentOf))];
      const handovers = await ports.parcelHandovers.findEach(handedOver);
      return {
        identity,
        notes,
        account: {
          user,
          parcels,
          handovers,
          shipments,
          delivery: delivery ?? null,
          notices,
          destinationChangeable,
        },
      };
    });
    if (!read?.account) return read;
    return {
      ...read,
      account: { ...read.account, statement: await this.statements.execute(read.account.user.id) },
    };
  }
}
