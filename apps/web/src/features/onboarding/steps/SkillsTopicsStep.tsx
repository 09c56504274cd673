import { useState } from 'react';
import { VALIDATION } from '@careerhub/shared';
import { TagPicker, type TagItem } from '../../../components/ui/TagPicker';
import { searchTopics } from '../../profile/api';
import { updateProfile } from '../api';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { useStepSave } from '../useStepSave';

const refs = (items: TagItem[]) => items.map((i) => i.id ?? i.name);

/** Optional: up to 7 skills and 7 topics; new names are created when saved. */
export function SkillsTopicsStep(props: StepProps) {
  const [skills, setSkills] = useState<TagItem[]>(props.profile.skills_detailed);
  const [topics, setTopics] = useState<TagItem[]>(props.profile.topics_detailed);
  const save = useStepSave();

  async function submit() {
    if (skills.length === 0 && topics.length === 0) return props.next();
    if (await save.run(() => updateProfile({ skills: refs(skills), topics: refs(topics) }))) props.next();
  }

  return (
    <StepFrame
      {...frameProps(props, save)}
      description="What you are good at, and what you want to hear about."
      onSubmit={() => void submit()}
      onSkip={props.next}
    >
      <TagPicker
        label="Skills"
        loadSuggestions={(search, signal) => searchTopics('skill', search, signal)}
        limitMessage={VALIDATION.maxSkills}
        value={skills}
        onChange={setSkills}
        error={save.serverErrors.skills}
      />
      <TagPicker
        label="Topics"
        loadSuggestions={(search, signal) => searchTopics('general', search, signal)}
        limitMessage={VALIDATION.maxTopics}
        value={topics}
        onChange={setTopics}
        error={save.serverErrors.topics}
      />
    </StepFrame>
  );
}
