import { GROUPS_TEXT as T, GROUP_MESSAGES, type Group } from '@careerhub/shared';
import { useSaveGroup } from './api';
import { QuestionsStep } from './QuestionsStep';

/** The step after creating a circle or event: questions applicants answer before joining. */
export function QuestionBuilder({ group, onDone }: { group: Group; onDone: () => void }) {
  const save = useSaveGroup(group.id);
  return (
    <QuestionsStep
      intro={T.questionsIntro}
      saved={group.extra_info.questions.length}
      failed={GROUP_MESSAGES.failedQuestions}
      onDone={onDone}
      save={async (questions) => {
        await save.mutateAsync({
          extra_info: {
            is_external: group.extra_info.is_external,
            external_link: group.extra_info.external_link,
            questions: [...group.extra_info.questions, ...questions],
          },
        });
        return T.questionsAdded;
      }}
    />
  );
}
