import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A 390 px phone: every `(min-width: …)` query fails, so the screens choose their cards and the shell
 * its tab bar. Undone after each test (test/setup.ts).
 */
export const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

/** The card that holds `text` in the phone's list named `list` (the table's row on a wider screen). */
export async function findCard(list: string, text: string): Promise<HTMLElement> {
  const cards = await screen.findByRole('list', { name: list });
  return within(cards).getByText(text).closest('li') as HTMLElement;
}
