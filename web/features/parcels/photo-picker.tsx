import { useCallback, useId } from 'react';
import { MAX_PHOTOS_PER_PARCEL } from '../../../core/parcels/parcel-photo.js';
import { Button } from '../../ui/button.js';

/** A preview of a chosen file, from the browser's own copy of it (released when it leaves the list). */
function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  // The image holds the address while it is shown; React's ref cleanup lets it go.
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <li className="flex items-center gap-2 rounded-md border border-slate-200 p-1 pr-2">
      <img ref={showFile} alt="" className="h-14 w-14 rounded object-cover" />
      <span className="max-w-32 truncate text-xs text-slate-600">{file.name}</span>
      <Button variant="quiet" size="sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * Photos from the phone's camera (the back one), or files on a computer: each pick adds to the list, up to the
 * most a parcel may have, so that staff can take them one after the other.
 */
export function PhotoPicker({
  photos,
  onChange,
  room = MAX_PHOTOS_PER_PARCEL,
}: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  room?: number;
}) {
  const id = useId();
  const full = photos.length >= room;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Photos (optional, up to {room}): the label, the box, any damage
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={full}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          // Emptied, so that the same photo may be picked again after a removal.
          event.target.value = '';
          onChange([...photos, ...picked].slice(0, room));
        }}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 disabled:opacity-60"
      />
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos chosen">
          {photos.map((file, index) => (
            <Preview
              key={`${file.name}-${String(file.lastModified)}-${String(index)}`}
              file={file}
              onRemove={() => onChange(photos.filter((_, other) => other !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
