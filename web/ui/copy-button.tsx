import { useEffect, useState } from 'react';
import { copyText } from './copy-text.js';
import { toast } from './toast-store.js';

/** How long a button says 'Copied!' after a copy. */
export const COPIED_MS = 2000;

interface CopyButtonProps {
  text: string;
  label: string;
  /** What a screen reader announces, where the visible label alone is too short ("Copy" beside each line). */
  accessibleName?: string;
  /** A toast that says what to do next with the copy (the referral page's own words). */
  confirmation?: string;
  className: string;
}

/** Copies `text`, says so for two seconds; a refused copy shows the text to copy by hand. */
export function CopyButton({ text, label, accessibleName, confirmation, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const reset = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(reset);
  }, [copied]);
  return (
    <button
      type="button"
      aria-label={accessibleName}
      onClick={() =>
        void copyText(text).then((ok) => {
          if (!ok) {
            toast({ title: 'Copy it by hand', description: text, variant: 'destructive' });
            return;
          }
          setCopied(true);
          if (confirmation) toast({ title: confirmation, variant: 'success' });
        })
      }
      className={className}
    >
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </button>
  );
}
