import { toast } from 'sonner';
import type { PlatformPdf } from '../api/einvoiceActions.ts';

/** After an issue or an avoir: the PDF for the PA could not be stored; the invoice's detail offers to send it again. */
export function reportPlatformPdf(platformPdf: PlatformPdf): void {
  if (platformPdf.state === 'failed')
    toast.warning(
      `Le PDF destiné à la plateforme de facturation électronique n’a pas pu être déposé (${platformPdf.message}). Utilisez « Transmettre à la plateforme » sur la facture.`,
    );
}
