import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_LIST_MAX_HEIGHT_PX,
  RADIUS_DEFAULT_KM,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
} from "#shared/constants.ts";
import type { GeocodingResult } from "#shared/schemas/geocoding.ts";
import { RadiusSlider } from "#web/ui/radius-slider.tsx";
import { geocode } from "../api.ts";
import { wholeLand, type FilterLocation } from "./location-value.ts";
import { MapArea } from "./location-map-area.tsx";

const MIN_QUERY_LENGTH = 2;
const RADIUS_MARKS = [RADIUS_MIN_KM, 65, RADIUS_MAX_KM] as const;

/**
 * The field's texts in the page's language: the search passes its loader's (ADR 051), the job
 * editor its German ones.
 */
export interface LocationTexts {
  label: string;
  placeholder: string;
  clear: string;
  searching: string;
  noResults: string;
  /** For screen readers: how many suggestions and how to pick one. */
  suggestions(count: number): string;
  list: string;
  wholeLand(land: string): string;
  radius: string;
  mapNone: string;
  mapLand(land: string): string;
  mapCircle(radius: number, place: string): string;
  mapNotice: string;
  mapShow: string;
}

export interface LocationFieldProps {
  text: LocationTexts;
  value: FilterLocation | undefined;
  onChange(value: FilterLocation | undefined): void;
  /** Instead of the texts' label (an ad's "Arbeitsort"). */
  label?: string;
  error?: string;
  /** Radius slider and map of the circle (the search); off for a single place such as an ad's. */
  withRadius?: boolean;
  /** Shown but fixed (a published ad's place): no typing, no suggestions, no clearing. */
  readOnly?: boolean;
}

interface Suggestions {
  query: string;
  items: GeocodingResult[];
}

/** What the second line of a suggestion adds: postcode and Bundesland unless already shown. */
function secondaryLine(result: GeocodingResult): string {
  const shown = result.formatted_address;
  return [result.zipcode, result.state]
    .filter(
      (part): part is string => typeof part === "string" && part !== "" && !shown.includes(part),
    )
    .join(", ");
}

/**
 * What the geocoder suggests for the typed text, asked 300 ms after the last key (an older
 * answer is dropped), and which suggestion is active (-1: none).
 */
