import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageCount } from './Pager';

function Harness({ count, initialSize = 10 }: { count: number; initialSize?: number }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(initialSize);
  return (
    <Pager
      page={page}
      pageSize={size}
      count={count}
      onPageChange={setPage}
      pageSizeOptions={[5, 10, 25]}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
    />
  );
}

describe('Pager', () => {
  it('shows a total past the cap as "1,000+" and offers the pages up to the cap', () => {
    render(<Pager page={2} pageSize={40} count={1001} onPageChange={vi.fn()} />);
    expect(screen.getByText(/Showing 41–80 of 1,000\+/)).toBeInTheDocument();
    expect(screen.getByText(/page 2 of 25/)).toBeInTheDocument();
    expect(pageCount(1001, 40)).toBe(25);
    expect(pageCount(1000, 40)).toBe(25);
  });

  it('shows the range and total and disables Previous on the first page', () => {
    render(<Pager page={1} pageSize={10} count={53} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText(/Showing 1–10 of 53/)).toBeInTheDocument();
    expect(screen.getByText(/page 1 of 6/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves between pages with Next and Previous', async () => {
    const user = userEvent.setup();
    render(<Harness count={23} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Showing 11–20 of 23/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(/Showing 21–23 of 23/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText(/Showing 11–20 of 23/)).toBeInTheDocument();
  });

  it('changes the page size from the labelled select', async () => {
    const user = userEvent.setup();
    render(<Harness count={23} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(screen.getByText(/Showing 1–23 of 23/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('handles an empty list', () => {
    render(<Pager page={1} pageSize={10} count={0} onPageChange={vi.fn()} />);
    expect(screen.getByText('No items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
