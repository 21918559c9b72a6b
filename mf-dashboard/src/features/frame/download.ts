/** Offers content as a file through the browser's download (a local blob: nothing leaves the page). */
export function downloadBlob(fileName: string, parts: BlobPart[], type: string): void {
  const blob = new Blob(parts, { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
