import { ToggleButton, ToggleButtonGroup } from "react-aria-components";

export interface StatusFilterOption<K extends string> {
  key: K;
  label: string;
  /** Shown after the label, e.g. how many applications have that status. */
  count?: number;
}

/**
 * A list's status filter: one of several toggle buttons, pills in a row (wrapping on phones),
 * arrow keys between them as react-aria's ToggleButtonGroup does. Used by the dashboard's ads
 * and the applicant inbox; the list reads the choice from the address.
 */
export function StatusFilter<K extends string>({
  label,
  options,
  selected,
  onSelect,
  stretch = false,
}: {
  label: string;
  options: readonly StatusFilterOption<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** On phones the buttons share the row's width (few, short labels). */
  stretch?: boolean;
}) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const [next] = [...keys] as K[];
        if (next && next !== selected) onSelect(next);
      }}
      className="flex flex-wrap gap-1 rounded-2xl bg-moss-50 p-1 ring-1 ring-moss-200 sm:inline-flex sm:rounded-full"
    >
      {options.map((option) => (
        <ToggleButton
          key={option.key}
          id={option.key}
          className={({ isSelected, isFocusVisible }) =>
            `min-h-11 cursor-pointer rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              stretch ? "flex-1 sm:flex-none" : ""
            } ${isSelected ? "bg-moss-700 text-white" : "text-moss-900 hover:bg-moss-100"} ${
              isFocusVisible ? "outline-2 outline-offset-2 outline-moss-600" : "outline-none"
            }`
          }
        >
          {option.label}
          {option.count === undefined ? null : (
            <>
              {" "}
              <span className="font-normal">
                <span aria-hidden="true">(</span>
                {option.count.toLocaleString("de-DE")}
                <span aria-hidden="true">)</span>
              </span>
            </>
          )}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
