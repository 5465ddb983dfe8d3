import { useId } from 'react';

/** A labelled file chooser for staff's uploads; `onChoose` gets the file, or undefined when none is left. */
export function FileField({
  label,
  accept,
  onChoose,
}: {
  label: string;
  accept: string;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={(e) => onChoose(e.target.files?.[0])}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
    </>
  );
}
