/**
 * Step size for a held arrow key (docs/product.md "Pages and addresses": "arrow keys change it in steps that grow with
 * held keys"). `repeats` counts the keydown events with `repeat: true` since the key went
 * down: a tap moves by 1, holding speeds up to 2, 5 and then 10.
 */
const KEY_ACCELERATION: readonly { fromRepeat: number; step: number }[] = [
  { fromRepeat: 0, step: 1 },
  { fromRepeat: 6, step: 2 },
  { fromRepeat: 12, step: 5 },
  { fromRepeat: 18, step: 10 },
];

export function acceleratedStep(repeats: number): number {
  let step = 1;
  for (const stage of KEY_ACCELERATION) if (repeats >= stage.fromRepeat) step = stage.step;
  return step;
}

/** Arrow keys that increase (+1) or decrease (-1) a horizontal slider; 0 for other keys. */
export function arrowDirection(key: string): -1 | 0 | 1 {
  if (key === "ArrowRight" || key === "ArrowUp") return 1;
  if (key === "ArrowLeft" || key === "ArrowDown") return -1;
  return 0;
}

/**
 * Tracks a held key: `next(event)` returns the value after one keydown, growing the step
 * while the key repeats; a fresh press (repeat false) starts at 1 again.
 */
export function createKeyAccelerator() {
  let repeats = 0;
  return {
    next(value: number, key: string, repeat: boolean, min: number, max: number): number {
      const direction = arrowDirection(key);
      if (direction === 0) return value;
      repeats = repeat ? repeats + 1 : 0;
      return Math.min(max, Math.max(min, value + direction * acceleratedStep(repeats)));
    },
    reset() {
      repeats = 0;
    },
  };
}
