import { Link } from 'react-router';
import { MemberAvatar } from './MemberAvatar';
import { answerRows } from './answers';
import type { Group, Member } from '@careerhub/shared';

/**
 * A member's name cell in the People table: avatar, profile link and institution; for managers also
 * the e-mail address, the answers to the group's questions (file answers as links) and the notes.
 */
export function MemberNameCell({
  member: m,
  group,
  manage,
}: {
  member: Member;
  group: Group;
  manage: boolean;
}) {
  const answers = manage ? answerRows(group.extra_info.questions, m.extra_info) : [];
  return (
    <div className="flex max-w-80 min-w-48 items-start gap-3">
      <MemberAvatar name={m.name} image={m.image} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${m.name_slug}`}
          title={m.name}
          className="block truncate font-medium text-text hover:text-primary hover:underline"
        >
          {m.name}
        </Link>
        {m.institution_name && <p className="text-xs text-muted">{m.institution_name}</p>}
        {manage && m.email && (
          <p className="truncate text-xs text-muted" title={m.email}>
            {m.email}
          </p>
        )}
        {manage && answers.length > 0 && (
          <dl className="mt-1.5 flex flex-col gap-0.5 text-xs">
            {answers.map(([id, label, value]) => (
              <div key={id} className="flex flex-wrap gap-1">
                <dt className="font-medium text-muted">{`${label}:`}</dt>
                <dd className="text-text">
                  {m.files?.[id] ? (
                    <a
                      href={m.files[id].url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-primary underline underline-offset-2"
                    >
                      {m.files[id].name}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {manage && (m.notes || m.reason) && <p className="mt-1 text-xs text-muted">{m.notes ?? m.reason}</p>}
      </div>
    </div>
  );
}
