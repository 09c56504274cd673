import { useLocation, useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useIsSignedIn } from '../auth/session';

/** Submit Use Case / Submit AI Tool: a visitor who is not signed in goes to /login?next=current path. */
export function SubmitButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Button
      onClick={() =>
        signedIn ? onOpen() : void navigate(`/login?next=${encodeURIComponent(pathname + search)}`)
      }
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
