import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** One line a test resume draws; long text wraps inside its column. */
export interface DrawnLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Indent from the column's left edge. */
  indent?: number;
  /** Text set flush right on the same line (dates in many templates). */
  right?: string;
  /** Extra space above, in points. */
  space?: number;
  /** Text set in a narrow left column on the same line (dates in academic CVs); the text starts after it. */
  label?: string;
  /** Starts a new page before this line (a page break inside a section). */
  newPage?: boolean;
}

export interface DrawnResume {
  main: DrawnLine[];
  /** A side column on the left, as LinkedIn's "Save to PDF" draws Contact, Top Skills and Languages. */
  sidebar?: DrawnLine[];
  /** "Page 1 of 2" footers. */
  pageFooter?: boolean;
  /** Where the side column sits (left by default, as LinkedIn's export). */
  sidebarSide?: 'left' | 'right';
}

const LABEL_WIDTH = 96;

const PAGE = { width: 612, height: 792, top: 750, bottom: 60 };

class Column {
  private y = PAGE.top;
  private pageIndex = 0;
  constructor(
    private readonly pages: PDFPage[],
    private readonly addPage: () => PDFPage,
    private readonly x: number,
    private readonly width: number,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  private page(): PDFPage {
    while (this.pages.length <= this.pageIndex) this.addPage();
    return this.pages[this.pageIndex]!;
  }

  private advance(height: number) {
    if (this.y - height < PAGE.bottom) {
      this.pageIndex++;
      this.y = PAGE.top;
    }
    this.y -= height;
  }

  draw(line: DrawnLine) {
    if (line.newPage && this.y < PAGE.top) {
      this.pageIndex++;
      this.y = PAGE.top;
    }
    const size = line.size ?? 10;
    const font = line.bold ? this.fonts.bold : this.fonts.regular;
    const indent = (line.indent ?? 0) + (line.label !== undefined ? LABEL_WIDTH : 0);
    const rightWidth = line.right ? font.widthOfTextAtSize(line.right, size) + 12 : 0;
    const maxWidth = this.width - indent - rightWidth;
    const words = line.text.split(' ');
    const rows: string[] = [];
    for (const word of words) {
      const last = rows.at(-1);
      if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= maxWidth)
        rows[rows.length - 1] = `${last} ${word}`;
      else rows.push(word);
    }
    this.advance((line.space ?? 0) + size * 1.35);
    rows.forEach((row, i) => {
      if (i > 0) this.advance(size * 1.35);
      // Wrapped rows of a bullet hang under its text, as word processors do.
      const hang = i > 0 && /^[•*–-]\s/.test(line.text) ? 8 : 0;
      this.page().drawText(row, { x: this.x + indent + hang, y: this.y, size, font });
    });
    if (line.label) {
      const rowsHeight = (rows.length - 1) * size * 1.35;
      this.page().drawText(line.label, { x: this.x, y: this.y + rowsHeight, size, font: this.fonts.regular });
    }
    if (line.right) {
      const width = font.widthOfTextAtSize(line.right, size);
      this.page().drawText(line.right, {
        x: this.x + this.width - width,
        y: this.y + (rows.length - 1) * size * 1.35,
        size,
        font,
      });
    }
  }
}

/** Draws a resume as a real PDF with the standard Helvetica fonts. */
export async function buildResumePdf(resume: DrawnResume): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const pages: PDFPage[] = [];
  const addPage = () => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    return page;
  };
  addPage();
  const isRight = resume.sidebarSide === 'right';
  if (resume.sidebar) {
    const side = new Column(pages, addPage, isRight ? 426 : 36, 150, fonts);
    for (const line of resume.sidebar) side.draw(line);
  }
  const main = resume.sidebar
    ? new Column(pages, addPage, isRight ? 40 : 220, isRight ? 350 : 356, fonts)
    : new Column(pages, addPage, 54, 504, fonts);
  for (const line of resume.main) main.draw(line);
  if (resume.pageFooter) {
    pages.forEach((page, i) => {
      const text = `Page ${i + 1} of ${pages.length}`;
      page.drawText(text, {
        x: (PAGE.width - fonts.regular.widthOfTextAtSize(text, 8)) / 2,
        y: 30,
        size: 8,
        font: fonts.regular,
        opacity: 0.6,
      });
    });
  }
  return doc.save();
}
