import type { Mail, Mailer } from "#server/platform/mail/mailer.ts";

/**
 * A mail server that takes as long as the test wants: every `send` stays pending until the
 * test delivers it. Shows that an answer does not wait for its mail.
 */
export interface HangingMailer {
  mailer: Mailer;
  /** Every mail handed over so far, delivered or not. */
  sent: Mail[];
  /** Lets the oldest pending mail through. */
  deliverNext(): void;
  /** Lets every pending mail through, and every later one at once. */
  deliverAll(): void;
}

export function createHangingMailer(): HangingMailer {
  const sent: Mail[] = [];
  const waiting: (() => void)[] = [];
  let open = false;
  return {
    sent,
    mailer: {
      send: (mail) =>
        new Promise<void>((resolve) => {
          sent.push(mail);
          if (open) resolve();
          else waiting.push(resolve);
        }),
      verify: async () => undefined,
      close: () => undefined,
    },
    deliverNext: () => waiting.shift()?.(),
    deliverAll() {
      open = true;
      waiting.splice(0).forEach((deliver) => deliver());
    },
  };
}
