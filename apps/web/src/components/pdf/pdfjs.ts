/**
 * pdf.js 5 (not 6: it needs Node 22 to build), loaded only when a PDF is shown: this module is
 * imported dynamically, so the library and its worker are their own chunks. Vite serves the
 * worker file (`?url`).
 */
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

export function openPdf(url: string) {
  return getDocument({ url, isEvalSupported: false, enableXfa: false });
}
