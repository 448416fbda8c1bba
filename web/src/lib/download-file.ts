/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, content: string, mimeType: string) {
  downloadBlob(fileName, new Blob([content], { type: mimeType }));
}

/** Saves bytes (a PDF the API made) as a file through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A byte-order mark: spreadsheet apps then read a CSV file as UTF-8, accents and all. */
export const UTF8_BOM = '\uFEFF';
