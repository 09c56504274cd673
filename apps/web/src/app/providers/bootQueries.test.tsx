import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_CALLS } from '@careerhub/shared';
import { useJobBySlug, useJobList } from '../../features/jobs/api';
import { EMPTY_FILTERS } from '../../features/jobs/board';
import { testConfig } from '../../test/renderApp';
import { lazyPage } from '../lazyPage';
import { APP_CONFIG_KEY, OPTIONS_CONFIG_CALL } from './AppConfigProvider';
import { seedBootQueries } from './bootQueries';
import { createQueryClient } from './queryClient';

/** Inlined answers handed out once each, as the API client's takeBootAnswer does. */
function answers(entries: Record<string, unknown>) {
  const left = new Map(Object.entries(entries));
  return {
    left,
    take: (path: string) => {
      const answer = left.get(path);
      left.delete(path);
      return answer;
    },
  };
}

const board = { data: [{ id: 1, title: 'Seeded Analyst' }], pagination: { count: 1, next: null } };

function Board() {
  const query = useJobList(EMPTY_FILTERS);
  return <p>{query.isPending ? 'pending' : query.data!.data[0]!.title}</p>;
}
function Job({ slug }: { slug: string }) {
  const query = useJobBySlug(slug);
  return <p>{query.isPending ? 'pending' : query.data!.title}</p>;
}

describe('the answers the server inlined, in the query cache before the first render', () => {
  it("gives the board's first page and the host's options-config to the very first render", () => {
    const client = createQueryClient();
    const boot = answers({ [OPTIONS_CONFIG_CALL]: testConfig(), [FIRST_PAINT_CALLS.jobBoard]: board });
    expect(seedBootQueries(client, '/jobs', boot.take)).toBe(true);
    expect(boot.left.size).toBe(0);
    expect(client.getQueryData(APP_CONFIG_KEY)).toEqual(testConfig());
    render(
      <QueryClientProvider client={client}>
        <Board />
      </QueryClientProvider>,
    );
    // No waiting: the first render already has it (a pending query would draw the skeleton).
    expect(screen.getByText('Seeded Analyst')).toBeInTheDocument();
  });

  it("gives a job's page its job, by the slug as the address writes it", () => {
    const client = createQueryClient();
    const boot = answers({
      [OPTIONS_CONFIG_CALL]: testConfig(),
      [FIRST_PAINT_CALLS.job('data analyst')]: { data: { id: 2, title: 'Seeded Job' } },
    });
    expect(seedBootQueries(client, '/job/data%20analyst', boot.take)).toBe(true);
    render(
      <QueryClientProvider client={client}>
        <Job slug="data analyst" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Seeded Job')).toBeInTheDocument();
  });

  it('says so when the page has no answer (a filtered board, an unknown job) and leaves it to the app', () => {
    const client = createQueryClient();
    expect(seedBootQueries(client, '/jobs', answers({ [OPTIONS_CONFIG_CALL]: testConfig() }).take)).toBe(
      false,
    );
    expect(
      seedBootQueries(client, '/job/%E0%A4%A', answers({ [OPTIONS_CONFIG_CALL]: testConfig() }).take),
    ).toBe(false);
    expect(seedBootQueries(client, '/jobs', answers({ [FIRST_PAINT_CALLS.jobBoard]: board }).take)).toBe(
      false,
    );
  });
});

describe('a page whose code is loaded ahead', () => {
  it('renders at once after preload, where a plain lazy page shows its fallback first', async () => {
    const load = async () => ({ default: () => <p>the page</p> });
    const Ahead = lazyPage(load);
    await Ahead.preload();
    const first = render(
      <Suspense fallback={<p>loading</p>}>
        <Ahead />
      </Suspense>,
    );
    expect(first.getByText('the page')).toBeInTheDocument();
    first.unmount();

    const Later = lazyPage(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
