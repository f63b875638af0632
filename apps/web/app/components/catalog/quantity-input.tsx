// A quantity input with minus and plus buttons (spec §5): plus raises by the step (default 1) up
// to the maximum when there is one; minus lowers by the step down to the minimum (default 0) and
// never below zero; a value under the minimum is raised to it on load. The buttons come with
// JavaScript (the input works alone before it); date and hidden inputs never get them.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../translation.ts';

export function steppedQuantity(
  value: number,
  direction: 1 | -1,
  { min = 0, max, step = 1 }: { min?: number; max?: number; step?: number },
): number {
  const current = Number.isFinite(value) ? value : min;
  if (direction === 1) return max !== undefined ? Math.min(current + step, max) : current + step;
  if (current <= 0) return current;
  return Math.max(current - step, min, 0);
}

export function QuantityInput({
  id,
  name,
  min = 1,
  max,
  step = 1,
  label,
  defaultValue,
  labelVisible = false,
}: {
  id: string;
  name: string;
  min?: number;
  max?: number;
  step?: number;
  label: string;
  /** The starting quantity (the cart page's line quantity); the minimum when not given. */
  defaultValue?: number;
  labelVisible?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    const element = input.current;
    if (element && Number(element.value) < min) element.value = String(min);
    setEnhanced(true);
  }, [min]);
  const stepBy = (direction: 1 | -1) => {
    const element = input.current;
    if (!element) return;
    element.value = String(steppedQuantity(Number(element.value), direction, { min, max, step }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return (
    <div className="quantity">
      <label className={labelVisible ? 'quantity__label' : 'visually-hidden'} htmlFor={id}>
        {label}
      </label>
      {enhanced ? (
        <button
          type="button"
          className="quantity__step"
          aria-label={t('product.decrease')}
          aria-controls={id}
          onClick={() => stepBy(-1)}
        >
          −
        </button>
      ) : null}
      <input
        ref={input}
        id={id}
        className="quantity-input"
        type="number"
        name={name}
        min={min}
        max={max}
        step={step}
        defaultValue={defaultValue ?? min}
        inputMode="numeric"
      />
      {enhanced ? (
        <button
          type="button"
          className="quantity__step"
          aria-label={t('product.increase')}
          aria-controls={id}
          onClick={() => stepBy(1)}
        >
          +
        </button>
      ) : null}
    </div>
  );
}
