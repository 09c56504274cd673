import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from './cn';

const FADE = '2.5rem';

/**
 * A row that scrolls sideways inside itself when it does not fit (a tab bar on a phone): the edge
 * with more to see fades out and carries a chevron button, and the current item (a Radix tab's
 * `data-state="active"` or a link's `aria-current="page"`) is scrolled into view.
 */
export function ScrollRow({ children, className }: { children: ReactNode; className?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () =>
      setMore({
        before: el.scrollLeft > 1,
        after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
      });
    const showCurrent = () => {
      const current = el.querySelector<HTMLElement>('[data-state="active"], [aria-current="page"]');
      if (!current) return;
      const left = current.offsetLeft - el.offsetLeft;
      if (left < el.scrollLeft || left + current.offsetWidth > el.scrollLeft + el.clientWidth) {
        el.scrollLeft = left - (el.clientWidth - current.offsetWidth) / 2;
      }
    };
    showCurrent();
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(showCurrent);
    mutations?.observe(el, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state', 'aria-current'],
    });
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
      mutations?.disconnect();
    };
  }, []);

  const step = (direction: 1 | -1) => {
    const el = scroller.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  const mask = `linear-gradient(to right, ${more.before ? 'transparent' : '#000'}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${more.after ? 'transparent' : '#000'})`;
  const arrow =
    'absolute top-1/2 z-10 flex size-8 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-surface text-muted shadow-sm hover:text-text';

  return (
    <div className={cn('relative min-w-0', className)}>
      <div
        ref={scroller}
        className="overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        style={more.before || more.after ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
      >
        {children}
      </div>
      {/* Pointer help only: keyboard users move along the tabs with the arrow keys or Tab. */}
      {more.before && (
        <button
          type="button"
          tabIndex={-1}
          aria-label="Scroll left"
          onClick={() => step(-1)}
          className={cn(arrow, 'left-0')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
      )}
      {more.after && (
        <button
          type="button"
          tabIndex={-1}
          aria-label="Scroll right"
          onClick={() => step(1)}
          className={cn(arrow, 'right-0')}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
