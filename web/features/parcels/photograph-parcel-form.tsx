import { useState } from 'react';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { parcelReferenceSchema } from '../../../core/parcels/parcels.schema.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { addParcelPhotos } from './parcels.api.js';
import { PhotoPicker } from './photo-picker.js';

/** Photos of a parcel received earlier, by its number or the carrier's tracking number. */
export function PhotographParcelForm({
  onPhotographed,
}: {
  onPhotographed: (parcel: ParcelResponse) => void;
}) {
  const form = useSchemaForm(parcelReferenceSchema, { reference: '' }, (v) => v);
  const [photos, setPhotos] = useState<File[]>([]);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    if (photos.length === 0) {
      toast({ title: 'Take or choose a photo first', variant: 'destructive' });
      return;
    }
    const parcel = await run(() => addParcelPhotos(checked.data.reference, photos), {
      title: 'Could not keep the photos',
    });
    if (!parcel) return;
    toast({
      title: `Photos kept: ${parcel.number}`,
      description: `${String(parcel.photos.length)} of 4 photos, without their location data.`,
      variant: 'success',
    });
    onPhotographed(parcel);
    form.reset();
    setPhotos([]);
  };
  return (
    <Form label="Photograph a parcel" onSubmit={submit}>
      <TextField
        label="Parcel number or tracking number"
        required
        spellCheck={false}
        {...form.field('reference')}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <SubmitButton busy={busy} busyLabel="Sending photos...">
        Keep photos
      </SubmitButton>
    </Form>
  );
}
