import { Link } from 'react-router';
import {
  ArrowRight,
  BookOpen,
  Bot,
  Briefcase,
  Check,
  LayoutGrid,
  Lightbulb,
  MessageCircle,
  MessageSquareText,
  Sparkles,
  UserRound,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { HOME_TEXT as T, type LearningItem, type LearningStepView } from '@careerhub/shared';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

const ITEM_ICONS: Record<LearningItem['type'], LucideIcon> = {
  agent: Bot,
  resource: BookOpen,
  use_case: Lightbulb,
  ai_tool: Wrench,
  prompt: MessageSquareText,
  career_tip: Sparkles,
  circle: Users,
  job: Briefcase,
  profile: UserRound,
  assistant: MessageCircle,
  listing: LayoutGrid,
};

interface LearningStepItemProps {
  step: LearningStepView;
  onMark: (done: boolean) => void;
}

/** One numbered step: what to do, the item it opens, and its done state with Mark as done / Undo. */
export function LearningStepItem({ step, onMark }: LearningStepItemProps) {
  const Icon = ITEM_ICONS[step.item.type];
  const titleId = `learning-step-${step.key}`;
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:gap-4 sm:p-5">
      <span
        aria-hidden="true"
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold',
          step.done ? 'bg-green-600 text-white' : 'bg-primary-soft text-primary',
        )}
      >
        {step.done ? <Check className="size-5" /> : step.number}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className={cn('font-semibold text-text', step.done && 'text-muted line-through')}>
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <div className="flex items-center gap-2">
            {step.done && (
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                <Check aria-hidden="true" className="size-3.5" />
                {T.done}
              </span>
            )}
            {!step.done && (
              <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => onMark(true)}>
                {T.markDone}
              </Button>
            )}
            {step.done_by === 'member' && (
              <Button size="sm" variant="ghost" aria-describedby={titleId} onClick={() => onMark(false)}>
                {T.undo}
              </Button>
            )}
          </div>
        </div>
        <p className="mt-1 text-sm text-muted">{step.description}</p>
        <Link
          to={step.item.url}
          className="group mt-3 flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 transition hover:border-primary/40 hover:bg-primary-soft/40"
        >
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary"
          >
            <Icon className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-medium text-muted">{step.action}</span>
            <span className="line-clamp-2 block text-sm font-semibold break-words text-text">
              {step.item.title}
            </span>
          </span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 shrink-0 text-muted transition group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </li>
  );
}
