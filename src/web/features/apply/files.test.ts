import { describe, expect, it } from "vitest";
import { APPLICATION_LIMITS } from "#shared/schemas/applications.ts";
import { createTranslator, type MessagesLike } from "#shared/translator.ts";
import { job as germanJob, type JobMessages } from "#web/messages/job/de.ts";
import { job as polishJob } from "#web/messages/job/pl.ts";
import { fileProblem as problemIn, fileSize, filesTogetherProblem as togetherIn } from "./files.ts";

const german = createTranslator("de", germanJob as MessagesLike<JobMessages>);
const polish = createTranslator("pl", polishJob);
const fileProblem = (file: File) => problemIn(file, german);
const filesTogetherProblem = (cv: File | null, attachments: File[]) =>
  togetherIn(cv, attachments, german);

const file = (name: string, head: number[] | string, size?: number) => {
  const bytes = typeof head === "string" ? new TextEncoder().encode(head) : new Uint8Array(head);
  const parts: BlobPart[] = [bytes];
  if (size !== undefined && size > bytes.length) parts.push(new Uint8Array(size - bytes.length));
  return new File(parts, name);
};

describe("fileProblem", () => {
  it("takes PDF, PNG, JPEG and DOCX by their first bytes, whatever their name", async () => {
    expect(await fileProblem(file("lebenslauf.pdf", "%PDF-1.7\n"))).toBeNull();
    expect(await fileProblem(file("foto", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      null,
    );
    expect(await fileProblem(file("zeugnis.jpg", [0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(await fileProblem(file("anschreiben.docx", [0x50, 0x4b, 0x03, 0x04, 0x14]))).toBeNull();
  });

  it("refuses a script named cv.pdf, an empty file and one over 10 MB, naming the file", async () => {
    expect(await fileProblem(file("cv.pdf", "#!/bin/sh\nrm -rf /"))).toBe(
      "„cv.pdf“ ist keine PDF-, Word-, JPEG- oder PNG-Datei. Bitte wähle eine Datei in einem dieser Formate.",
    );
    expect(await fileProblem(file("leer.pdf", []))).toBe("„leer.pdf“ ist leer.");
    expect(await fileProblem(file("gross.pdf", "%PDF-", APPLICATION_LIMITS.fileBytes + 1))).toBe(
      "„gross.pdf“ ist zu groß: Jede Datei darf höchstens 10 MB groß sein.",
    );
    expect(await fileProblem(file("genau.pdf", "%PDF-", APPLICATION_LIMITS.fileBytes))).toBeNull();
  });
});

describe("filesTogetherProblem", () => {
  const mb = (n: number) => file(`${n}.pdf`, "%PDF-", n * 1024 * 1024);

  it("allows a CV and three attachments up to 20 MB together", () => {
    expect(filesTogetherProblem(null, [])).toBeNull();
    expect(filesTogetherProblem(mb(8), [mb(4), mb(4), mb(4)])).toBeNull();
  });

  it("refuses a fourth attachment and more than 20 MB together", () => {
    expect(filesTogetherProblem(null, [mb(1), mb(1), mb(1), mb(1)])).toBe(
      "Du kannst höchstens 3 Anhänge mitschicken.",
    );
    expect(filesTogetherProblem(mb(10), [mb(10), mb(1)])).toMatch(
      /^Alle Dateien zusammen dürfen höchstens 20 MB groß sein\./,
    );
  });
});

describe("fileSize", () => {
  it("in KB below a megabyte, else in MB with one decimal", () => {
    expect(fileSize(300)).toBe("1 KB");
    expect(fileSize(240 * 1024)).toBe("240 KB");
    expect(fileSize(3.44 * 1024 * 1024)).toBe("3,4 MB");
  });
});

describe("in the page's language", () => {
  it("says the same in Polish, with Polish plural forms", async () => {
    const empty = new File([], "cv.pdf");
    expect(await problemIn(empty, polish)).toBe("Plik „cv.pdf” jest pusty.");
    const one = new File(["%PDF-"], "a.pdf");
    expect(togetherIn(null, [one, one, one, one], polish)).toBe(
      "Możesz dołączyć najwyżej 3 załączniki.",
    );
  });
});
