import { VALIDATION } from '@careerhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, api, makeGroup, makeUser, type TestUser } from '../../../test/groups-helpers.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';

/** A word of letters only that no other test uses: names and searches of one test stay apart. */
const tag = () =>
  `Q${Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

interface Item {
  id: number;
  type: string;
  name: string;
}

describe('GET /search/ filters and GET /topics/ filters', () => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    http = api(t);
  });
  afterAll(() => t.close());

  const ids = async (query: string, token?: string) => {
    const res = await http.get(`/search/?${query}`, token);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Item[]).map((d) => d.id).sort((a, b) => a - b);
  };

  /** A person named `{first} {family}` with a profile country and a group profile. */
  async function person(
    family: string,
    first: string,
    fields: { country?: string; professionalField?: number; extraInfo?: Record<string, unknown> } = {},
  ): Promise<TestUser> {
    const user = await makeUser(t, { firstName: first, lastName: family });
    if (fields.country) {
      const res = await http.patch('/users/profile/', { country: fields.country }, user.token);
      expect(res.statusCode).toBe(200);
    }
    if (fields.professionalField !== undefined || fields.extraInfo) {
      await createProfilesRepository(t.ctx.database.db).insertGroupProfile({
        userId: user.id,
        groupId: null,
        professionalField: fields.professionalField ?? null,
        extraInfo: fields.extraInfo ?? {},
      });
    }
    return user;
  }

  describe('people filters', () => {
    it('country keeps people whose profile is in that country', async () => {
      const family = tag();
      const nepal = await person(family, 'Asha', { country: 'NP' });
      const kenya = await person(family, 'Baraka', { country: 'KE' });
      const none = await person(family, 'Chen');
      expect(await ids(`type=user&search=${family}`)).toEqual([nepal.id, kenya.id, none.id]);
      expect(await ids(`type=user&search=${family}&country=NP`)).toEqual([nepal.id]);
      expect(await ids(`type=user&search=${family}&country=KE`)).toEqual([kenya.id]);
      expect(await ids(`type=user&search=${family}&country=PE`)).toEqual([]);
      // Without a search term the filter alone narrows the whole directory.
      const all = await ids(`type=user&country=NP&page_size=500`);
      expect(all).toContain(nepal.id);
      expect(all).not.toContain(kenya.id);
      const res = (await http.get(`/search/?type=user&search=${family}&country=NP`)).json();
      expect(res.pagination).toEqual({ count: 1, next: null });
      expect(res.data[0]).toMatchObject({ type: 'user', name: `Asha ${family}`, country: 'NP' });
    });

    it('professional_fields keeps people with any of the listed fields', async () => {
      const family = tag();
      const one = await person(family, 'Dina', { professionalField: 1 });
      const two = await person(family, 'Emeka', { professionalField: 2 });
      await person(family, 'Farah', { professionalField: 5 });
      await person(family, 'Goran');
      expect(await ids(`type=user&search=${family}&professional_fields=1`)).toEqual([one.id]);
      expect(await ids(`type=user&search=${family}&professional_fields=1,2`)).toEqual([one.id, two.id]);
      expect(await ids(`type=user&search=${family}&professional_fields=9`)).toEqual([]);
      const bad = await http.get(`/search/?type=user&professional_fields=data`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field_errors.professional_fields).toEqual([VALIDATION.invalidValue]);
    });

    it('extra_info matches the values of the group profile extra information, not its keys', async () => {
      const family = tag();
      const physics = await person(family, 'Hana', {
        extraInfo: { department: 'Physics', uni_batch: '2019' },
      });
      const chemistry = await person(family, 'Ivan', {
        extraInfo: { department: 'Chemistry', college: 'Science' },
      });
      const percent = await person(family, 'Jade', { extraInfo: { affiliation: '100% remote' } });
      expect(await ids(`type=user&search=${family}&extra_info=physics`)).toEqual([physics.id]);
      expect(await ids(`type=user&search=${family}&extra_info=2019`)).toEqual([physics.id]);
      expect(await ids(`type=user&search=${family}&extra_info=Science`)).toEqual([chemistry.id]);
      // A key name is no value: "department" is not anyone's answer.
      expect(await ids(`type=user&search=${family}&extra_info=department`)).toEqual([]);
      // LIKE wildcards are taken literally.
      expect(await ids(`type=user&search=${family}&extra_info=%25`)).toEqual([percent.id]);
      expect(await ids(`type=user&search=${family}&extra_info=_`)).toEqual([]);
    });

    it('combines the people filters', async () => {
      const family = tag();
      const match = await person(family, 'Kofi', {
        country: 'GH',
        professionalField: 3,
        extraInfo: { department: 'Economics' },
      });
      await person(family, 'Lena', {
        country: 'GH',
        professionalField: 4,
        extraInfo: { department: 'Economics' },
      });
      await person(family, 'Musa', {
        country: 'ML',
        professionalField: 3,
        extraInfo: { department: 'Economics' },
      });
      expect(
        await ids(`type=user&search=${family}&country=GH&professional_fields=3&extra_info=econ`),
      ).toEqual([match.id]);
    });
  });

  describe('is_verified_group', () => {
    it('keeps verified (true) or unverified (false) groups, for institution, all_group and all', async () => {
      const word = tag();
      const verifiedOrg = await makeGroup(t, {
        groupType: 'organization',
        name: `${word} Verified Org`,
        isVerified: true,
      });
      const plainOrg = await makeGroup(t, { groupType: 'organization', name: `${word} Plain Org` });
      const verifiedUni = await makeGroup(t, {
        groupType: 'institution',
        name: `${word} Verified University`,
        isVerified: true,
      });
      const plainUni = await makeGroup(t, { groupType: 'institution', name: `${word} Plain University` });
      const someone = await person(word, 'Nia');
      expect(await ids(`type=all_group&search=${word}`)).toEqual([
        verifiedOrg.id,
        plainOrg.id,
        verifiedUni.id,
        plainUni.id,
      ]);
      expect(await ids(`type=all_group&search=${word}&is_verified_group=true`)).toEqual([
        verifiedOrg.id,
        verifiedUni.id,
      ]);
      expect(await ids(`type=all_group&search=${word}&is_verified_group=false`)).toEqual([
        plainOrg.id,
        plainUni.id,
      ]);
      expect(await ids(`type=institution&search=${word}&is_verified_group=1`)).toEqual([verifiedUni.id]);
      expect(await ids(`type=institution&search=${word}&is_verified_group=0`)).toEqual([plainUni.id]);
      // type=all: groups are narrowed, people are not groups and stay.
      const all = (await http.get(`/search/?type=all&search=${word}&is_verified_group=true`)).json();
      expect(all.data.map((d: Item) => `${d.type}:${d.id}`).sort()).toEqual(
        [`organization:${verifiedOrg.id}`, `institution:${verifiedUni.id}`, `user:${someone.id}`].sort(),
      );
      expect(all.pagination.count).toBe(3);
      const bad = await http.get('/search/?type=all_group&is_verified_group=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field_errors.is_verified_group).toEqual([VALIDATION.expectedBoolean]);
    });

    it('finds private groups only for their members and staff', async () => {
      const word = tag();
      const open = await makeGroup(t, { groupType: 'circle', name: `${word} Open Circle` });
      const hidden = await makeGroup(t, {
        groupType: 'circle',
        name: `${word} Hidden Circle`,
        visibility: 20,
      });
      const member = await makeUser(t);
      await addMember(t, hidden.id, member);
      const stranger = await makeUser(t);
      const staff = await makeUser(t, { isStaff: true });
      expect(await ids(`type=all_group&search=${word}`)).toEqual([open.id]);
      expect(await ids(`type=all_group&search=${word}`, stranger.token)).toEqual([open.id]);
      expect(await ids(`type=all_group&search=${word}`, member.token)).toEqual([open.id, hidden.id]);
      expect(await ids(`type=all&search=${word}`, staff.token)).toEqual([open.id, hidden.id]);
      expect((await http.get(`/search/?type=all_group&search=${word}`)).json().pagination.count).toBe(1);
    });
  });

  describe('GET /topics/ group and topic_area', () => {
    it('group keeps the topics of that group; topic_area those of that area; both combine with type and search', async () => {
      const word = tag();
      const org = await makeGroup(t, { groupType: 'organization' });
      const other = await makeGroup(t, { groupType: 'organization' });
      const db = t.ctx.database.db;
      const { topics } = await import('../../db/schema/index.js');
      const insert = async (name: string, fields: Partial<typeof topics.$inferInsert>) =>
        (
          await db
            .insert(topics)
            .values({ name: `${word} ${name}`, ...fields })
            .returning()
        )[0]!;
      const orgSkill = await insert('Org Skill', { topicType: 'skill', groupId: org.id, topicArea: 'Data' });
      const orgTopic = await insert('Org Topic', {
        topicType: 'general',
        groupId: org.id,
        topicArea: 'Policy',
      });
      const otherTopic = await insert('Other Topic', {
        topicType: 'general',
        groupId: other.id,
        topicArea: 'Data',
      });
      const free = await insert('Free Topic', { topicType: 'general', topicArea: 'Data' });
      const list = async (query: string) => {
        const res = await http.get(`/topics/?search=${encodeURIComponent(word)}&${query}`);
        expect(res.statusCode).toBe(200);
        return (res.json().data as Array<{ id: number; name: string }>)
          .map((x) => x.id)
          .sort((a, b) => a - b);
      };
      expect(await list('')).toEqual([orgSkill.id, orgTopic.id, otherTopic.id, free.id]);
      expect(await list(`group=${org.id}`)).toEqual([orgSkill.id, orgTopic.id]);
      expect(await list(`group=${other.id}`)).toEqual([otherTopic.id]);
      expect(await list(`group=${org.id}&topic_type=skill`)).toEqual([orgSkill.id]);
      expect(await list('topic_area=Data')).toEqual([orgSkill.id, otherTopic.id, free.id]);
      expect(await list('topic_area=Policy')).toEqual([orgTopic.id]);
      expect(await list(`topic_area=Data&group=${org.id}`)).toEqual([orgSkill.id]);
      expect(await list('topic_area=Data&topic_type=general')).toEqual([otherTopic.id, free.id]);
      expect(await list('topic_area=Nothing')).toEqual([]);
      const page = (await http.get(`/topics/?search=${word}&topic_area=Data&page_size=2`)).json();
      expect(page.pagination).toEqual({ count: 3, next: 2 });
      expect(page.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
      const bad = await http.get('/topics/?group=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field_errors.group).toEqual([VALIDATION.expectedInteger]);
    });

    it('a topic created with a topic_area is found by it', async () => {
      const user = await makeUser(t);
      const name = `${tag()} Area Topic`;
      const created = await http.post(
        '/topics/',
        { name, topic_type: 'general', topic_area: 'Climate' },
        user.token,
      );
      expect(created.statusCode).toBe(201);
      const found = (await http.get(`/topics/?topic_area=Climate&search=${encodeURIComponent(name)}`)).json();
      expect(found.data).toEqual([{ id: created.json().id, name }]);
    });
  });
});
