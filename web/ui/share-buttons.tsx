import { copyText } from './copy-text.js';
import { toast } from './toast-store.js';

/** A result's link, sent over WhatsApp with a message or copied: every calculator shares the same way. */
export function ShareButtons({ link, message }: { link: string; message: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span className="font-medium text-slate-800 dark:text-slate-200">Share this quote:</span>
      <a
        href={`https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-md bg-[#25D366] px-3 py-1.5 font-semibold text-slate-900"
      >
        WhatsApp<span className="sr-only"> this quote</span>
      </a>
      <button
        type="button"
        onClick={() =>
          void copyText(link).then((copied) =>
            toast(
              copied
                ? {
                    title: 'Link copied',
                    description: 'Whoever opens it sees this quote.',
                    variant: 'success',
                  }
                : { title: 'Copy failed', description: link, variant: 'destructive' },
            ),
          )
        }
        className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 dark:border-slate-600 dark:text-slate-100"
      >
        Copy link<span className="sr-only"> to this quote</span>
      </button>
    </div>
  );
}
