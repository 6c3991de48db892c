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

type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };

/**
 * One reader thread, kept while PDFs keep coming: starting one and loading pdf.js cost ~230 ms a
 * PDF. It holds the process only while it reads, and stops after a second with nothing to read
 * (a test file's module registry makes its own).
 */
type Reader = { worker: Worker; pending: Map<number, Pending>; idle?: ReturnType<typeof setTimeout> };
let reader: Reader | null = null;
let lastId = 0;
const IDLE_MS = 1_000;

function pdfReader(): Reader {
  if (reader) return reader;
  const worker = new Worker(WORKER);
  const current: Reader = { worker, pending: new Map() };
  const failAll = (error: Error) => {
    if (reader === current) reader = null;
    for (const { reject } of current.pending.values()) reject(error);
    current.pending.clear();
  };
  worker.on('message', ({ id, reply, error }: { id: number; reply?: WorkerReply; error?: string }) => {
    const request = current.pending.get(id);
    current.pending.delete(id);
    if (error) request?.reject(new Error(error));
    else request?.resolve(reply!);
    if (current.pending.size > 0) return;
    worker.unref();
    current.idle = setTimeout(() => {
      if (reader === current) reader = null;
      void worker.terminate();
    }, IDLE_MS);
    current.idle.unref?.();
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The PDF reader stopped without an answer (exit code ${code}).`)));
  reader = current;
  return current;
}

function askReader(bytes: Uint8Array): Promise<WorkerReply> {
  const current = pdfReader();
  clearTimeout(current.idle);
  current.worker.ref();
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    current.pending.set(id, { resolve, reject });
    current.worker.postMessage({ id, bytes });
  });
}

/** Reads a PDF (rejects when pdf.js cannot open it). */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  const reply = await askReader(bytes);
  const info: PdfInfo = {};
  for (const [key, name] of Object.entries(INFO_KEYS) as [keyof PdfInfo, string][]) {
    const value = reply.info[name];
    if (typeof value === 'string') info[key] = value;
  }
  return {
    text: reply.pages.join('\f'),
    pageTexts: reply.pages,
    pages: reply.pages.length,
    info,
    attachments: reply.attachments,
  };
}
