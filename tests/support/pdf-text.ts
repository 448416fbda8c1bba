import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as its receiver's reader extracts it (pdf.js, Firefox's PDF reader), page by
 * page, so a test checks what the municipality would read and search in the file, not what we
 * meant to write into it.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; text: string; title: string | undefined }> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return { pages, text: pages.join('\n'), title: info.Title };
}
