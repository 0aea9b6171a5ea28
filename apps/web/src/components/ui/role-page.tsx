import type { ComponentProps, ComponentType } from 'react';
import { AllowedPage } from './allowed-page';

type Gate = Omit<ComponentProps<typeof AllowedPage>, 'children'>;

/**
 * A route's page kept for the roles `gate.action` names (AllowedPage): anyone else sees its title and
 * the notice, and `Screen`, which holds the page's queries, never mounts.
 */
export function rolePage(gate: Gate, Screen: ComponentType): ComponentType {
  function RolePage() {
    return (
      <AllowedPage {...gate}>
        <Screen />
      </AllowedPage>
    );
  }
  return RolePage;
}
