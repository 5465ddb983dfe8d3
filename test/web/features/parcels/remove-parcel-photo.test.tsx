import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParcelResponse, PhotoResponse } from '../../../../core/parcels/api/parcel-responses.schema.js';
import { ParcelPhotos } from '../../../../web/features/parcels/parcel-photos.js';
import { ToastRegion } from '../../../../web/ui/toast-region.js';
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
const REMOVE_URL = '/api/admin/parcels/:number/photos/:photoId';

describe("removing a parcel's photo at the desk", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks first, removes the photo it was asked to, and hands back the parcel with the photos left', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const left = {
      ...aParcelResponse({ photos: [photo(1)] }),
      events: [{ status: 'received', at: '2026-11-26T09:00:00.000Z', reason: null }],
    };
    server.use(
      http.delete(REMOVE_URL, ({ params }) => {
        asked.push(`${String(params.number)} ${String(params.photoId)}`);
        return HttpResponse.json(left);
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const removed = vi.fn<(parcel: ParcelResponse) => void>();
    renderWithApp(
      <ParcelPhotos number="KP1000001" photos={[photo(1), photo(2)]} onRemoved={removed} />,
      '/admin/parcels',
    );
    const button = screen.getByRole('button', { name: 'Remove photo 2 of 2 of parcel KP1000001' });

    await user.click(button);
    expect(confirm).toHaveBeenCalledWith(
      'Remove photo 2 of 2 of parcel KP1000001? It cannot be brought back.',
    );
    expect(asked).toEqual([]);

    await user.click(button);
    await waitFor(() => expect(removed).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([`KP1000001 ${photo(2).id}`]);
    expect(removed.mock.calls[0]?.[0].photos).toEqual([photo(1)]);
  });

  it("says why when the server refuses, and shows no Remove button to a parcel's owner", async () => {
    const user = userEvent.setup();
    server.use(
      http.delete(REMOVE_URL, () => HttpResponse.json({ message: 'No such photo.' }, { status: 404 })),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const removed = vi.fn<(parcel: ParcelResponse) => void>();
    const { unmount } = renderWithApp(
      <>
        <ParcelPhotos number="KP1000001" photos={[photo(1)]} onRemoved={removed} />
        <ToastRegion />
      </>,
      '/admin/parcels',
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo 1 of 1 of parcel KP1000001' }));
    expect(await screen.findByText('No such photo.')).toBeInTheDocument();
    expect(removed).not.toHaveBeenCalled();
    unmount();

    renderWithApp(<ParcelPhotos number="KP1000001" photos={[photo(1)]} />, '/dashboard');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
