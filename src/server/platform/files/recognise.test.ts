import { describe, expect, it } from "vitest";
import { createZip } from "#server/platform/zip.ts";
import {
  docxBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  scriptBytes,
  zipBombDocx,
} from "#tests/support/application-files.ts";
import { DOCX_MAX_UNCOMPRESSED, recogniseFile } from "./recognise.ts";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Sets the uncompressed size the central directory declares for every entry. */
function declareSizes(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 4 <= copy.length; at++) {
    if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(size, at + 24);
  }
  return copy;
}

describe("recogniseFile", () => {
  it("tells PDF, PNG, JPEG and DOCX by their bytes", () => {
    expect(recogniseFile(pdfBytes())).toEqual({ contentType: "application/pdf", extension: "pdf" });
    expect(recogniseFile(pdfBytes({ javascript: true }))?.extension).toBe("pdf");
    expect(recogniseFile(pngBytes())).toEqual({ contentType: "image/png", extension: "png" });
    expect(recogniseFile(jpegBytes())).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(recogniseFile(docxBytes())).toEqual({ contentType: DOCX, extension: "docx" });
  });

  it("refuses scripts, empty files, bare signatures and text that names a type", () => {
    for (const bytes of [
      scriptBytes(),
      Buffer.alloc(0),
      Buffer.from("%PDF-"),
      Buffer.from("<html><script>alert(1)</script></html>"),
      Buffer.from(" %PDF-1.4 leading space"),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    ]) {
      expect(recogniseFile(bytes)).toBeNull();
    }
  });

  it("refuses a ZIP that is not a Word document", () => {
    expect(recogniseFile(createZip([{ name: "word/document.xml", data: "<w/>" }]))).toBeNull();
    expect(recogniseFile(createZip([{ name: "[Content_Types].xml", data: "<t/>" }]))).toBeNull();
    expect(recogniseFile(createZip([{ name: "x.txt", data: "hallo" }]))).toBeNull();
  });

  it("refuses a zip bomb by its directory without unpacking it", () => {
    expect(recogniseFile(zipBombDocx())).toBeNull();
    // Sizes that add up beyond 50 MB, each at a plausible ratio of its own.
    const big = docxBytes([
      { name: "word/media/a.bin", data: Buffer.alloc(300_000, 7) },
      { name: "word/media/b.bin", data: Buffer.alloc(300_000, 9) },
    ]);
    expect(recogniseFile(big)).toBeNull();
    const lying = declareSizes(docxBytes(), Math.floor(DOCX_MAX_UNCOMPRESSED / 2) + 1);
    expect(recogniseFile(lying)).toBeNull();
  });

  it("refuses a cut or garbled archive", () => {
    const docx = docxBytes();
    expect(recogniseFile(docx.subarray(0, docx.length - 10))).toBeNull();
    expect(recogniseFile(docx.subarray(0, 40))).toBeNull();
    const garbled = Buffer.from(docx);
    // The directory's offset points past its end.
    garbled.writeUInt32LE(docx.length, docx.length - 6);
    expect(recogniseFile(garbled)).toBeNull();
  });
});
