/**
 * The PDF's self-hosted assets (DejaVu Sans fonts from the npm package `dejavu-fonts-ttf`, the
 * sRGB ICC profile of Debian's icc-profiles-free in ../../../../assets/icc), emitted by webpack
 * as files of this remote and fetched only when a PDF is asked for. Never a CDN.
 */
import { DataError } from 'shared-data';
import type { PdfAssets } from '../model/invoicePdf.ts';

const URLS = {
  regular: new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', import.meta.url),
  bold: new URL('../../../../../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf', import.meta.url),
  iccProfile: new URL('../../../../assets/icc/sRGB.icc', import.meta.url),
};

let cached: Promise<PdfAssets> | null = null;

async function fetchBytes(url: URL): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new DataError('unavailable', 'Les polices du PDF n’ont pas pu être chargées. Réessayez.');
  return new Uint8Array(await response.arrayBuffer());
}

export function loadPdfAssets(): Promise<PdfAssets> {
  cached ??= Promise.all([fetchBytes(URLS.regular), fetchBytes(URLS.bold), fetchBytes(URLS.iccProfile)])
    .then(([regular, bold, iccProfile]) => ({ regular, bold, iccProfile }))
    .catch((error) => {
      cached = null;
      throw error;
    });
  return cached;
}
