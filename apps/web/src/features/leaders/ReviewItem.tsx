import { useState } from 'react';
import { Link } from 'react-router';
import {
  CERTIFICATION_LEVEL_VALUES,
  LEADERS_MESSAGES as M,
  LEADERS_TEXT as T,
  certificationLevelLabel,
  formatShortDate,
  type CertificationQueueItem,
} from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { getErrorMessage, getFieldErrors } from '../../lib/api';
import { notify } from '../../lib/notify';
import { MemberAvatar } from '../groups/MemberAvatar';
import { useReviewCertification, type ReviewInput } from './api';
import { CertifiedBadge } from './cards';
import { AnswerList } from './AnswerList';

const LEVELS = CERTIFICATION_LEVEL_VALUES.map((level) => ({
  value: String(level),
  label: `${level} ${certificationLevelLabel(level)}`,
}));

/** One application in the staff queue: the applicant, the answers, and for pending ones the decision. */
export function ReviewItem({ item }: { item: CertificationQueueItem }) {
  const review = useReviewCertification();
  const [level, setLevel] = useState('');
  const [note, setNote] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const decide = async (input: ReviewInput) => {
    try {
      const answer = await review.mutateAsync(input);
      notify(answer.message, 'success');
      setRejecting(false);
    } catch (error) {
      setErrors(getFieldErrors(error));
      notify(getErrorMessage(error), 'error');
    }
  };
  const certify = () => {
    if (!level) return setErrors({ level: M.levelRequired });
    void decide({ id: item.id, action: 'approve', level: Number(level) });
  };
  const reject = () => {
    if (!note.trim()) return setErrors({ note: M.noteRequired });
    void decide({ id: item.id, action: 'reject', note: note.trim() });
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <MemberAvatar name={item.user.name} image={item.user.image} className="size-11" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold break-words text-text">
            <Link to={`/profile/${encodeURIComponent(item.user.name_slug)}`} className="hover:underline">
              {item.user.name}
            </Link>
          </h2>
          <p className="text-sm break-all text-muted">
            {[item.user.title, item.user.email, T.submittedOn(formatShortDate(item.created_at) ?? '')]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {item.status === 'approved' && <CertifiedBadge level={item.level} />}
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-primary">{T.review}</summary>
        <div className="mt-3">
          <AnswerList answers={item.answers} />
        </div>
      </details>
      {item.status === 'rejected' && item.review_note && (
        <p className="text-sm text-muted">
          {T.reviewerNote}: {item.review_note}
        </p>
      )}
      {item.status === 'pending' && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-56">
            <SelectField
              id={`level-${item.id}`}
              label={T.level}
              placeholder="Choose a level"
              options={LEVELS}
              value={level}
              error={errors.level}
              onChange={(e) => {
                setLevel(e.target.value);
                setErrors({});
              }}
            />
          </div>
          <Button
            onClick={certify}
            loading={review.isPending && !rejecting}
            aria-label={`${T.approve} ${item.user.name}`}
          >
            {T.approve}
          </Button>
          <Button
            variant="outline"
            onClick={() => setRejecting(true)}
            aria-label={`${T.reject} ${item.user.name}`}
          >
            {T.reject}
          </Button>
          <Dialog open={rejecting} onOpenChange={setRejecting} title={`${T.reject} ${item.user.name}`}>
            <div className="flex flex-col gap-4">
              <TextAreaField
                label={T.note}
                value={note}
                error={errors.note}
                rows={4}
                onChange={(e) => {
                  setNote(e.target.value);
                  setErrors({});
                }}
              />
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => setRejecting(false)}>
                  Cancel
                </Button>
                <Button variant="danger" onClick={reject} loading={review.isPending}>
                  {T.reject}
                </Button>
              </div>
            </div>
          </Dialog>
        </div>
      )}
    </li>
  );
}
