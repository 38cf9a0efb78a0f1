import { existsSync, readFileSync, writeFileSync } from "node:fs";

const HEADER = `# Performance

Figures measured by the commands in \`bench/\`, each with its date and machine. They are
written by the benchmark itself between the \`<!-- bench:… -->\` markers; the text outside
the markers is by hand.
`;

/**
 * Replaces the block between `<!-- bench:KEY -->` and `<!-- /bench:KEY -->` in a Markdown
 * file, or appends it when the file or the block is missing. Text outside the markers stays.
 */
export function updateDocSection(file: string, key: string, markdown: string): void {
  const open = `<!-- bench:${key} -->`;
  const close = `<!-- /bench:${key} -->`;
  // Blank lines around the block keep it as Prettier formats Markdown.
  const block = `${open}\n\n${markdown.trim()}\n\n${close}`;
  const current = existsSync(file) ? readFileSync(file, "utf8") : HEADER;
  const start = current.indexOf(open);
  const end = current.indexOf(close);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + close.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
