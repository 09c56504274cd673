import { useState, type FormEvent } from 'react';
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
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useJoinGroup } from './api';
import {
  EMPTY_CONFERENCE,
  answersPayload,
  conferencePayload,
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

/** The questions to answer before joining, or the conference registration form (section 4). */
export function JoinDialog({ group, open, onOpenChange }: JoinDialogProps) {
  const join = useJoinGroup(group);
  const isConference = group.group_type === 'event' && group.event_type === 'conference';
  const questions = group.extra_info.questions;
  const [answers, setAnswers] = useState<Answers>({});
  const [conference, setConference] = useState<ConferenceForm>(EMPTY_CONFERENCE);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = isConference ? validateConference(conference) : validateAnswers(questions, answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await join.mutateAsync({
        extra_info: isConference ? conferencePayload(conference) : answersPayload(questions, answers),
      });
      notify(result.message, 'success');
      onOpenChange(false);
    } catch (error) {
      const fields = getFieldErrors(error);
      const mapped: Record<string, string> = {};
      for (const [key, message] of Object.entries(fields)) mapped[key.replace(/^extra_info\./, '')] = message;
      setErrors(mapped);
      notify(getErrorMessage(error, GROUP_MESSAGES.couldNotJoin(group.group_type)), 'error');
    }
  }

  const setField = (key: keyof ConferenceForm) => (value: string) =>
    setConference((form) => ({ ...form, [key]: value }));
  const presenter = conference.participant_type === 'presenter';

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
              value={conference.participant_type}
              onChange={(e) => setField('participant_type')(e.target.value)}
            />
            <FormField
              label={T.phone}
              type="tel"
              autoComplete="tel"
              value={conference.phone_number}
              onChange={(e) => setField('phone_number')(e.target.value)}
            />
            <FormField
              label={T.altPhone}
              type="tel"
              value={conference.alternative_phone_number}
              onChange={(e) => setField('alternative_phone_number')(e.target.value)}
            />
            <SelectField
              label={T.dietary}
              placeholder=""
              options={options(DIETARY_OPTIONS)}
              value={conference.dietary}
              onChange={(e) => setField('dietary')(e.target.value)}
            />
            {presenter && (
              <>
                <SelectField
                  label={`${T.submissionType} *`}
                  placeholder=""
                  options={options(SUBMISSION_TYPES)}
                  value={conference.submission_type}
                  error={errors.submission_type}
                  onChange={(e) => setField('submission_type')(e.target.value)}
                />
                <SelectField
                  label={`${T.programType} *`}
                  placeholder=""
                  options={options(PROGRAM_TYPES)}
                  value={conference.program_type}
                  error={errors.program_type}
                  onChange={(e) => setField('program_type')(e.target.value)}
                />
                <FormField
                  label={`${T.presentationTitle} *`}
                  className="sm:col-span-2"
                  value={conference.title}
                  error={errors.title}
                  onChange={(e) => setField('title')(e.target.value)}
                />
                <TextAreaField
                  label={`${T.abstract} *`}
                  className="sm:col-span-2"
                  rows={5}
                  value={conference.abstract}
                  error={errors.abstract}
                  hint={T.abstractWords(countWords(conference.abstract))}
                  onChange={(e) => setField('abstract')(e.target.value)}
                />
                <FileUploadField
                  label={T.abstractFile}
                  className="sm:col-span-2"
                  accept="application/pdf"
                  error={errors.abstract_file}
                  check={(file) => (file.type === 'application/pdf' ? null : GROUP_MESSAGES.abstractPdf)}
                  onUploaded={(id) => setField('abstract_file')(String(id))}
                />
                <SelectField
                  label={`${T.publication} *`}
                  className="sm:col-span-2"
                  placeholder=""
                  options={options(PUBLICATION_OPTIONS)}
                  value={conference.publication}
                  error={errors.publication}
                  onChange={(e) => setField('publication')(e.target.value)}
                />
              </>
            )}
          </div>
        ) : (
          <QuestionFields
            questions={questions}
            answers={answers}
            errors={errors}
            onChange={(id, value) => setAnswers((a) => ({ ...a, [id]: value }))}
          />
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={join.isPending}>
            {T.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
