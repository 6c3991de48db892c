/**
 * Test-only: reads a PDF back as a reader would, in-process (pdf.js, through the unpdf package),
 * for jest tests and Playwright journeys alike: its text, page count, document information and
 * attachments. Replaces poppler's pdftotext / pdfinfo / pdfdetach.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PdfInfo {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
}

export interface PdfContents {
  /**
   * The text of every page, pages separated by a form feed (as pdftotext does), a line break
   * where pdf.js ends a line. Characters are kept as drawn: no-break and narrow no-break spaces
   * stay what they are (`text.replace(/\s+/g, ' ')` to compare regardless of spacing).
   */
  text: string;
  /** The text of each page. */
  pageTexts: string[];
  /** The number of pages. */
  pages: number;
  /** The document information dictionary (Title, Producer…), absent keys left out. */
  info: PdfInfo;
  /** The embedded files (a Factur-X invoice's factur-x.xml…), by file name. */
  attachments: Record<string, Uint8Array>;
}

interface WorkerReply {
  pages: string[];
  info: Record<string, unknown>;
  attachments: Record<string, Uint8Array>;
}

const WORKER = path.join(import.meta.dirname, 'pdfWorker.mjs');
const INFO_KEYS = {
  title: 'Title',
  author: 'Author',
  subject: 'Subject',
  keywords: 'Keywords',
  creator: 'Creator',
  producer: 'Producer',
} as const;

/** Reads a PDF (rejects when pdf.js cannot open it). */
export function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: bytes });
    let reply: WorkerReply | undefined;
    worker.once('message', (message: WorkerReply) => {
      reply = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!reply) {
        reject(new Error(`The PDF reader stopped without an answer (exit code ${code}).`));
        return;
      }
      const info: PdfInfo = {};
      for (const [key, name] of Object.entries(INFO_KEYS) as [keyof PdfInfo, string][]) {
        const value = reply.info[name];
        if (typeof value === 'string') info[key] = value;
      }
      resolve({
        text: reply.pages.join('\f'),
        pageTexts: reply.pages,
        pages: reply.pages.length,
        info,
        attachments: reply.attachments,
      });
    });
  });
}
