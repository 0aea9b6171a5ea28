import { within, type ByRoleMatcher } from '@testing-library/react';

/** The texts of the elements of one role inside `container`, in order: a select's options, a row's cells. */
export const textsByRole = (container: HTMLElement, role: ByRoleMatcher) =>
  within(container)
    .getAllByRole(role)
    .map((e) => e.textContent);
