import { inflateRawSync } from 'node:zlib';
import { expect } from 'vitest';
import { get, post, signUp } from '../../../test/auth-helpers.js';
import { chatMember, openRoom, sendText } from '../../../test/chat-helpers.js';
import { addMember, makeGroup } from '../../../test/groups-helpers.js';
import type { TestApp } from '../../../test/helpers.js';
import { makeJob } from '../../../test/jobs-helpers.js';
import { jobApplications } from '../../db/schema/index.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

let n = 0;

/** Reads a zip written by http/zip.ts (local headers carry the sizes): name → bytes. */
export function readZip(buf: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let at = 0;
  while (buf.readUInt32LE(at) === 0x04034b50) {
    const method = buf.readUInt16LE(at + 8);
    const size = buf.readUInt32LE(at + 18);
    const nameLength = buf.readUInt16LE(at + 26);
    const extra = buf.readUInt16LE(at + 28);
    const name = buf.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    const body = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at = start + size;
  }
  return out;
}

export async function upload(
  t: TestApp,
  url: string,
  field: string,
  bytes: Buffer,
  name: string,
  token: string,
) {
  const { payload, contentType } = await multipartBody([
    { name: field, file: bytes, filename: name, type: 'application/octet-stream' },
  ]);
  const res = await t.app.inject({
    method: url === '/profiles/me/' ? 'PATCH' : 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/**
 * A member with data in as many tables as the product writes: profile text, a picture and a
 * file, a career entry, group answers, a membership, a job application, chat messages both ways,
 * a block, follows both ways (so notifications name them), feedback. Names are unusual so a scan
 * of every column finds any trace of them.
 */
export async function busyMember(t: TestApp) {
  n += 1;
  const firstName = `Quillonet${n}`;
  const tag = Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  const lastName = `Vantwerp${tag}`;
  const town = `Zorble${tag}`;
  const member = await signUp(t, { first_name: firstName, last_name: lastName });
  const verified = await post(t, '/verify-otp/', { otp: member.otp, type: 'registration' }, member.access);
  expect(verified.statusCode).toBe(200);
  const { access, refresh } = verified.json() as { access: string; refresh: string };
  const me = (await get(t, '/identity/', access)).json() as { id: number; name_slug?: string };
  const id = me.id;
  const patch = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/profile/',
    payload: { short_bio: `Hydrologist ${lastName} from ${town}`, country: 'NL' },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(patch.statusCode, patch.body).toBeLessThan(300);
  const picture = pngImage();
  await upload(t, '/upload-profile_picture/', 'picture', picture, 'me.png', access);
  const document = pdfDocument();
  await upload(t, '/file-upload/', 'files', document, `cv-${lastName}.pdf`, access);
  const career = await post(
    t,
    '/career-profiles/',
    { type: 'work', title: `Analyst at ${lastName} BV`, start_date: '2020-01-01', end_date: '2021-01-01' },
    access,
  );
  expect(career.statusCode, career.body).toBe(201);
  const answers = await post(
    t,
    '/group-profiles/',
    { current_role: 3, job_function: 3, career_stage: 3, reason_to_join: [1], professional_field: 2 },
    access,
  );
  expect(answers.statusCode, answers.body).toBe(201);
  const org = await makeGroup(t, { groupType: 'organization' });
  await addMember(t, org.id, { id });
  const job = await makeJob(t, { groupId: org.id });
  await t.ctx.database.db.insert(jobApplications).values({ jobId: job.id, userId: id });
  await post(t, '/feedback/', { title: 'Hello', content: `Signed ${firstName} ${lastName}` }, access);

  const other = await chatMember(t);
  const asChat = { ...member, access, refresh, id };
  const room = await openRoom(t, asChat, other);
  expect((await sendText(t, asChat, room, `hi there, number ${n}`)).statusCode).toBeLessThan(300);
  expect((await sendText(t, other, room, 'hello back')).statusCode).toBeLessThan(300);
  const otherProfile = (await get(t, '/users/profile/', other.access)).json() as { id: number };
  const myProfile = (await get(t, '/users/profile/', access)).json() as { id: number; name_slug: string };
  const follow = (from: string, to: number) =>
    post(t, '/follow/', { id: to, type: 'user', action: 'follow' }, from);
  expect((await follow(access, otherProfile.id)).statusCode).toBe(200);
  expect((await follow(other.access, myProfile.id)).statusCode).toBe(200);
  await t.ctx.database.query('INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
    id,
    other.id,
  ]);
  return {
    id,
    email: member.email,
    password: member.password,
    firstName,
    lastName,
    access,
    refresh,
    room,
    other,
    picture,
    document,
    slug: myProfile.name_slug,
    town,
  };
}
export type BusyMember = Awaited<ReturnType<typeof busyMember>>;
