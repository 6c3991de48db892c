/**
 * An SVG logo is sanitized with DOMPurify (scripts, event handlers and external references removed),
 * then drawn to a PNG: the file store only ever keeps bitmap images.
 */
import DOMPurify from 'dompurify';
import { DataError } from 'shared-data';
import { LOGO_MESSAGES } from '../model/billingForm.ts';

export function sanitizeSvg(text: string): string {
  return DOMPurify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true } });
}

export async function svgToPng(file: File): Promise<File> {
  const clean = sanitizeSvg(await file.text());
  if (!clean.trim().startsWith('<svg')) throw new DataError('file-type-not-allowed', LOGO_MESSAGES.svg);
  const url = URL.createObjectURL(new Blob([clean], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new DataError('file-type-not-allowed', LOGO_MESSAGES.svg));
      image.src = url;
    });
    const width = image.naturalWidth || 600;
    const height = image.naturalHeight || 200;
    const scale = Math.min(1, 1200 / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new DataError('file-type-not-allowed', LOGO_MESSAGES.svg);
    return new File([blob], file.name.replace(/\.svg$/i, '.png'), { type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}
