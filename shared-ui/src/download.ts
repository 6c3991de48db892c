/**
 * Hands a file the page made (CSV, FEC, PDF, zip, .ics, DOCX) to the browser's download: a Blob
 * link clicked once, its URL revoked a minute later (long enough for slow disks to start the save).
 */
export function saveFile({
  content,
  fileName,
  type,
}: {
  content: string | Uint8Array | Blob;
  fileName: string;
  /** The MIME type (ignored for a Blob, which carries its own). */
  type: string;
}): void {
  const blob = content instanceof Blob ? content : new Blob([content as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
