import { GROUP_MESSAGES as M, NOTIFICATION_EVENTS } from '@careerhub/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  makeGroup,
  makeUser,
  groupsApiSuite,
  rolesFor,
  type TestUser,
  type GroupsApi,
} from '../../../test/groups-helpers.js';
import type { TestApp } from '../../../test/helpers.js';
import { multipartBody, pdfDocument, pngImage } from '../uploads/fixtures.js';

// The manual payment loop of a paid circle or event (spec section 4, "Paid circle or event" and
// "Event applicants (admin)"): an accepted member sends a voucher, an administrator marks the
// payment paid or unpaid; POST .../payment-voucher/ and .../payment-confirmation/.
describe('paid groups: payment voucher and payment confirmation', () => {
  const suite = groupsApiSuite();
  let t: TestApp;
  let http: GroupsApi;
  beforeAll(() => ({ t, http } = suite.app));

  const upload = async (user: TestUser, file: Buffer, type: string, name: string) => {
    const { payload, contentType } = await multipartBody([{ name: 'files', file, filename: name, type }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file-upload/',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data[0].id as number;
  };
  const paidCircle = () => makeGroup(t, { groupType: 'circle', isPaid: true, price: '25.00' });
  const acceptedPaying = async (groupId: number) => {
    const user = await makeUser(t);
    // Accepted in a paid group: the payment is due (what respond-join-request leaves).
    await t.ctx.groups.addMembership({
      groupId,
      userId: user.id,
      role: 'member',
      status: 'accepted',
      paymentStatus: 'pending',
    });
    return user;
  };
  const paymentOf = async (groupId: number, user: TestUser) =>
    (await http.get(`/groups/${groupId}/`, user.token)).json().payment_status;
  const notificationsOf = async (user: { id: number }) =>
    (await t.ctx.notifications.list(user.id, 1, 50)).data;

  it('a member sends a voucher (image or PDF of their own); managers are told and see the file', async () => {
    const circle = await paidCircle();
    const admin = await makeUser(t);
    await addMember(t, circle.id, admin, 'admin');
    const payer = await acceptedPaying(circle.id);

    const png = await upload(payer, pngImage(), 'image/png', 'receipt.png');
    expect((await http.get(`/groups/${circle.id}/`, payer.token)).json()).toMatchObject({
      payment_status: 'pending',
      payment_voucher_submitted: false,
    });
    const sent = await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: png }, payer.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: M.voucherSubmitted, payment_status: 'pending' });
    expect((await http.get(`/groups/${circle.id}/`, payer.token)).json().payment_voucher_submitted).toBe(
      true,
    );
    expect((await notificationsOf(admin)).map((n) => n.notification_type)).toContain(
      NOTIFICATION_EVENTS.paymentVoucher,
    );

    const list = await http.get(`/groups/${circle.id}/members/?status=accepted`, admin.token);
    const row = list.json().data.find((m: { id: number }) => m.id === payer.id);
    expect(row.payment_status).toBe('pending');
    expect(row.extra_info).toMatchObject({ voucher: png, payment_mode: 'voucher' });
    expect(row.files.voucher).toMatchObject({ id: png, name: 'receipt.png', url: expect.any(String) });

    // A PDF is fine too; someone else's file or a non-document is refused.
    const pdf = await upload(payer, pdfDocument(), 'application/pdf', 'receipt.pdf');
    expect(
      (await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: pdf }, payer.token)).statusCode,
    ).toBe(200);
    const stranger = await makeUser(t);
    const foreign = await upload(stranger, pngImage(), 'image/png', 'x.png');
    const refused = await http.post(
      `/groups/${circle.id}/payment-voucher/`,
      { voucher: foreign },
      payer.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors).toEqual({ voucher: [M.voucherFormat] });
  });

  it('no voucher where no payment is due: free groups, pending or non-members, confirmed payments', async () => {
    const free = await makeGroup(t, { groupType: 'circle' });
    const member = await makeUser(t);
    await addMember(t, free.id, member);
    const file = await upload(member, pngImage(), 'image/png', 'r.png');
    const res = await http.post(`/groups/${free.id}/payment-voucher/`, { voucher: file }, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.paymentNotDue);

    const circle = await paidCircle();
    const waiting = await makeUser(t);
    await addMember(t, circle.id, waiting, 'member', 'pending');
    const own = await upload(waiting, pngImage(), 'image/png', 'r.png');
    expect(
      (await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: own }, waiting.token)).statusCode,
    ).toBe(400);
    expect((await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: own })).statusCode).toBe(401);
    expect(
      (await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: 'x' }, waiting.token)).statusCode,
    ).toBe(400);
  });

  it('managers mark paid and unpaid; the member is told; unpaid drops the voucher', async () => {
    const circle = await paidCircle();
    const roles = await rolesFor(t, circle.id);
    const payer = await acceptedPaying(circle.id);
    const png = await upload(payer, pngImage(), 'image/png', 'receipt.png');
    await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: png }, payer.token);

    // Only managers (admin, leader, staff); members and outsiders are refused.
    for (const name of ['member', 'nonMember', 'pendingLeader'] as const) {
      const res = await http.post(
        `/groups/${circle.id}/payment-confirmation/`,
        { users: [payer.id], action: 'accept' },
        roles[name].token,
      );
      expect(res.statusCode, name).toBe(403);
      expect(res.json().message).toBe(M.noManagePermission);
    }
    expect(
      (await http.post(`/groups/${circle.id}/payment-confirmation/`, { users: [payer.id], action: 'accept' }))
        .statusCode,
    ).toBe(401);

    const reject = await http.post(
      `/groups/${circle.id}/payment-confirmation/`,
      { users: [payer.id], action: 'reject' },
      roles.leader.token,
    );
    expect(reject.statusCode, reject.body).toBe(200);
    expect(reject.json()).toEqual({ message: M.paymentResponded('reject'), users: [payer.id] });
    expect(await paymentOf(circle.id, payer)).toBe('pending');
    const afterReject = await http.get(`/groups/${circle.id}/members/?status=accepted`, roles.admin.token);
    const row = afterReject.json().data.find((m: { id: number }) => m.id === payer.id);
    expect(row.extra_info.voucher).toBeUndefined();
    expect(row.files).toEqual({});

    const accept = await http.post(
      `/groups/${circle.id}/payment-confirmation/`,
      { users: [payer.id], action: 'accept' },
      roles.staff.token,
    );
    expect(accept.statusCode).toBe(200);
    expect(accept.json().message).toBe(M.paymentResponded('accept'));
    expect(await paymentOf(circle.id, payer)).toBe('confirmed');
    const told = (await notificationsOf(payer)).filter(
      (n) => n.notification_type === NOTIFICATION_EVENTS.payment,
    );
    expect(told.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        `Your payment for ${circle.name} is confirmed`,
        `Your payment for ${circle.name} could not be confirmed. Please submit it again.`,
      ]),
    );
    // A confirmed payment takes no new voucher.
    const again = await http.post(`/groups/${circle.id}/payment-voucher/`, { voucher: png }, payer.token);
    expect(again.json().message).toBe(M.paymentNotDue);
  });

  it('answers only accepted members of a paid group, with the spec messages on bad input', async () => {
    const circle = await paidCircle();
    const admin = await makeUser(t);
    await addMember(t, circle.id, admin, 'admin');
    const pending = await makeUser(t);
    await addMember(t, circle.id, pending, 'member', 'pending');
    const res = await http.post(
      `/groups/${circle.id}/payment-confirmation/`,
      { users: [pending.id], action: 'accept' },
      admin.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.notPaymentMembers);
    const empty = await http.post(
      `/groups/${circle.id}/payment-confirmation/`,
      { users: [], action: 'x' },
      admin.token,
    );
    expect(empty.json().field_errors).toEqual({ users: [M.selectMember], action: [M.selectAction] });

    const free = await makeGroup(t, { groupType: 'circle' });
    await addMember(t, free.id, admin, 'admin');
    const member = await makeUser(t);
    await addMember(t, free.id, member);
    const notPaid = await http.post(
      `/groups/${free.id}/payment-confirmation/`,
      { users: [member.id], action: 'accept' },
      admin.token,
    );
    expect(notPaid.json().message).toBe(M.notPaymentMembers);
  });
});
