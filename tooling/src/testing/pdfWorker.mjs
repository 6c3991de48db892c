// The worker thread behind ./pdf.ts: reads each PDF it is sent with pdf.js (through unpdf) and
// posts back its text page by page, its document information and its attachments (or why it could
// not). It runs in a worker because pdf.js is ESM only and loads its engine with a dynamic import(),
// which jest's module sandbox refuses; a worker thread has Node's own loader, under jest as under
// Playwright.
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/** pdf.js throws its own exception objects, which reach the caller as plain objects: a message instead. */
const readable = (error) => `pdf.js could not read the PDF: ${error?.name ?? 'Error'}: ${error?.message ?? error}`;

async function read(bytes) {
  // Errors only: a damaged file's repair warnings would clutter the test output.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const { items } = await (await pdf.getPage(number)).getTextContent();
      // An item is a run of text; pdf.js marks the last one of each line (hasEOL).
      pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    const { info } = await pdf.getMetadata();
    // The embedded files (the EmbeddedFiles name tree), by id; their contents are fetched one by one.
    const attachments = {};
    for (const [id, { filename, content }] of (await pdf.getAttachments()) ?? []) {
      attachments[filename] = content ?? (await pdf.getAttachmentContent(id));
    }
    return { pages, info, attachments };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

parentPort.on('message', async ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, reply: await read(bytes) });
  } catch (error) {
    parentPort.postMessage({ id, error: readable(error) });
  }
});
