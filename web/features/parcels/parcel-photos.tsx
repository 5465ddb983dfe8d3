import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { ParcelResponse, PhotoResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { Button } from '../../ui/button.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';
import { removeParcelPhoto } from './parcels.api.js';

const describeIndex = (index: number, count: number) => `Photo ${String(index + 1)} of ${String(count)}`;

/** The large photo, over the page: the whole screen on a phone, with a margin on a wider one. */
function PhotoDialog({
  number,
  photos,
  shown,
  step,
  onClosed,
}: {
  number: string;
  photos: readonly PhotoResponse[];
  shown: number;
  step: (by: number) => void;
  onClosed: () => void;
}) {
  const current = photos[shown];
  const which = describeIndex(shown, photos.length).toLowerCase();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/80" />
      <Dialog.Content
        aria-describedby={undefined}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        className="fixed inset-0 z-50 flex flex-col gap-3 bg-white p-3 sm:inset-6 sm:rounded-xl sm:p-5"
      >
        <div className="flex items-center justify-between gap-3">
          <Dialog.Title className="text-sm font-semibold text-slate-800">
            Parcel {number}: {which}
          </Dialog.Title>
          <Dialog.Close asChild>
            <Button variant="quiet" size="sm">
              Close
            </Button>
          </Dialog.Close>
        </div>
        {current && (
          <img
            src={current.large.url}
            width={current.large.width}
            height={current.large.height}
            alt={`Parcel ${number} as it arrived at the warehouse, ${which}`}
            className="min-h-0 w-full flex-1 object-contain"
          />
        )}
        {photos.length > 1 && (
          <div className="flex justify-between gap-3">
            <Button variant="quiet" onClick={() => step(-1)}>
              Previous
            </Button>
            <Button variant="quiet" onClick={() => step(1)}>
              Next
            </Button>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** Staff's button beside a photo: asks first, then removes it and hands back the parcel with the photos left. */
function RemovePhotoButton({
  number,
  photo,
  which,
  onRemoved,
}: {
  number: string;
  photo: PhotoResponse;
  which: string;
  onRemoved: (parcel: ParcelResponse) => void;
}) {
  const { busy, run } = useSubmit();
  const remove = async () => {
    if (!window.confirm(`Remove ${which.toLowerCase()} of parcel ${number}? It cannot be brought back.`))
      return;
    const parcel = await run(() => removeParcelPhoto(number, photo.id), {
      title: 'Could not remove the photo',
    });
    if (!parcel) return;
    toast({ title: `Photo removed: ${number}`, variant: 'success' });
    onRemoved(parcel);
  };
  return (
    <Button
      variant="quiet"
      size="sm"
      disabled={busy}
      onClick={() => void remove()}
      aria-label={`Remove ${which.toLowerCase()} of parcel ${number}`}
    >
      {busy ? 'Removing...' : 'Remove'}
    </Button>
  );
}

/**
 * The photos taken on arrival: small ones to tap, each opening the large one in a dialog (Radix's: Escape or
 * Close shuts it and focus returns to the small one of the photo last seen; the arrow keys or the buttons go to
 * the next). Given `onRemoved` (staff), each has a Remove button beside it.
 */
export function ParcelPhotos({
  number,
  photos,
  onRemoved,
}: {
  number: string;
  photos: readonly PhotoResponse[];
  onRemoved?: (parcel: ParcelResponse) => void;
}) {
  const [open, setOpen] = useState(false);
  // The photo shown, or last shown.
  const [shown, setShown] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  if (photos.length === 0) return null;
  const step = (by: number) => setShown((index) => (index + by + photos.length) % photos.length);
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-700">Photos on arrival</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id} className="flex flex-col items-center gap-1">
            <button
              ref={(button) => {
                thumbnails.current[index] = button;
              }}
              type="button"
              onClick={() => {
                setShown(index);
                setOpen(true);
              }}
              aria-label={`${describeIndex(index, photos.length)} of parcel ${number}: open it large`}
              className="block overflow-hidden rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={photo.small.url}
                width={photo.small.width}
                height={photo.small.height}
                alt=""
                loading="lazy"
                className="h-20 w-20 object-cover sm:h-24 sm:w-24"
              />
            </button>
            {onRemoved && (
              <RemovePhotoButton
                number={number}
                photo={photo}
                which={describeIndex(index, photos.length)}
                onRemoved={onRemoved}
              />
            )}
          </li>
        ))}
      </ul>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <PhotoDialog
          number={number}
          photos={photos}
          shown={shown}
          step={step}
          onClosed={() => thumbnails.current[shown]?.focus()}
        />
      </Dialog.Root>
    </div>
  );
}
