/** Hands `href` (an object URL or a data URL) to the browser as a download named `filename`. */
export function download(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}
