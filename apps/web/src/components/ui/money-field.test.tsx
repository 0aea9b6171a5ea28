import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './money-field';

function Harness({ start, allowNegative }: { start: number; allowNegative?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <MoneyField label="Monto" value={value} onValueChange={setValue} allowNegative={allowNegative} />
      <output>{String(value)}</output>
      <button type="button" onClick={() => setValue(2_000_000)}>
        Poner
      </button>
    </>
  );
}

describe('MoneyField', () => {
  it('formats with thousands separators as the amount is typed', async () => {
    const onValueChange = vi.fn();
    render(<MoneyField label="Monto" value={Number.NaN} onValueChange={onValueChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');
    await userEvent.type(input, '1500000');
    expect(input.value).toBe('1.500.000');
    expect(onValueChange).toHaveBeenLastCalledWith(1_500_000);
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('ignores letters and reports NaN when cleared', async () => {
    const onValueChange = vi.fn();
    render(<MoneyField label="Monto" value={1000} onValueChange={onValueChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');
    expect(input.value).toBe('1.000');
    await userEvent.type(input, 'x');
    expect(input.value).toBe('1.000');
    await userEvent.clear(input);
    expect(input.value).toBe('');
    expect(onValueChange).toHaveBeenLastCalledWith(Number.NaN);
  });

  it('follows a value set from outside and keeps a typed minus when allowed', async () => {
    render(<Harness start={0} allowNegative />);
    const input = screen.getByLabelText<HTMLInputElement>('Monto');
    await userEvent.click(screen.getByRole('button', { name: 'Poner' }));
    expect(input.value).toBe('2.000.000');
    await userEvent.clear(input);
    await userEvent.type(input, '-25000');
    expect(input.value).toBe('-25.000');
    expect(screen.getByRole('status').textContent).toBe('-25000');
  });
});
