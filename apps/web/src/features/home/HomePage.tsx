import { lazy, Suspense } from 'react';
import { HOME_TEXT } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { useIdentity } from '../auth/identity';
import { ShareSomething } from '../content/ShareSomething';
import { LearningPath } from './LearningPath';

const AssistantChat = lazy(() => import('../assistant/AssistantChat'));

/**
 * Home (content-ai-admin 2.3): the learning path, numbered steps in two tabs (learn AI skills,
 * career development); on small screens also the Ask Anything panel (wide screens have the right panel).
 */
export default function HomePage() {
  const { ui } = useAppConfig();
  const { data: identity } = useIdentity();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-text sm:text-3xl">
        Welcome{identity?.first_name ? `, ${identity.first_name}` : ''}
      </h1>
      <p className="mt-2 text-muted">Follow your learning path on {ui.name}, one step at a time.</p>
      <section aria-labelledby="learning-path-heading" className="mt-6">
        <h2 id="learning-path-heading" className="text-lg font-semibold text-text">
          {HOME_TEXT.pathHeading}
        </h2>
        <div className="mt-3">
          <LearningPath />
        </div>
      </section>
      <div className="mt-8">
        <ShareSomething />
      </div>
      <Suspense fallback={null}>{identity && <AssistantChat embedded className="mt-6 lg:hidden" />}</Suspense>
    </div>
  );
}
