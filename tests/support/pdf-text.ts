import { extractText, getDocumentProxy } from "unpdf";

// Reading a PDF's text in tests (invoices): unpdf's serverless build of pdf.js in Node, no
// browser. Chosen over pdfjs-dist because pdfjs-dist pulls @napi-rs/canvas, whose platform
// packages the registry reachable here does not all serve, which breaks `npm ci`.

/** Text of every page, whitespace (incl. no-break spaces) collapsed. */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: false });
    return text.map((page) => page.replace(/\s+/g, " ").trim());
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The whole document's text in one string (pages joined by a space). */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfPageTexts(pdf)).join(" ");
}
