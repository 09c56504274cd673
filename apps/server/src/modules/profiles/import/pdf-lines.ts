import { extractTextItems, getDocumentProxy } from 'unpdf';

/** One visual line of a page, in reading order. */
export interface TextLine {
  text: string;
  /** The largest font size on the line: headings and names are set larger. */
  size: number;
  page: number;
  /** Where the line starts on the page, in points from the left edge. */
  x: number;
}

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

/** A run of text on one line; runs are split where the horizontal gap is wide. */
interface Run {
  x: number;
  end: number;
  y: number;
  size: number;
  text: string;
}

const SAME_LINE = 0.45; // share of the font size two baselines may differ by
const WIDE_GAP = 2.5; // gap, in font sizes, that separates two runs on a line
const MIN_COLUMN_RUNS = 5;

function toRuns(items: Item[]): Run[][] {
  const visible = items.filter((i) => i.str.trim() !== '');
  visible.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Item[][] = [];
  for (const item of visible) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) <= SAME_LINE * Math.max(item.fontSize, line[0]!.fontSize))
      line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    const runs: Run[] = [];
    for (const item of line) {
      const run = runs.at(-1);
      const gap = run ? item.x - run.end : Infinity;
      // Text of a much larger size beside a run is another block (a name beside a side column's email).
      const isSameSize = run
        ? Math.abs(run.size - item.fontSize) <= 0.25 * Math.min(run.size, item.fontSize)
        : false;
      if (run && isSameSize && gap < WIDE_GAP * Math.min(item.fontSize, run.size)) {
        run.text +=
          gap > 0.15 * item.fontSize && !run.text.endsWith(' ') && !item.str.startsWith(' ')
            ? ` ${item.str}`
            : item.str;
        run.end = Math.max(run.end, item.x + item.width);
        run.size = Math.max(run.size, item.fontSize);
      } else {
        runs.push({ x: item.x, end: item.x + item.width, y: item.y, size: item.fontSize, text: item.str });
      }
    }
    return runs;
  });
}

const isDateLike = (text: string) =>
  /^[\s(]*((\w{3,9}\.?\s+)?\d{4}|(\d{1,2}\/)?\d{1,2}\/\d{4}|present|current)\b/i.test(text);

/**
 * Where a second column starts, if the page has one: an x where many runs start and that no run
 * crosses. Right-aligned dates on a one-column page do not count (they are dates, and the
 * description lines under them cross the boundary anyway).
 */
function findColumnStart(lines: Run[][]): number | null {
  const runs = lines.flat();
  const left = Math.min(...runs.map((r) => r.x));
  const starts = new Map<number, Run[]>();
  for (const run of runs) {
    if (run.x < left + 100) continue;
    const key = Math.round(run.x / 4) * 4;
    starts.set(key, [...(starts.get(key) ?? []), run]);
  }
  const candidates = [...starts.entries()]
    .filter(([, list]) => list.length >= MIN_COLUMN_RUNS)
    .sort((a, b) => b[1].length - a[1].length);
  for (const [x, list] of candidates) {
    // A long email or address in a narrow side column may run past its edge: a few crossings are tolerated.
    const crossing = runs.filter((r) => r.x < x - 4 && r.end > x - 2).length;
    const dates = list.filter((r) => isDateLike(r.text)).length;
    if (crossing > Math.max(1, runs.length * 0.03) || dates >= list.length / 2) continue;
    // Dates (or labels) in a narrow left column beside each entry belong to its line: not a side column.
    const leftRuns = lines
      .filter((l) => l.some((r) => r.x >= x - 4) && l.some((r) => r.x < x - 4))
      .map((l) => l[0]!);
    const leftDates = leftRuns.filter((r) => isDateLike(r.text)).length;
    if (leftRuns.length >= 2 && leftDates >= leftRuns.length * 0.6) continue;
    return x - 4;
  }
  return null;
}

function pageLines(items: Item[], page: number): TextLine[] {
  const lines = toRuns(items);
  if (lines.length === 0) return [];
  const column = findColumnStart(lines);
  const toLine = (runs: Run[]): TextLine => ({
    // NFKC turns ligatures (ﬁ, ﬂ) and full-width forms into plain letters.
    text: runs
      .map((r) => r.text.normalize('NFKC').trim())
      .join('  ')
      .replace(/\s+$/, ''),
    size: Math.max(...runs.map((r) => r.size)),
    page,
    x: runs[0]!.x,
  });
  if (column === null) return lines.map(toLine);
  // Two columns: the narrower (side) column first, so its headings do not cut the main column's
  // sections in two, then the main one.
  const leftSide = lines.map((runs) => runs.filter((r) => r.x < column)).filter((r) => r.length);
  const rightSide = lines.map((runs) => runs.filter((r) => r.x >= column)).filter((r) => r.length);
  const all = lines.flat();
  const leftWidth = column - Math.min(...all.map((r) => r.x));
  const rightWidth = Math.max(...all.map((r) => r.end)) - column;
  const [side, main] = rightWidth < leftWidth * 0.75 ? [rightSide, leftSide] : [leftSide, rightSide];
  return [...side.map(toLine), ...main.map(toLine)];
}

/** The text lines of a PDF, page by page, with two-column pages read one column at a time. */
export async function readPdfLines(bytes: Uint8Array): Promise<TextLine[]> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { items } = await extractTextItems(pdf);
    return items
      .flatMap((pageItems, i) => pageLines(pageItems as Item[], i + 1))
      .filter((l) => l.text.trim() !== '');
  } finally {
    await pdf.destroy();
  }
}
