// The scratch card (spec §2 format_2, §4): the prize lies under a silver cover drawn on a canvas,
// which the visitor scratches away with a mouse, pen or finger. Past half scratched the card gives
// up the rest at once; at or below half it reveals itself 3 s after the last stroke (nobody has to
// scratch every corner). A button reveals it too, for a keyboard or a screen reader. Before the
// form is sent the card is shown covered and cannot be scratched.
import { SCRATCH_REVEAL_MS, SCRATCH_REVEAL_SHARE } from '@pinwheel/core';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

export interface ScratchCardProps {
  /** What is under the cover, once the server drew it; null: the card waits. */
  prize: string | null;
  label: string;
  coverText: string;
  revealText: string;
  hint: string;
  onRevealed(): void;
}

const WIDTH = 320;
const HEIGHT = 160;
const BRUSH = 22;

export function ScratchCard(props: ScratchCardProps) {
  const { prize } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [revealed, setRevealed] = useState(false);
  const revealedRef = useRef(props.onRevealed);
  revealedRef.current = props.onRevealed;
  const scratching = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => drawCover(canvasRef.current, props.coverText), [props.coverText]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reveal = () => {
    if (revealed || prize === null) return;
    clearTimeout(timer.current);
    setRevealed(true);
    revealedRef.current();
  };
  const scratchAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * canvas.width;
    const y = ((event.clientY - box.top) / box.height) * canvas.height;
    context.globalCompositeOperation = 'destination-out';
    context.beginPath();
    context.arc(x, y, BRUSH * (canvas.width / WIDTH), 0, Math.PI * 2);
    context.fill();
  };
  const active = prize !== null && !revealed;

  return (
    <div className={revealed ? 'scratch revealed' : 'scratch'}>
      <div
        className="scratch-card"
        role="img"
        aria-label={revealed ? `${props.label}: ${prize}` : props.label}
      >
        <div className="scratch-prize" aria-hidden={!revealed} dir="auto">
          {prize}
        </div>
        <canvas
          ref={canvasRef}
          className={active ? 'scratch-cover active' : 'scratch-cover'}
          width={WIDTH * 2}
          height={HEIGHT * 2}
          aria-hidden="true"
          onPointerDown={(event) => {
            if (!active) return;
            scratching.current = true;
            clearTimeout(timer.current);
            event.currentTarget.setPointerCapture?.(event.pointerId);
            scratchAt(event);
          }}
          onPointerMove={(event) => {
            if (active && scratching.current) scratchAt(event);
          }}
          onPointerUp={() => {
            if (!active || !scratching.current) return;
            scratching.current = false;
            if (scratchedShare(canvasRef.current) > SCRATCH_REVEAL_SHARE) reveal();
            else timer.current = setTimeout(reveal, SCRATCH_REVEAL_MS);
          }}
        />
      </div>
      {active && (
        <>
          <p className="game-hint">{props.hint}</p>
          <button type="button" className="button secondary scratch-reveal" onClick={reveal}>
            {props.revealText}
          </button>
        </>
      )}
    </div>
  );
}

/** The silver cover with its invitation, drawn at twice the card's size for sharp edges. */
function drawCover(canvas: HTMLCanvasElement | null, text: string): void {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  context.globalCompositeOperation = 'source-over';
  const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, '#9ca3af');
  gradient.addColorStop(0.5, '#e5e7eb');
  gradient.addColorStop(1, '#9ca3af');
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#374151';
  context.font = `700 ${canvas.height / 7}px 'Pinwheel Heebo', system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, canvas.width / 2, canvas.height / 2);
}

/** The share of the cover scratched away, from a grid of its pixels. */
function scratchedShare(canvas: HTMLCanvasElement | null): number {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let clear = 0;
  let total = 0;
  // Every 8th pixel of every 8th row: 2,000 samples are plenty to tell a half.
  for (let y = 0; y < canvas.height; y += 8) {
    for (let x = 0; x < canvas.width; x += 8) {
      total += 1;
      if (data[(y * canvas.width + x) * 4 + 3]! < 128) clear += 1;
    }
  }
  return total === 0 ? 0 : clear / total;
}
