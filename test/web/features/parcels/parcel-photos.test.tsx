import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PhotoResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import { ParcelPhotos } from '../../../../web/features/parcels/parcel-photos.js';
import { PhotographParcelForm } from '../../../../web/features/parcels/photograph-parcel-form.js';
import { server } from '../../msw-server.js';
import { renderWithApp } from '../../render.js';
import { aParcelResponse } from './parcel-answer.mother.js';

const photo = (n: number): PhotoResponse => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const url = (size: string) => `/api/parcels/KP1000001/photos/${id}/${size}`;
  return {
    id,
    takenAt: '2026-11-26T09:00:00.000Z',
    small: { url: url('small'), width: 240, height: 320 },
    large: { url: url('large'), width: 1200, height: 1600 },
  };
};

/** The staff answer for a received parcel with these photos. */
const photographedParcel = (photos: PhotoResponse[]) => ({
  ...aParcelResponse({ photos }),
  events: [{ status: 'received', at: '2026-11-26T09:00:00.000Z', reason: null }],
});

describe("a parcel's photos on arrival", () => {
  it('shows the small ones and opens the large one in a dialog that the keyboard steps through and closes', async () => {
    const user = userEvent.setup();
    renderWithApp(<ParcelPhotos number="KP1000001" photos={[photo(1), photo(2), photo(3)]} />, '/dashboard');
    const thumbnails = screen.getAllByRole('button', { name: /of parcel KP1000001: open it large$/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0]?.querySelector('img')?.getAttribute('src')).toBe(photo(1).small.url);

    const second = screen.getByRole('button', { name: 'Photo 2 of 3 of parcel KP1000001: open it large' });
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Parcel KP1000001: photo 2 of 3' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', photo(2).large.url);

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', photo(3).large.url);
    // Past the last comes the first again.
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', photo(1).large.url);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Parcel KP1000001: photo 3 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes back to the small one of the photo last seen.
    expect(thumbnails[2]).toHaveFocus();

    await user.click(second);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing for a parcel without photos', () => {
    renderWithApp(<ParcelPhotos number="KP1000001" photos={[]} />, '/dashboard');
    expect(screen.queryByText('Photos on arrival')).not.toBeInTheDocument();
  });
});

describe('the desk photographing a parcel', () => {
  it("sends the camera's photos as multipart parts named photo, and can drop one before sending", async () => {
    const sent: { number: string | undefined; parts: number }[] = [];
    server.use(
      http.post('/api/admin/parcels/:number/photos', async ({ request, params }) => {
        // Read as the server reads it, the multipart body as sent (the test's files lose their bytes on the way).
        const body = await request.text();
        const parts = body.split('Content-Disposition: form-data; name="photo"').length - 1;
        sent.push({ number: params.number as string | undefined, parts });
        return HttpResponse.json(photographedParcel([photo(1), photo(2)]), { status: 201 });
      }),
    );
    const photographed: string[] = [];
    const user = userEvent.setup();
    renderWithApp(
      <PhotographParcelForm onPhotographed={(p) => photographed.push(p.number)} />,
      '/admin-parcels',
    );
    await user.type(screen.getByLabelText(/^Parcel number or tracking number/), 'KP1000001');
    const input = screen.getByLabelText(/^Photos \(optional, up to 4\)/);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('multiple');
    const jpeg = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
    await user.upload(input, [jpeg('label.jpg'), jpeg('blurred.jpg')]);
    await user.upload(input, jpeg('box.jpg'));
    await user.click(screen.getByRole('button', { name: 'Remove blurred.jpg' }));
    expect(within(screen.getByRole('list', { name: 'Photos chosen' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await user.click(screen.getByRole('button', { name: 'Keep photos' }));
    await waitFor(() => expect(photographed).toEqual(['KP1000001']));
    expect(sent).toEqual([{ number: 'KP1000001', parts: 2 }]);
    // Sent and kept: the list is empty for the next parcel.
    expect(screen.queryByRole('list', { name: 'Photos chosen' })).not.toBeInTheDocument();
  });
});
