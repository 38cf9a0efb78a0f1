import { DEFAULT_HEADERS, handleSessionExpired, HttpError, OFFLINE_MESSAGE } from "./http.ts";

const INTERRUPTED_MESSAGE = "Der Download wurde unterbrochen. Bitte noch einmal versuchen.";

/**
 * Downloads a file answer (the data export's ZIP) without leaving the page: a refused call
 * (403, 429 …) throws an HttpError with the server's German message instead of saving
 * the JSON error as a file. The name comes from the answer's Content-Disposition.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...DEFAULT_HEADERS, Accept: "application/zip, application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw new HttpError(0, OFFLINE_MESSAGE);
  }
  // The session ended meanwhile: to the login and back, like any call (lib/http.ts); the
  // download never settles, so the caller shows no second message.
  if (response.status === 401 && handleSessionExpired()) return new Promise<string>(() => {});
  if (!response.ok) {
    let message = `Fehler ${response.status}`;
    try {
      const payload = (await response.json()) as { message?: unknown };
      if (typeof payload.message === "string") message = payload.message;
    } catch {
      // Not JSON: the status alone.
    }
    throw new HttpError(response.status, message);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ??
    fallbackName;
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The server breaks the connection when the archive fails after its first byte (ADR 047).
    throw new HttpError(0, INTERRUPTED_MESSAGE);
  }
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob only after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
