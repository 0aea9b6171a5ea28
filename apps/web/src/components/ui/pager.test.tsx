import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it.each([
    [1, 1, false, false],
    [1, 3, false, true],
    [2, 3, true, true],
    [3, 3, true, false],
  ])('page %d of %d: anterior %s, siguiente %s', (page, last, previous, next) => {
    render(<Pager page={page} lastPage={last} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Página anterior' }) !== null).toBe(previous);
    expect(screen.queryByRole('button', { name: 'Página siguiente' }) !== null).toBe(next);
  });

  it('moves one page at a time', async () => {
    const onChange = vi.fn();
    render(<Pager page={2} lastPage={3} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });
});
