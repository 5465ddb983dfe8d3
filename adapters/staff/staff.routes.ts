import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import {
  addStaffNoteEndpoint,
  blockSignInEndpoint,
  changeDestinationEndpoint,
  searchCustomersEndpoint,
  staffResendVerificationEndpoint,
  staffSendPasswordResetEndpoint,
  unblockSignInEndpoint,
  viewCustomerEndpoint,
} from '../../core/staff/api/staff.endpoints.js';
import {
  customerPageResponse,
  customerResultsResponse,
  staffNoteResponse,
} from '../../core/staff/api/staff-responses.schema.js';
import { STAFF_ERRORS } from '../../core/staff/staff.errors.js';
import { STAFF_TOKENS } from '../../core/staff/staff.tokens.js';
import { staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** The staff's customer pages: the search, one customer's page, and the actions on it. */
export function staffRoutes(container: AppContainer, api: EndpointRouter): void {
  const search = container.get(STAFF_TOKENS.SearchCustomers);
  const view = container.get(STAFF_TOKENS.ViewCustomer);
  const addNote = container.get(STAFF_TOKENS.AddNote);
  const sendLink = container.get(STAFF_TOKENS.SendAccountLink);
  const changeDestination = container.get(STAFF_TOKENS.ChangeDestination);
  const setBlock = container.get(ACCOUNT_TOKENS.SetSignInBlock);

  api.on(searchCustomersEndpoint, async ({ query }) => customerResultsResponse(await search.execute(query)));
  api.on(viewCustomerEndpoint, async ({ params, refuse }) => {
    const page = await view.execute(params.accountId);
    if (!page) throw refuse(STAFF_ERRORS.customerNotFound);
    return customerPageResponse(page);
  });
  api.on(addStaffNoteEndpoint, async ({ req, params, body, valueOf }) =>
    staffNoteResponse(valueOf(await addNote.execute(staffActor(req), params.accountId, body))),
  );
  api.on(staffResendVerificationEndpoint, async ({ req, params, valueOf }) =>
    valueOf(await sendLink.execute(staffActor(req), params.accountId, 'verification')),
  );
  api.on(staffSendPasswordResetEndpoint, async ({ req, params, valueOf }) =>
    valueOf(await sendLink.execute(staffActor(req), params.accountId, 'password-reset')),
  );
  api.on(changeDestinationEndpoint, async ({ req, params, body, valueOf }) =>
    valueOf(await changeDestination.execute(staffActor(req), params.accountId, body.destination)),
  );
  api.on(blockSignInEndpoint, async ({ req, params, body, valueOf }) => {
    valueOf(
      await setBlock.execute(staffActor(req, body.reason), params.accountId, {
        blocked: true,
        reason: body.reason,
      }),
    );
    return { blocked: true, reason: body.reason };
  });
  api.on(unblockSignInEndpoint, async ({ req, params, valueOf }) => {
    valueOf(await setBlock.execute(staffActor(req), params.accountId, { blocked: false }));
    return { blocked: false, reason: null };
  });
}
