import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';

const MARKS = { facebook: 'f', linkedin: 'in' } as const;
const MARK_COLOURS = { facebook: 'bg-[#1877F2]', linkedin: 'bg-[#0A66C2]' } as const;

/** An outline button with the provider's mark, the same height as Google's own button. */
export function SocialButton({
  provider,
  children,
  onClick,
  disabled,
  loading,
}: {
  provider: keyof typeof MARKS;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  return (
    <Button
      variant="outline"
      size="lg"
      className="h-11 w-full text-sm"
      onClick={onClick}
      disabled={disabled}
      loading={loading}
    >
      {!loading && (
        <span
          aria-hidden="true"
          className={`grid size-5 place-items-center rounded text-[0.65rem] font-bold text-white ${MARK_COLOURS[provider]}`}
        >
          {MARKS[provider]}
        </span>
      )}
      {children}
    </Button>
  );
}
