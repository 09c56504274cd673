import { useState } from 'react';
import { updateProfile } from '../api';
import { StepFrame } from '../StepFrame';
import { frameProps, type StepProps } from '../stepProps';
import { TagPicker, type TagValue } from '../TagPicker';
import { useStepSave } from '../useStepSave';

const refs = (items: TagValue[]) => items.map((i) => i.id ?? i.name);

/** Optional: up to 7 skills and 7 topics; new names are created when saved. */
export function SkillsTopicsStep(props: StepProps) {
  const [skills, setSkills] = useState<TagValue[]>(props.profile.skills_detailed);
  const [topics, setTopics] = useState<TagValue[]>(props.profile.topics_detailed);
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
        topicType="skill"
        value={skills}
        onChange={setSkills}
        error={save.serverErrors.skills}
      />
      <TagPicker
        label="Topics"
        topicType="general"
        value={topics}
        onChange={setTopics}
        error={save.serverErrors.topics}
      />
    </StepFrame>
  );
}
