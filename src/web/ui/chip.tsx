import { useEffect, useRef, type RefObject } from "react";

interface ChipItem {
  key: string;
  label: string;
}

interface ChipListProps {
  items: readonly ChipItem[];
  /** Accessible name of the list, e.g. "Deine Auswahl". */
  label: string;
  emptyText: string;
  /** The name of a chip's remove button, e.g. "Baumschule entfernen". */
  removeLabel?: (label: string) => string;
  /** Without it the chips are plain labels. */
  onRemove?: (item: ChipItem) => void;
  /** Where focus goes when the last chip is removed. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className="h-3.5 w-3.5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/**
 * Selected values as chips. Removable chips are buttons named "<Wert> entfernen"; after a
 * removal focus moves to the next chip (or the previous, or `fallbackFocus`), never to the
 * document body.
 */
export function ChipList({
  items,
  label,
  emptyText,
  onRemove,
  fallbackFocus,
  removeLabel = (name) => `${name} entfernen`,
  className = "",
}: ChipListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const target = items[Math.min(index, items.length - 1)];
    const button = target ? buttons.current.get(target.key) : undefined;
    if (button) button.focus();
    else fallbackFocus?.current?.focus();
  }, [items, fallbackFocus]);

  if (items.length === 0) {
    return <p className={`text-moss-800 ${className}`}>{emptyText}</p>;
  }

  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {items.map((item, index) => (
        <li key={item.key}>
          {onRemove ? (
            <button
              type="button"
              ref={(node) => {
                if (node) buttons.current.set(item.key, node);
                else buttons.current.delete(item.key);
              }}
              aria-label={removeLabel(item.label)}
              onClick={() => {
                focusAfterRemoval.current = index;
                onRemove(item);
              }}
              className="inline-flex min-h-9 items-center gap-2 rounded-full bg-moss-100 py-1.5 pl-3.5 pr-3 text-sm font-semibold text-moss-900 ring-1 ring-inset ring-moss-300 transition-colors hover:bg-moss-200"
            >
              <span>{item.label}</span>
              <CloseIcon />
            </button>
          ) : (
            <span className="inline-flex min-h-8 items-center rounded-full bg-moss-100 px-3.5 py-1 text-sm font-semibold text-moss-900 ring-1 ring-inset ring-moss-300">
              {item.label}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
