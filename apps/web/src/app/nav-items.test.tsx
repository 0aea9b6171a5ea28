import type { Role, User } from '@liga/domain';
import { describe, expect, it } from 'vitest';
import { activeNavItem, navGroupsFor, NAV_GROUPS } from './nav-items';

const team: User['team'] = { id: 3, name: 'Club Tres', division: 'Primera' };
// Roles as strings: the menu must also hold up for a role the contract does not know ('desconocido').
const viewer = (rol: string, withTeam: boolean): Pick<User, 'rol' | 'team'> => ({
  rol: rol as Role,
  team: withTeam ? team : null,
});
const labels = (user: Pick<User, 'rol' | 'team'>) =>
  navGroupsFor(user).flatMap((g) => g.items.map((i) => i.label));
const groups = (user: Pick<User, 'rol' | 'team'>) => navGroupsFor(user).map((g) => g.label);

const TEAM_ENTRIES = ['Plantel', 'Mis ofertas', 'Cláusula de rescisión', 'Crear subasta', 'Transferir'];
const ADMIN_ENTRIES = [
  'Confirmar apuestas ganadas',
  'Cargar Torneo',
  'Traspasos confirmados',
  'Premios',
  'Crear premios',
  'Cierre de temporada',
  'Configuración',
];

describe('the menu each role is offered', () => {
  it('a visitante reads the league but is not offered what trades or needs a team', () => {
    const seen = labels(viewer('visitante', false));
    for (const label of [...TEAM_ENTRIES, 'Estado del mercado', 'Crear apuesta', ...ADMIN_ENTRIES])
      expect(seen).not.toContain(label);
    for (const label of ['Mi estado', 'Jugadores', 'Partidos', 'Tablas', 'Apuestas', 'Managers'])
      expect(seen).toContain(label);
    expect(groups(viewer('visitante', false))).toEqual(['Liga', 'Mercado', 'Competición', 'Apuestas']);
  });

  it('a manager with a team gets the market and the squad, no Administración', () => {
    const seen = labels(viewer('Manager Primera', true));
    for (const label of [...TEAM_ENTRIES, 'Estado del mercado']) expect(seen).toContain(label);
    for (const label of [...ADMIN_ENTRIES, 'Crear apuesta']) expect(seen).not.toContain(label);
    expect(groups(viewer('Manager Segunda', true))).not.toContain('Administración');
  });

  it('a manager without a team is not offered what acts on a team of their own', () => {
    const seen = labels(viewer('Manager Segunda', false));
    for (const label of TEAM_ENTRIES) expect(seen).not.toContain(label);
    expect(seen).toContain('Estado del mercado');
    expect(seen).toContain('Jugadores');
  });

  it('an Organizador sees Administración with what staff may do, not the Admin-only entries', () => {
    const seen = labels(viewer('Organizador', true));
    expect(groups(viewer('Organizador', true))).toContain('Administración');
    expect(seen).toContain('Crear apuesta');
    for (const label of ADMIN_ENTRIES) expect(seen).not.toContain(label);
  });

  it('staff are offered the waiting list; managers, visitors and the queue itself are not (decision 026)', () => {
    for (const rol of ['Admin', 'Organizador'])
      expect(labels(viewer(rol, false))).toContain('Lista de espera');
    for (const rol of ['Manager Primera', 'visitante', 'En lista de espera'])
      expect(labels(viewer(rol, false))).not.toContain('Lista de espera');
  });

  it('an Admin sees every entry; without a team still Transferir (between any teams), not Plantel', () => {
    const all = NAV_GROUPS.flatMap((g) => g.items.map((i) => i.label));
    expect(labels(viewer('Admin', true))).toEqual(all);
    const teamless = labels(viewer('Admin', false));
    expect(teamless).toContain('Transferir');
    expect(teamless).not.toContain('Plantel');
    expect(teamless).not.toContain('Crear subasta');
  });

  it('the waiting list and unknown roles get no market action and no Administración', () => {
    for (const rol of ['En lista de espera', 'desconocido']) {
      const seen = labels(viewer(rol, true));
      expect(seen).not.toContain('Cláusula de rescisión');
      expect(groups(viewer(rol, true))).not.toContain('Administración');
    }
  });
});

describe('the entry a page belongs to', () => {
  const admin = navGroupsFor(viewer('Admin', true));
  const visitor = navGroupsFor(viewer('visitante', false));
  it.each([
    ['/apuestas', 'Apuestas'],
    ['/apuestas/12', 'Apuestas'],
    ['/apuestas/usuarios', 'Confirmar apuestas ganadas'],
    ['/players/7', 'Jugadores'],
    ['/crear_subasta/9', 'Crear subasta'],
    ['/cargar-imagenes/4', 'Partidos'],
    ['/apuestas/new', 'Crear apuesta'],
  ])('%s marks %s', (path, label) => expect(activeNavItem(admin, path)?.label).toBe(label));

  it('an entry a role is not offered is never marked: /apuestas/new is Apuestas to a visitante', () => {
    expect(activeNavItem(visitor, '/apuestas/new')?.label).toBe('Apuestas');
    expect(activeNavItem(visitor, '/no-existe')).toBeUndefined();
    expect(activeNavItem(visitor, '/playersx')).toBeUndefined();
  });
});