function useAddressSuggestions() {
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const address = query.trim();
    if (address.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void geocode(address, controller.signal).then((found) => {
        if (controller.signal.aborted) return;
        setSuggestions({ query: address, items: found });
        setActive(-1);
      });
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return { query, setQuery, suggestions, setSuggestions, active, setActive };
}

/**
 * The region of a search (docs/product.md "Search: region, radius and Bundesland"): an address combobox with suggestions
 * from the geocoder (300 ms after typing), the radius slider (30–100 km) and a map of the
 * circle — the map only after the seeker agreed to load tiles, a placeholder otherwise.
 */
export function LocationField({
  text: words,
  value,
  onChange,
  label = words.label,
  error,
  withRadius = true,
  readOnly = false,
}: LocationFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const [text, setText] = useState(value?.formatted_address ?? "");
  const [shownAddress, setShownAddress] = useState(value?.formatted_address);
  const { query, setQuery, suggestions, setSuggestions, active, setActive } =
    useAddressSuggestions();
  const [open, setOpen] = useState(false);
  const [pendingRadius, setPendingRadius] = useState(RADIUS_DEFAULT_KM);
  const radius = value?.radius ?? pendingRadius;
  const land = wholeLand(value);

  // The selection changed from outside (chip removed, filter reset): show it in the input.
  if (value?.formatted_address !== shownAddress) {
    setShownAddress(value?.formatted_address);
    setText(value?.formatted_address ?? "");
  }

  const trimmed = query.trim();
  const current = suggestions !== null && suggestions.query === trimmed;
  const loading = trimmed.length >= MIN_QUERY_LENGTH && !current;
  const items = suggestions?.items ?? [];
  const listVisible = open && items.length > 0;

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const pick = (result: GeocodingResult) => {
    setText(result.formatted_address);
    setShownAddress(result.formatted_address);
    setQuery("");
    setSuggestions(null);
    setOpen(false);
    setActive(-1);
    onChange({ ...result, radius });
  };

  const clear = () => {
    setText("");
    setQuery("");
    setSuggestions(null);
    setOpen(false);
    setActive(-1);
    if (value) onChange(undefined);
    inputRef.current?.focus();
  };

  // Enter before the debounced suggestions arrived: ask right away and take the first hit.
  const pickFirstNow = async (address: string) => {
    const found = await geocode(address);
    if (found[0]) pick(found[0]);
    else {
      setSuggestions({ query: address, items: [] });
      setOpen(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (items.length === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!open) {
          setOpen(true);
          setActive(down ? 0 : items.length - 1);
          return;
        }
        setActive((index) =>
          down ? (index + 1) % items.length : index <= 0 ? items.length - 1 : index - 1,
        );
        return;
      }
      case "Enter": {
        if (trimmed.length < MIN_QUERY_LENGTH) return;
        event.preventDefault();
        if (current && items.length > 0) pick(items[active >= 0 ? active : 0]!);
        else if (!current) void pickFirstNow(trimmed);
        return;
      }
      case "Escape": {
        // A visible list closes first; only the next Escape reaches (and closes) the dialog.
        if (open && (items.length > 0 || current)) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      }
      default:
        return;
    }
  };

  let status = "";
  if (open && trimmed.length >= MIN_QUERY_LENGTH) {
    if (loading) status = words.searching;
    else if (items.length === 0) status = words.noResults;
    else status = words.suggestions(items.length);
  }

  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={inputId} className="font-semibold text-moss-900">
          {label}
        </label>
        <div className="relative mt-1">
          <svg
            viewBox="0 0 24 24"
            className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-moss-700"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listVisible}
            aria-controls={listId}
            aria-activedescendant={listVisible && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            readOnly={readOnly}
            placeholder={words.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (items.length > 0) setOpen(true);
            }}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              // Half-typed text does not replace a chosen place: show the chosen one again.
              if (value && text !== value.formatted_address) {
                setText(value.formatted_address);
                setQuery("");
              }
            }}
            className={`block w-full rounded-xl border py-3 pl-11 pr-12 ${readOnly ? "bg-moss-50" : "bg-white"} text-base text-ink shadow-sm placeholder:text-moss-700/80 focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300 ${
              error ? "border-red-700" : "border-moss-300"
            }`}
          />
          {loading && open ? (
            <span
              className="absolute right-12 top-1/2 h-4 w-4 -translate-y-1/2 animate-spin rounded-full border-2 border-moss-300 border-t-moss-700"
              aria-hidden="true"
            />
          ) : null}
          {text && !readOnly ? (
            <button
              type="button"
              aria-label={words.clear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={clear}
              className="absolute right-1.5 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-moss-800 hover:bg-moss-100"
            >
              <svg
                viewBox="0 0 16 16"
                className="h-4 w-4"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d="M4 4l8 8M12 4l-8 8" />
              </svg>
            </button>
          ) : null}
          <SuggestionList
            label={words.list}
            listRef={listRef}
            listId={listId}
            items={items}
            visible={listVisible}
            active={active}
            onActivate={(index) => {
              if (active !== index) setActive(index);
            }}
            onPick={pick}
          />
          {open && current && items.length === 0 ? (
            <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl bg-white px-4 py-3 text-moss-800 shadow-xl ring-1 ring-moss-200">
              {words.noResults}
            </p>
          ) : null}
        </div>
        <div role="status" className="sr-only">
          {status}
        </div>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>

      {withRadius ? (
        <>
          {land ? (
            // A Land is searched as the Land: a radius around its centre would mean nothing.
            <p className="rounded-xl bg-moss-50 px-4 py-3 text-moss-900 ring-1 ring-inset ring-moss-200">
              {words.wholeLand(land)}
            </p>
          ) : (
            <RadiusSlider
              label={words.radius}
              value={radius}
              min={RADIUS_MIN_KM}
              max={RADIUS_MAX_KM}
              marks={RADIUS_MARKS}
              onChange={(next) => {
                setPendingRadius(next);
                if (value) onChange({ ...value, radius: next });
              }}
            />
          )}
          <MapArea value={value} radius={land ? null : radius} land={land} text={words} />
        </>
      ) : null}
    </div>
  );
}

/** The suggestions as the combobox's listbox; the active one is the input's active descendant. */
function SuggestionList({
  label,
  listRef,
  listId,
  items,
  visible,
  active,
  onActivate,
  onPick,
}: {
  label: string;
  listRef: RefObject<HTMLUListElement | null>;
  listId: string;
  items: GeocodingResult[];
  visible: boolean;
  active: number;
  onActivate(index: number): void;
  onPick(item: GeocodingResult): void;
}) {
  return (
    <ul
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={label}
      hidden={!visible}
      style={{ maxHeight: ADDRESS_LIST_MAX_HEIGHT_PX }}
      className="absolute inset-x-0 top-full z-30 mt-1 overflow-y-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-moss-200"
    >
      {items.map((item, index) => (
        <li
          key={`${item.formatted_address}-${item.latitude}-${item.longitude}`}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onActivate(index)}
          onClick={() => onPick(item)}
          className={`cursor-pointer px-4 py-2.5 ${index === active ? "bg-moss-100" : ""}`}
        >
          <span className="block font-medium text-ink">{item.formatted_address}</span>
          {secondaryLine(item) ? (
            <span className="block text-sm text-moss-800">{secondaryLine(item)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
