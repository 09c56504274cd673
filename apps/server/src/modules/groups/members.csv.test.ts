import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, membersCsv, UTF8_BOM } from './members.csv.js';
import type { MemberRow } from './memberships.repository.js';

describe('csvCell', () => {
  it('quotes every value and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(['a', 'b'])).toBe('"a; b"');
  });
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tTAB', '\rCR'])(
    'neutralises a formula start: %j',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
    },
  );
  it('keeps new lines inside the quotes and ends lines with CRLF', () => {
    expect(csvLine(['a\nb', 'c'])).toBe('"a\nb","c"\r\n');
  });
});

describe('membersCsv', () => {
  const member = (id: number): MemberRow => ({
    membershipId: id,
    userId: id,
    firstName: 'Zoë',
    lastName: `Müller ${id}`,
    nameSlug: `z-${id}`,
    email: `z${id}@example.org`,
    isVerified: true,
    pictureKey: null,
    institutionName: null,
    country: 'Nepal',
    role: 'member',
    status: 'accepted',
    membershipType: 'member',
    paymentStatus: null,
    notes: null,
    reason: null,
    extraInfo: { q1: '=HYPERLINK("x")' },
    agentResponses: {},
    joinedAt: new Date('2027-01-02T03:04:05Z'),
    createdAt: new Date('2027-01-01T00:00:00Z'),
  });

  it('starts with the BOM and header, asks batch after batch until an empty one', async () => {
    const asked: Array<number | null> = [];
    const batches = [[member(9), member(8)], [member(7)], []];
    const chunks: string[] = [];
    for await (const chunk of membersCsv(
      [{ id: 'q1', label: 'Why?', type: 'text', required: true, options: '' }],
      async (before) => {
        asked.push(before);
        return batches.shift()!;
      },
    )) {
      chunks.push(chunk);
    }
    expect(asked).toEqual([null, 8, 7]);
    const csv = chunks.join('');
    expect(csv.startsWith(UTF8_BOM + '"Name","Email"')).toBe(true);
    expect(csv).toContain('"Why?"');
    expect(csv).toContain(
      `"Zoë Müller 9","z9@example.org","member","accepted","yes","2027-01-02T03:04:05.000Z","Nepal"`,
    );
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
  });
});
