import { useState } from 'react';
import { ONBOARDING_TEXT as T, UI_TEXT } from '@careerhub/shared';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useGroupChoices } from '../api';
import { ChoiceGroup } from '../fields';
import { StepFrame } from '../StepFrame';
import type { StepProps } from '../stepProps';

const KINDS = ['organization', 'institution'] as const;

/** Optional: the organization the career answers belong to. Skip, or Next with none, moves on. */
export function OrganizationStep(props: StepProps) {
  const query = useGroupChoices('all_group', KINDS);
  const [chosen, setChosen] = useState<number | null>(props.organization);

  function submit() {
    props.setOrganization(chosen);
    props.next();
  }

  return (
    <StepFrame
      title={props.title}
      description="Are you part of one of these organizations? You can skip this step."
      progress={props.progress}
      onSubmit={submit}
      onBack={props.back}
      onSkip={() => {
        props.setOrganization(null);
        props.next();
      }}
    >
      {query.isPending ? (
        <div className="grid gap-2 sm:grid-cols-2" aria-busy="true" aria-label="Loading organizations">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {T.couldNotFetchItems}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{UI_TEXT.noResults}</p>
      ) : (
        <ChoiceGroup
          legend="Organization"
          name="organization"
          choices={query.data.map((o) => ({
            value: o.id,
            label: o.name,
            description: o.description ?? undefined,
          }))}
          isChecked={(v) => Number(v) === chosen}
          onToggle={(v) => setChosen(Number(v))}
        />
      )}
    </StepFrame>
  );
}
