import { useEffect, useState } from 'react';

/** Whole seconds left until a moment set with start(seconds); 0 when nothing is pending. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const seconds = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    seconds,
    start(duration: number) {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + duration * 1000);
    },
  };
}
