import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Fails when a configured SMTP server cannot be reached; checked at start. */
  verify(): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL set: deliver through that server. Otherwise every mail becomes an .eml file in
 * DATA_DIR/mail and its links are logged, so a developer can follow a verification link
 * without any mail setup (docs/ARCHITECTURE.md).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const dir = join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(dir, { recursive: true });
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info({ to: mail.to, subject: mail.subject, file, links }, "mail written to file");
    },
    async verify() {},
    close: () => transport.close(),
  };
}

/** Minimal, inline-styled HTML frame shared by every mail (mail clients ignore stylesheets). */
export function mailLayout(options: {
  appName: string;
  appUrl: string;
  title: string;
  bodyHtml: string;
  /** A seeker's mail in their language (ADR 051): its `lang` and the footer's words. */
  lang?: string;
  tagline?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.lang ?? "de")}"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif;color:#1f2d1f">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;background:#2f5d34;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(options.appName)}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.5">${options.bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#5b6b5b">${escapeHtml(options.appName)} – ${escapeHtml(options.tagline ?? "die erste interaktive Karriereplattform für die grüne Branche")} · <a href="${escapeHtml(options.appUrl)}" style="color:#2f5d34">${escapeHtml(options.appUrl.replace(/^https?:\/\//, ""))}</a></td></tr>
</table></body></html>`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A call-to-action button that mail clients render without stylesheets. */
export function mailButton(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#2f5d34;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`;
}
