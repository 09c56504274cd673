import type { APIRequestContext } from '@playwright/test';
import { apiTokens, expect } from './fixtures';

// Helpers of the community-content specs (issue 18): API shortcuts for set-up steps a spec does
// not test itself, and a PDF with several pages for the in-app reader.

export const ADMIN = 'admin@demo.careerhub.example';
export const CERTIFIED = 'certified@demo.careerhub.example';
export const MEMBER = 'member@demo.careerhub.example';
export const STAFF = 'staff@demo.careerhub.example';
export const DEMO_ORG = 'careerhub-community';
/** An institution outside the certified leader's default organization: what they share there waits for review. */
export const OTHER_ORG = 'kathmandu-university';
export const OTHER_ORG_NAME = 'Kathmandu University';

export interface ContentData {
  id: number;
  slug: string;
  title: string;
  status: string;
  is_locked: boolean;
}

export async function asUser(request: APIRequestContext, email: string) {
  const { access } = await apiTokens(request, email);
  const headers = { authorization: `Bearer ${access}` };
  return {
    access,
    get: (path: string) => request.get(`/api/v1${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api/v1${path}`, { headers, data }),
    upload: async (name: string, mimeType: string, buffer: Buffer) => {
      const answer = await request.post('/api/v1/file-upload/', {
        headers,
        multipart: { files: { name, mimeType, buffer } },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { data: Array<{ id: number }> }).data[0]!.id;
    },
  };
}

/** Joins `slug` (open admission) unless already an accepted member. */
export async function joinGroup(user: Awaited<ReturnType<typeof asUser>>, slug: string) {
  const group = (await (await user.get(`/groups/slug/${slug}/`)).json()) as {
    id: number;
    membership_status: string | null;
  };
  if (group.membership_status === 'accepted') return group.id;
  const joined = await user.post(`/groups/${group.id}/join/`, { role: 'member' });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  return group.id;
}

/** A PDF of `pages` pages, each saying "Page N of M" and the given line. */
export function pdfWithPages(pages: number, line: string): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i += 1) {
    const text = `BT /F1 18 Tf 72 720 Td (Page ${i + 1} of ${pages}) Tj 0 -28 Td (${line}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageIds[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The newest item of the user's own with this title (GET /contents/?created_by=me). */
export async function ownItem(
  user: Awaited<ReturnType<typeof asUser>>,
  type: string,
  title: string,
): Promise<ContentData> {
  let found: ContentData | undefined;
  await expect
    .poll(async () => {
      const answer = await user.get(`/contents/?type=${type}&created_by=me&page_size=50`);
      const list = ((await answer.json()) as { data: ContentData[] }).data;
      found = list.find((item) => item.title === title);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
