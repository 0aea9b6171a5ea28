import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** What a user does to send a form of one value: type `text` into `field`, then press `button`. */
export async function typeAndPress(field: HTMLElement, text: string, button: string) {
  await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: button }));
}
