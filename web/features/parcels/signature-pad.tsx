import { type PointerEvent, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.js';

/** The canvas's own pixels: enough for a signature, small as a PNG (a few kilobytes, far under the limit). */
const WIDTH = 600;
const HEIGHT = 240;

/** The point under the pointer, in the canvas's own pixels (it is drawn at another size on the screen). */
function pointIn(event: PointerEvent<HTMLCanvasElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) * WIDTH) / (box.width || WIDTH),
    y: ((event.clientY - box.top) * HEIGHT) / (box.height || HEIGHT),
  };
}

/** A stroke per press: drawn as the pointer moves; at its end, `onStroke` gets the picture as a PNG. */
function usePen(onStroke: (png: string) => void) {
  const drawing = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
      const pen = event.currentTarget.getContext('2d');
      if (!pen) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drawing.current = true;
      const { x, y } = pointIn(event);
      pen.lineWidth = 3;
      pen.lineCap = 'round';
      pen.lineJoin = 'round';
      pen.strokeStyle = '#0f172a';
      pen.beginPath();
      pen.moveTo(x, y);
    },
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
      const pen = event.currentTarget.getContext('2d');
      if (!drawing.current || !pen) return;
      const { x, y } = pointIn(event);
      pen.lineTo(x, y);
      pen.stroke();
    },
    onPointerUp: (event: PointerEvent<HTMLCanvasElement>) => {
      if (!drawing.current) return;
      drawing.current = false;
      onStroke(event.currentTarget.toDataURL('image/png'));
    },
  };
}

/**
 * A signature drawn with a finger on the phone's screen (or a mouse): `onChange` gets it as a PNG data: URL after
 * each stroke, or null once cleared. The page does not scroll while the finger is on it.
 */
export function SignaturePad({
  label,
  onChange,
  error,
}: {
  label: string;
  onChange: (png: string | null) => void;
  /** The server's message on the signature (its type or size), shown under the pad. */
  error?: string | undefined;
}) {
  const labelId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [signed, setSigned] = useState(false);
  const pen = usePen((png) => {
    setSigned(true);
    onChange(png);
  });
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    setSigned(false);
    onChange(null);
  };
  return (
    <div className="max-w-xl">
      <div className="flex items-center justify-between">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <Button variant="quiet" size="sm" onClick={clear} disabled={!signed}>
          Clear
        </Button>
      </div>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={labelId}
        {...pen}
        onPointerCancel={pen.onPointerUp}
        className="mt-1 block aspect-[5/2] w-full touch-none rounded-md border border-slate-300 bg-white"
      />
      <p className="mt-1 text-xs text-slate-600">
        {signed ? 'Signed.' : 'Optional: whoever collects signs here with a finger.'}
      </p>
      {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
    </div>
  );
}
