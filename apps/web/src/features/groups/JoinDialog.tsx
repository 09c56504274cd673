import {
  DIETARY_OPTIONS,
  GROUP_MESSAGES,
  GROUPS_TEXT as T,
  PARTICIPANT_TYPES,
  PROGRAM_TYPES,
  PUBLICATION_OPTIONS,
  SUBMISSION_TYPES,
  countWords,
  type Group,
  type GroupQuestion,
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { applyServerErrors, messagesOf, useZodForm, type FormCheck } from '../../components/form';
import { getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useJoinGroup } from './api';
import {
  EMPTY_CONFERENCE,
  answersPayload,
  conferencePayload,
  setAnswer,
  validateAnswers,
  validateConference,
  type Answers,
  type ConferenceForm,
} from './joinForm';
import { FileUploadField, QuestionFields } from './QuestionFields';

interface JoinDialogProps {
  group: Group;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

interface JoinValues {
  answers: Answers;
  conference: ConferenceForm;
}

/** The join questions' answers, or the conference registration (presenter rules, 250-word abstract). */
const joinCheck =
  (isConference: boolean, questions: GroupQuestion[]): FormCheck<JoinValues, Record<string, unknown>> =>
  ({ answers, conference }) => {
    if (isConference) {
      const found = validateConference(conference);
      if (Object.keys(found).length === 0) return { data: conferencePayload(conference) };
      return { errors: Object.fromEntries(Object.entries(found).map(([k, m]) => [`conference.${k}`, m])) };
    }
    const found = validateAnswers(questions, answers);
    return Object.keys(found).length ? { errors: found } : { data: answersPayload(questions, answers) };
  };

/** The questions to answer before joining, or the conference registration form (section 4). */
export function JoinDialog({ group, open, onOpenChange }: JoinDialogProps) {
  const join = useJoinGroup(group);
  const isConference = group.group_type === 'event' && group.event_type === 'conference';
  const questions = group.extra_info.questions;
  const form = useZodForm(
    joinCheck(isConference, questions),
    { answers: {}, conference: EMPTY_CONFERENCE },
    'join',
  );
  const answers = form.watch('answers');
  const abstract = form.watch('conference.abstract');
  const errors = messagesOf(form.formState.errors);

  const submit = form.handleSubmit(async (extra_info) => {
    try {
      const result = await join.mutateAsync({ extra_info });
      notify(result.message, 'success');
      onOpenChange(false);
    } catch (error) {
      // `extra_info.{question id}` or `extra_info.{conference field}`: under that question or field.
      applyServerErrors(form, error, (path) => {
        const field = path.replace(/^extra_info\./, '');
        return isConference ? `conference.${field}` : field;
      });
      notify(getErrorMessage(error, GROUP_MESSAGES.couldNotJoin(group.group_type)), 'error');
    }
  });

  const presenter = form.watch('conference.participant_type') === 'presenter';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={isConference ? T.conferenceTitle : T.joinTitle(group.name)}
      description={isConference ? undefined : T.answerQuestions}
      size={isConference ? 'lg' : 'md'}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        {group.join_message && (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {group.join_message}
          </p>
        )}
        {isConference ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={T.participantType}
              options={PARTICIPANT_TYPES.map((v) => ({ value: v, label: v[0]!.toUpperCase() + v.slice(1) }))}
              {...form.field('conference.participant_type')}
            />
            <FormField
              label={T.phone}
              type="tel"
              autoComplete="tel"
              {...form.field('conference.phone_number')}
            />
            <FormField label={T.altPhone} type="tel" {...form.field('conference.alternative_phone_number')} />
            <SelectField
              label={T.dietary}
              placeholder=""
              options={options(DIETARY_OPTIONS)}
              {...form.field('conference.dietary')}
            />
            {presenter && (
              <>
                <SelectField
                  label={`${T.submissionType} *`}
                  placeholder=""
                  options={options(SUBMISSION_TYPES)}
                  {...form.field('conference.submission_type')}
                />
                <SelectField
                  label={`${T.programType} *`}
                  placeholder=""
                  options={options(PROGRAM_TYPES)}
                  {...form.field('conference.program_type')}
                />
                <FormField
                  label={`${T.presentationTitle} *`}
                  className="sm:col-span-2"
                  {...form.field('conference.title')}
                />
                <TextAreaField
                  label={`${T.abstract} *`}
                  className="sm:col-span-2"
                  rows={5}
                  hint={T.abstractWords(countWords(abstract))}
                  {...form.field('conference.abstract')}
                />
                <FileUploadField
                  label={T.abstractFile}
                  className="sm:col-span-2"
                  accept="application/pdf"
                  error={form.errorOf('conference.abstract_file')}
                  check={(file) => (file.type === 'application/pdf' ? null : GROUP_MESSAGES.abstractPdf)}
                  onUploaded={(id) => form.change('conference.abstract_file', String(id))}
                />
                <SelectField
                  label={`${T.publication} *`}
                  className="sm:col-span-2"
                  placeholder=""
                  options={options(PUBLICATION_OPTIONS)}
                  {...form.field('conference.publication')}
                />
              </>
            )}
          </div>
        ) : (
          <QuestionFields
            questions={questions}
            answers={answers}
            errors={errors}
            onChange={setAnswer(form)}
          />
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {T.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
