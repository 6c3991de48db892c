/** The DejaVu fonts, self-hosted: emitted by webpack as assets of this remote, fetched on first export. */
import type { PdfFonts } from '../model/pdf.ts';

const URLS = {
  regular: new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url),
  bold: new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url),
  italic: new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf', import.meta.url),
  boldItalic: new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf', import.meta.url),
};

let cached: Promise<PdfFonts> | null = null;

export function loadFonts(): Promise<PdfFonts> {
  cached ??= (async () => {
    const entries = await Promise.all(
      Object.entries(URLS).map(async ([key, url]) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`font ${key}: ${response.status}`);
        return [key, new Uint8Array(await response.arrayBuffer())] as const;
      }),
    );
    return Object.fromEntries(entries) as PdfFonts;
  })();
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
