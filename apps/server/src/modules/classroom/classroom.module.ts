import type { AppContext } from '../../context.js';
import type { GroupsModule } from '../groups/groups.module.js';
import { createProfilesRepository } from '../profiles/profiles.repository.js';
import { createClassroomCrypto } from './classroom.crypto.js';
import { createClassroomRepository } from './classroom.repository.js';
import { createClassroomService } from './classroom.service.js';

/** Google Classroom roster sync, wired from the context and the groups module's services. */
export function createClassroomModule(ctx: AppContext, groups: GroupsModule) {
  const profiles = createProfilesRepository(ctx.transactions.db, ctx.completionFacts.forget);
  return createClassroomService({
    classroom: ctx.classroom,
    repo: createClassroomRepository(ctx.transactions.db),
    crypto: createClassroomCrypto(ctx.secret),
    findGroup: (id) => ctx.groups.findById(id),
    viewerOf: groups.groups.viewerOf,
    hasCertifiedProfile: async (userId, organizationId) =>
      Boolean((await profiles.groupProfile(userId, organizationId))?.isCertified),
    findUserByEmail: (email) => ctx.users.findByEmail(email),
    addMember: (actor, groupId, input, site) => groups.memberships.addMember(actor, groupId, input, site),
    inviteEmails: (actor, groupId, emails, site) =>
      groups.invitations.invite(
        actor,
        { object_id: groupId, content_type: 'group', emails, users: [] },
        site,
      ),
    logger: ctx.logger.child({ component: 'classroom' }),
  });
}
