import { useId, useRef, type KeyboardEvent } from "react";
import { arrowDirection, createKeyAccelerator } from "./key-acceleration.ts";

interface RadiusSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  /** Values labelled under the track, e.g. 30, 65, 100. */
  marks?: readonly number[];
  unit?: string;
  onChange(value: number): void;
}

/**
 * A native range input (screen readers and touch know it), styled, with arrow-key steps
 * that grow while the key is held (key-acceleration.ts) and the value spoken with its unit.
 */
export function RadiusSlider({
  label,
  value,
  min,
  max,
  marks = [],
  unit = "km",
  onChange,
}: RadiusSliderProps) {
  const id = useId();
  const accelerator = useRef(createKeyAccelerator());
  const percent = ((value - min) / (max - min)) * 100;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (arrowDirection(event.key) === 0) return;
    event.preventDefault();
    const next = accelerator.current.next(value, event.key, event.repeat, min, max);
    if (next !== value) onChange(next);
  };

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-semibold text-moss-900">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-moss-800" aria-hidden="true">
          {value} {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={`${value} ${unit}`}
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={onKeyDown}
        onKeyUp={() => accelerator.current.reset()}
        onBlur={() => accelerator.current.reset()}
        className="mt-3 h-2 w-full cursor-pointer appearance-none rounded-full bg-moss-200 [&::-moz-range-thumb]:h-7 [&::-moz-range-thumb]:w-7 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-4 [&::-moz-range-thumb]:border-moss-700 [&::-moz-range-thumb]:bg-white [&::-webkit-slider-thumb]:h-7 [&::-webkit-slider-thumb]:w-7 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-4 [&::-webkit-slider-thumb]:border-moss-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md"
        style={{
          background: `linear-gradient(to right, var(--color-moss-700) ${percent}%, var(--color-moss-200) ${percent}%)`,
        }}
      />
      {marks.length > 0 ? (
        <div className="relative mt-2 h-5 text-sm text-moss-800" aria-hidden="true">
          {marks.map((mark) => {
            const at = ((mark - min) / (max - min)) * 100;
            const shift = at <= 0 ? "0%" : at >= 100 ? "-100%" : "-50%";
            return (
              <span
                key={mark}
                className="absolute top-0 whitespace-nowrap"
                style={{ left: `${at}%`, transform: `translateX(${shift})` }}
              >
                {mark}
                {unit}
              </span>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
