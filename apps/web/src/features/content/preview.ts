/** Plain-text preview of a rich text: whitespace folded, cut at a word before `max` characters with "…". */
export function textPreview(text: string | null | undefined, max: number): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Resource text preview 200 characters; post preview 1,200 with Show More (groups-jobs-payments 9). */
export const RESOURCE_PREVIEW = 200;
export const POST_PREVIEW = 1200;

/** A post's title: the first 100 characters of its content. */
export const postTitle = (content: string) => content.replace(/\s+/g, ' ').trim().slice(0, 100);

export const isPdf = (file: { mime_type?: string | null; file: string }) =>
  file.mime_type === 'application/pdf' || /\.pdf($|\?)/i.test(file.file);

export const fileName = (file: { name?: string | null; file: string }) =>
  file.name || decodeURIComponent(file.file.split('?')[0]!.split('/').pop() || 'file');
