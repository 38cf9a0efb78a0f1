import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as ToastModule from "./toast.ts";

// The facade keeps module state (queue, attached container): each test gets a fresh copy.
let toast: typeof ToastModule;
beforeEach(async () => {
  vi.resetModules();
  toast = await import("./toast.ts");
});

describe("notify", () => {
  it("asks for the container once and hands the queue over in order when it attaches", () => {
    const asked = vi.fn();
    toast.toastContainerWanted.subscribe(asked);
    expect(toast.toastContainerWanted.get()).toBe(false);

    toast.notify.success("Sie wurden abgemeldet.", { toastId: "flash-loggedOut" });
    toast.notify.error("Fehler");
    expect(asked).toHaveBeenCalledTimes(1);
    expect(toast.toastContainerWanted.get()).toBe(true);
    expect(toast.toastContainerWanted.getServer()).toBe(false);

    const shown: unknown[] = [];
    toast.attachToastContainer((...args) => shown.push(args));
    expect(shown).toEqual([
      ["success", "Sie wurden abgemeldet.", { toastId: "flash-loggedOut" }],
      ["error", "Fehler", undefined],
    ]);

    toast.notify.info("Neu");
    toast.notify.warning("Achtung");
    expect(shown.slice(2)).toEqual([
      ["info", "Neu", undefined],
      ["warning", "Achtung", undefined],
    ]);
  });

  it("queues again while no container is attached (e.g. the shell remounts)", () => {
    const first: unknown[] = [];
    const detach = toast.attachToastContainer((...args) => first.push(args));
    detach();
    toast.notify.success("Gespeichert");
    expect(first).toEqual([]);

    const second: unknown[] = [];
    toast.attachToastContainer((...args) => second.push(args));
    expect(second).toEqual([["success", "Gespeichert", undefined]]);
  });
});

describe("toastIdOf", () => {
  it("keeps the caller's id", () => {
    expect(toast.toastIdOf("success", "Gespeichert", { toastId: "eigene" })).toBe("eigene");
  });

  it("gives the same text of the same kind one id, so a repeated failure stands once", () => {
    const first = toast.toastIdOf(
      "error",
      "Es gab einen Fehler beim Aktualisieren Ihrer Profilinformationen",
    );
    const again = toast.toastIdOf(
      "error",
      "Es gab einen Fehler beim Aktualisieren Ihrer Profilinformationen",
    );
    expect(first).toBe(again);
    expect(toast.toastIdOf("success", "Gespeichert")).not.toBe(
      toast.toastIdOf("error", "Gespeichert"),
    );
  });

  it("gives markup no id", () => {
    expect(toast.toastIdOf("error", null)).toBeUndefined();
  });
});
