import { lazy, type ComponentType } from 'react';
import { PageCommitted } from './pageCommitted';

type PageModule = { default: ComponentType };

/** A lazily loaded page whose code can be loaded ahead, before React first renders it. */
export type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<void> };

/**
 * `React.lazy` with `preload()`: once the module has loaded, the component renders at once instead
 * of suspending for a tick. React reads a lazy component's module through `then`; a thenable that
 * calls back synchronously lets the very first render use it. The server renders a page with its
 * code already loaded, and the browser takes over a server-rendered page only after the same code
 * has loaded, so neither shows the route's loading spinner in place of the page.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  // The page, and beside it what tells main.tsx that it is on the screen (pageCommitted.ts).
  const withSignal = ({ default: Page }: PageModule): PageModule => ({
    default: function CommittedPage() {
      return (
        <>
          <Page />
          <PageCommitted />
        </>
      );
    },
  });
  const preload = async () => {
    loaded ??= withSignal(await load());
  };
  const Page = lazy(() =>
    loaded
      ? // A thenable, not a Promise: React sees it resolved in the same render.
        ({ then: (resolve: (module: PageModule) => void) => resolve(loaded!) } as Promise<PageModule>)
      : load().then((module) => (loaded = withSignal(module))),
  );
  return Object.assign(Page, { preload });
}
