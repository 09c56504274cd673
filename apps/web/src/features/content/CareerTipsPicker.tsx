import { useState } from 'react';
import { Link } from 'react-router';
import { Lightbulb } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { useTopicAreas } from './api';
import { careerTipsPath } from './hubFilters';
import { CONTENT_TEXT as T } from './text';

/** Career tips by topic area: a selection continues to a link whose `topic_areas` holds the ids. */
export function CareerTipsPicker() {
  const areas = useTopicAreas();
  const [chosen, setChosen] = useState<number[]>([]);
  if (!areas.data || areas.data.length === 0) return null;
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  return (
    <section
      aria-labelledby="career-tips-heading"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
        >
          <Lightbulb className="size-5" />
        </span>
        <div>
          <h2 id="career-tips-heading" className="text-lg font-semibold text-text">
            {T.careerTips}
          </h2>
          <p className="text-sm text-muted">{T.careerTipsHint}</p>
        </div>
      </div>
      <fieldset>
        <legend className="sr-only">{T.topicAreaLabel}</legend>
        <div className="flex flex-wrap gap-2">
          {areas.data.map((area) => {
            const on = chosen.includes(area.id);
            return (
              <label
                key={area.id}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition focus-within:ring-2 focus-within:ring-primary/40',
                  on
                    ? 'border-primary bg-primary-soft text-text'
                    : 'border-border text-text hover:bg-slate-50',
                )}
              >
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-primary)]"
                  checked={on}
                  onChange={() => toggle(area.id)}
                />
                {area.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosen.length > 0 ? (
        <Link to={careerTipsPath(chosen)} className={buttonClasses('primary', 'md', 'self-start')}>
          {T.careerTipsContinue}
        </Link>
      ) : (
        <p className="text-sm text-muted">{T.chooseTopicArea}</p>
      )}
    </section>
  );
}
