import { useSyncExternalStore } from "react";
import { MAX_SAVED_JOBS, STORAGE_KEYS } from "#shared/constants.ts";

/**
 * The Merkliste (ADR 043): ad ids in local storage, oldest first, no account. One store for
 * every toggle, the header's count and /merkliste; other tabs' changes arrive by the `storage`
 * event. The server and the hydrating browser see an empty list (the job page's HTML is shared
 * by every visitor through the page cache), the stored one is read right after hydration.
 */
const NONE: readonly number[] = Object.freeze([]);
let saved: readonly number[] | null = null;
const listeners = new Set<() => void>();

function read(): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.savedJobs) ?? "[]");
    if (!Array.isArray(parsed)) return NONE;
    const ids = parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return Object.freeze([...new Set(ids)].slice(-MAX_SAVED_JOBS));
  } catch {
    return NONE;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== STORAGE_KEYS.savedJobs) return;
  saved = read();
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

function snapshot(): readonly number[] {
  saved ??= read();
  return saved;
}

function write(ids: readonly number[]): void {
  saved = Object.freeze([...ids]);
  try {
    window.localStorage.setItem(STORAGE_KEYS.savedJobs, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the list holds for this page view.
  }
  emit();
}

/** The saved ids, oldest first; empty on the server and while hydrating. */
export function useSavedJobs(): readonly number[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

/** Saves the ad; false when the list is already full. */
export function saveJob(id: number): boolean {
  const ids = snapshot();
  if (ids.includes(id)) return true;
  if (ids.length >= MAX_SAVED_JOBS) return false;
  write([...ids, id]);
  return true;
}

export function unsaveJob(id: number): void {
  const ids = snapshot();
  if (ids.includes(id)) write(ids.filter((saved) => saved !== id));
}
