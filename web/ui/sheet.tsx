import { type ReactNode, type RefObject, Suspense, lazy, useRef, useState } from 'react';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the opening button shows (an icon); `triggerLabel` names it. */
  trigger: ReactNode;
  triggerLabel: string;
  triggerClassName: string;
  title: string;
  closeLabel: string;
  id: string;
  children: ReactNode;
}

export type SheetDialogProps = SheetProps & { opener: RefObject<HTMLButtonElement | null> };

const loadDialog = () => import('./sheet-dialog.js');
const SheetDialog = lazy(loadDialog);

/**
 * A panel over the page below the header (the phone's menu), opened by its button. The dialog's code loads when
 * the visitor reaches for the button, not with the page: most visits never open it.
 */
export function Sheet(props: SheetProps) {
  const opener = useRef<HTMLButtonElement>(null);
  // Once opened, the dialog stays mounted (closed), as Radix expects to close it.
  const [everOpened, setEverOpened] = useState(props.open);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={props.triggerClassName}
        aria-label={props.triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={props.open}
        aria-controls={props.open ? props.id : undefined}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setEverOpened(true);
          props.onOpenChange(true);
        }}
      >
        {props.trigger}
      </button>
      {(everOpened || props.open) && (
        <Suspense fallback={null}>
          <SheetDialog {...props} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
