import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoveParcelForm } from '../../../../web/features/parcels/move-parcel-form.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

const SIGNED = 'data:image/png;base64,iVBORw0KGgo=';

/** jsdom draws nothing: a canvas whose pen does nothing and whose picture is a fixed PNG. */
function fakeCanvas() {
  const pen = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    pen as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNED);
  HTMLCanvasElement.prototype.setPointerCapture = vi.fn();
}

afterEach(() => vi.restoreAllMocks());

describe('the desk’s handover', () => {
  it('asks who collects it, and sends the name, the ID digits and the signature with the code', async () => {
    fakeCanvas();
    let sent: unknown;
    server.use(
      http.post('/api/admin/parcels/:reference/status', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...aParcelResponse({
            status: 'delivered',
            lastStep: 'Collected',
          }),
          handedOver: {
            collectedBy: 'Jane Achieng',
            at: '2026-12-04T10:00:00.000Z',
            idLast4: '4217',
            signatureUrl: '/api/admin/parcels/KP1000001/handover/signature',
            withCode: true,
            by: 'desk@kango.test',
          },
          events: [{ status: 'received', at: '2026-11-23T15:00:00.000Z', reason: null }],
        });
      }),
    );
    const moved = vi.fn();
    renderWithApp(<MoveParcelForm onMoved={moved} />, '/admin-parcels');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Move a parcel' });
    expect(within(form).queryByLabelText(/Collected by/)).toBeNull();
    await user.type(within(form).getByLabelText(/Parcel or tracking number/), 'KP1000001');
    await user.selectOptions(within(form).getByLabelText(/New status/), 'delivered');
    await user.type(within(form).getByLabelText(/Collection code/), '042917');

    // No name: refused here, beside its field.
    await user.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(form).findByText('Write the name of whoever collects the parcel')).toBeVisible();
    expect(sent).toBeUndefined();
    await user.type(within(form).getByLabelText(/Collected by/), 'Jane Achieng');
    await user.type(within(form).getByLabelText(/ID last 4 digits/), '42');
    await user.click(within(form).getByRole('button', { name: 'Move' }));
    expect(
      await within(form).findByText('The last four digits of their ID number: exactly four digits'),
    ).toBeVisible();
    await user.type(within(form).getByLabelText(/ID last 4 digits/), '17');

    const pad = within(form).getByRole('img', { name: 'Signature' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 60, clientY: 40, pointerId: 1 });
    expect(within(form).getByText('Signed.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(sent).toEqual({
        status: 'delivered',
        code: '042917',
        collectedBy: 'Jane Achieng',
        idLast4: '4217',
        signature: SIGNED,
      }),
    );
    await waitFor(() => expect(moved).toHaveBeenCalledOnce());
    // Cleared for the next parcel.
    expect(within(form).getByLabelText(/Parcel or tracking number/)).toHaveValue('');
  });

  it('shows the server’s field message beside its field', async () => {
    server.use(
      http.post('/api/admin/parcels/:reference/status', () =>
        HttpResponse.json(
          {
            message: 'The signature is larger than 64 KB',
            errors: [{ path: 'signature', message: 'The signature is larger than 64 KB' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<MoveParcelForm onMoved={() => undefined} />, '/admin-parcels');
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Move a parcel' });
    await user.type(within(form).getByLabelText(/Parcel or tracking number/), 'KP1000001');
    await user.selectOptions(within(form).getByLabelText(/New status/), 'delivered');
    await user.type(within(form).getByLabelText(/Reason/), 'Owner lost the code; ID checked');
    await user.type(within(form).getByLabelText(/Collected by/), 'Peter Otieno');
    await user.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(form).findByText('The signature is larger than 64 KB')).toBeVisible();
  });
});
