export { PdfViewer, type PdfViewerProps } from './PdfViewer';
