import { Link } from 'react-router';
import { ONBOARDING_TEXT as T } from '@careerhub/shared';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { DoneCard } from './DoneCard';

/** After a one-step import: CareerGPS, the profile, or Finish (reloads the app at home). */
export function ImportDoneScreen({ profileSlug }: { profileSlug: string }) {
  return (
    <DoneCard title={T.importDone} text={T.importDoneText}>
      <Link to="/careergps" reloadDocument className={buttonClasses('secondary')}>
        {T.careerGps}
      </Link>
      <Link to={`/profile/${profileSlug}`} reloadDocument className={buttonClasses('outline')}>
        {T.viewProfile}
      </Link>
      <Button onClick={() => window.location.assign('/')}>{T.finish}</Button>
    </DoneCard>
  );
}
