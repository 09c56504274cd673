import { useLocation } from 'react-router';
import { Dialog } from '../../components/ui/Dialog';
import { SignupFooter, SignupForm } from './SignupForm';

interface SignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the visitor is asked, e.g. "Create an account to save this to your favorites." */
  reason?: string;
}

/**
 * Sign-up as a dialog, for anonymous visitors who try something that needs an account
 * (bookmarking). After verification they come back to the page they were on.
 */
export function SignupDialog({
  open,
  onOpenChange,
  reason = 'Create a free account to save this and come back to it any time.',
}: SignupDialogProps) {
  const location = useLocation();
  const search = new URLSearchParams({ next: `${location.pathname}${location.search}` });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create your account" description={reason}>
      <SignupForm search={search} idPrefix="signup-dialog" />
      <div className="mt-6">
        <SignupFooter search={search} />
      </div>
    </Dialog>
  );
}
