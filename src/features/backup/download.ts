/**
 * Hands a file to the browser to save (a Blob behind a temporary link with `download`), in its own module so component
 * tests can replace it: jsdom cannot download. Works offline; on iPad Safari the file lands in Files › Downloads.
 */
export function saveTextFile(fileName: string, text: string, parts?: readonly BlobPart[]): void {
  // `parts`: the same content already encoded (a backup's payload is UTF-8 already; encoding tens of MB again costs).
  const url = URL.createObjectURL(new Blob(parts ? [...parts] : [text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
