import { useState } from 'react';
import type { CustomerPageResponse } from '../../../core/staff/api/staff-responses.schema.js';
import { Button } from '../../ui/button.js';
import { Section } from '../../ui/card.js';
import {
  addNote,
  blockSignIn,
  changeDestination,
  resendVerification,
  sendPasswordReset,
  unblockSignIn,
} from './staff.api.js';
import { ACTION_INPUT, useCustomerAction } from './customer-action.js';

type Account = NonNullable<CustomerPageResponse['account']>;

/** Blocks sign-in with the reason typed, or lifts the block. */
function SignInBlock({ accountId, blockedReason }: { accountId: string; blockedReason: string | null }) {
  const { busy, run } = useCustomerAction(accountId, 'Not done');
  const [reason, setReason] = useState('');
  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      {blockedReason === null ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run('block', () => blockSignIn(accountId, reason), 'Sign-in blocked').then(
              (ok) => ok && setReason(''),
            );
          }}
          className="flex flex-wrap items-end gap-3"
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="block-reason" className="block text-sm font-medium text-slate-800">
              Reason to block sign-in
            </label>
            <input
              id="block-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className={ACTION_INPUT}
            />
          </div>
          <Button type="submit" variant="danger" disabled={busy !== null || reason.trim() === ''}>
            Block sign-in
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-red-800">Sign-in blocked: {blockedReason}</p>
          <Button
            variant="quiet"
            disabled={busy !== null}
            onClick={() => void run('unblock', () => unblockSignIn(accountId), 'Sign-in unblocked')}
          >
            Unblock sign-in
          </Button>
        </div>
      )}
    </div>
  );
}

/** Links, destination and the sign-in block of a site account. */
export function AccountActions({ accountId, account }: { accountId: string; account: Account }) {
  const { busy, run } = useCustomerAction(accountId, 'Not done');
  const other = account.destination === 'kenya' ? 'south-sudan' : 'kenya';
  return (
    <Section title="Actions">
      <div className="mt-3 flex flex-wrap gap-3">
        {!account.isEmailVerified && (
          <Button
            variant="secondary"
            disabled={busy !== null}
            busy={busy === 'verify'}
            busyLabel="Sending…"
            onClick={() =>
              void run(
                'verify',
                () => resendVerification(accountId),
                `Verification link sent to ${account.email}`,
              )
            }
          >
            Resend verification
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={busy !== null}
          busy={busy === 'reset'}
          busyLabel="Sending…"
          onClick={() =>
            void run(
              'reset',
              () => sendPasswordReset(accountId),
              `Password-reset link sent to ${account.email}`,
            )
          }
        >
          Send a password-reset link
        </Button>
        <Button
          variant="quiet"
          disabled={busy !== null || !account.destinationChangeable}
          busy={busy === 'destination'}
          busyLabel="Changing…"
          onClick={() =>
            void run('destination', () => changeDestination(accountId, other), 'Destination changed')
          }
        >
          {other === 'kenya' ? 'Change destination to Kenya' : 'Change destination to South Sudan'}
        </Button>
      </div>
      {!account.destinationChangeable && (
        <p className="mt-2 text-sm text-slate-600">
          The destination cannot change while a parcel is between the warehouse and its handover.
        </p>
      )}
      <SignInBlock accountId={accountId} blockedReason={account.blockedReason} />
    </Section>
  );
}

/** The staff's notes: newest first, each dated and signed. */
export function NotesSection({
  accountId,
  notes,
}: {
  accountId: string;
  notes: CustomerPageResponse['notes'];
}) {
  const { busy, run } = useCustomerAction(accountId, 'Not done');
  const [text, setText] = useState('');
  return (
    <Section title="Staff notes">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run('note', () => addNote(accountId, text), 'Note added').then((ok) => ok && setText(''));
        }}
        className="mt-3 space-y-2"
      >
        <label htmlFor="note-text" className="block text-sm font-medium text-slate-800">
          New note
        </label>
        <textarea
          id="note-text"
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          className={ACTION_INPUT}
        />
        <Button
          type="submit"
          disabled={busy !== null || text.trim() === ''}
          busy={busy === 'note'}
          busyLabel="Adding…"
        >
          Add note
        </Button>
      </form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No notes yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3">
              <p className="whitespace-pre-line text-slate-900">{note.text}</p>
              <p className="mt-1 text-xs text-slate-600">
                {new Date(note.at).toLocaleString('en-GB')} · {note.staffEmail}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
