import type { AgentReport } from '@careerhub/shared';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A report as a designed A4 document: a coloured band with the result, the scores as a bar chart,
 * the prose, the career paths, the community's matches with their links and the plan. Standard
 * fonts only (no files to ship); characters they cannot draw become "?".
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const TEAL = rgb(0.059, 0.463, 0.431);
const INK = rgb(0.09, 0.11, 0.15);
const MUTED = rgb(0.38, 0.42, 0.48);
const TRACK = rgb(0.93, 0.95, 0.96);
const PATHS_NOTE = 'Career paths to explore';
const COMMUNITY_NOTE = 'In this community';

export async function renderReportPdf(
  report: AgentReport,
  siteName: string,
  baseUrl: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${report.agent_name}: ${report.output_data.headline}`);
  doc.setAuthor(siteName);
  doc.setCreator(`${siteName} CareerGPS`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const width = A4.width - 2 * MARGIN;

  const safe = (font: PDFFont, text: string) =>
    [...text.replace(/\s+/g, ' ')]
      .map((ch) => {
        try {
          font.encodeText(ch);
          return ch;
        } catch {
          return '?';
        }
      })
      .join('');
  const ensure = (needed: number) => {
    if (y - needed >= MARGIN) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const lines = (text: string, font: PDFFont, size: number, max: number) => {
    const out: string[] = [];
    let line = '';
    for (const word of safe(font, text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > max && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  };
  const write = (
    text: string,
    opts: {
      font?: PDFFont;
      size?: number;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
    } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10.5;
    for (const line of lines(text, font, size, width - (opts.indent ?? 0))) {
      ensure(size * 1.45);
      page.drawText(line, {
        x: MARGIN + (opts.indent ?? 0),
        y: y - size,
        size,
        font,
        color: opts.color ?? INK,
      });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };
  const heading = (text: string) => {
    ensure(40);
    y -= 8;
    write(text, { font: bold, size: 14, gap: 4 });
  };
  const out = report.output_data;

  // The band: agent, headline, message.
  const band = lines(out.message, regular, 11, width - 32);
  const bandHeight = 92 + band.length * 15;
  page.drawRectangle({ x: MARGIN, y: y - bandHeight, width, height: bandHeight, color: TEAL });
  page.drawText(safe(bold, `${siteName} · CareerGPS report`.toUpperCase()), {
    x: MARGIN + 16,
    y: y - 24,
    size: 8.5,
    font: bold,
    color: rgb(1, 1, 1),
  });
  page.drawText(safe(bold, `${report.agent_name}: ${out.headline}`), {
    x: MARGIN + 16,
    y: y - 52,
    size: 22,
    font: bold,
    color: rgb(1, 1, 1),
  });
  band.forEach((line, i) =>
    page.drawText(line, { x: MARGIN + 16, y: y - 78 - i * 15, size: 11, font: regular, color: rgb(1, 1, 1) }),
  );
  y -= bandHeight + 10;
  const date = new Date(report.created_at).toISOString().slice(0, 10);
  write(
    `${report.user ? `${report.user.name} · ` : ''}${date} · ${baseUrl}/careergps-report/${report.slug}`,
    { size: 9, color: MUTED, gap: 10 },
  );

  if (out.scores.length) {
    heading('Scores');
    for (const s of out.scores) {
      ensure(30);
      page.drawText(safe(regular, s.label), { x: MARGIN, y: y - 10, size: 10, font: regular, color: INK });
      const value = `${s.level ? `${s.level} · ` : ''}${s.score} of ${s.max}`;
      page.drawText(safe(regular, value), {
        x: MARGIN + width - regular.widthOfTextAtSize(value, 10),
        y: y - 10,
        size: 10,
        font: regular,
        color: MUTED,
      });
      page.drawRectangle({ x: MARGIN, y: y - 22, width, height: 7, color: TRACK });
      page.drawRectangle({
        x: MARGIN,
        y: y - 22,
        width: Math.max(3, (width * s.percent) / 100),
        height: 7,
        color: TEAL,
      });
      y -= 30;
    }
  }
  // Notes on the paths and the matches go with them, as on the web page.
  const noteOf = (title: string) => out.sections.find((x) => x.title === title)?.body;
  for (const section of out.sections.filter((x) => x.title !== PATHS_NOTE && x.title !== COMMUNITY_NOTE)) {
    heading(section.title);
    write(section.body);
  }
  if (out.career_paths.length) {
    heading('Career paths');
    if (noteOf(PATHS_NOTE)) write(noteOf(PATHS_NOTE)!);
    for (const p of out.career_paths) {
      write(p.title, { font: bold, gap: 2 });
      write(p.reason, { size: 9.5, color: MUTED, gap: 2 });
      for (const o of p.occupations) write(`• ${o.title} — O*NET ${o.onet_code}`, { indent: 10, gap: 1 });
      y -= 6;
    }
  }
  if (out.matches.length || noteOf(COMMUNITY_NOTE)) {
    heading('In this community');
    if (noteOf(COMMUNITY_NOTE)) write(noteOf(COMMUNITY_NOTE)!);
    for (const m of out.matches) {
      write(m.title, { font: bold, gap: 1 });
      write(`${m.reason} ${baseUrl}${m.link}`, { size: 9.5, color: MUTED, gap: 5 });
    }
  }
  if (out.plan.length) {
    heading('Your plan');
    for (const period of out.plan) {
      write(period.title, { font: bold, gap: 2 });
      for (const item of period.items)
        write(`• ${item.text}${item.link ? ` (${baseUrl}${item.link})` : ''}`, { indent: 10, gap: 1 });
      y -= 6;
    }
  }
  if (out.credit) {
    y -= 6;
    write(out.credit, { size: 8, color: MUTED });
  }
  doc.getPages().forEach((p: PDFPage, i, all) =>
    p.drawText(`${i + 1} / ${all.length}`, {
      x: A4.width - MARGIN - 20,
      y: 24,
      size: 8,
      font: regular,
      color: MUTED,
    }),
  );
  return doc.save();
}
