import { may, type Action, type User } from '@liga/domain';
import { sectionTitles as t } from '../lib/messages';
import { paths } from '../lib/paths';
import { appMessages as m } from './messages';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only to the roles the domain policy allows this action (docs/rules.md §1.1). */
  action?: Action;
  /**
   * The entry acts on the caller's own team (their squad, a clause or auction paid from their budget):
   * shown only to who has one, or to whom this action lets act for any team.
   */
  needsTeam?: true | { unless: Action };
  /** Pages under another path that belong to this entry (a match's screenshots belong to Partidos). */
  also?: readonly string[];
}

export type NavGroupId = 'market' | 'competition' | 'bets' | 'league' | 'admin';

export interface NavGroup {
  id: NavGroupId;
  label: string;
  items: readonly NavItem[];
}

/**
 * Every menu entry of the app with the league client's labels (decision 012),
 * grouped the way a manager looks for them; admin-only entries sit under Administración.
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'league',
    label: m.groupLeague,
    items: [
      { label: t.dashboard, to: paths.dashboard },
      { label: t.squad, to: paths.squad, needsTeam: true },
      { label: t.teams, to: paths.teams },
      { label: 'Managers', to: paths.users },
      { label: 'Reglamento', to: paths.ruleBook },
      { label: 'Chatbot', to: paths.chatbot },
      { label: 'Acerca de', to: paths.about },
    ],
  },
  {
    id: 'market',
    label: m.groupMarket,
    items: [
      { label: t.players, to: paths.players },
      { label: 'Ofertas', to: paths.offers },
      { label: t.myOffers, to: paths.myOffers, action: 'createClause', needsTeam: true },
      { label: 'Cláusula de rescisión', to: paths.clause, action: 'createClause', needsTeam: true },
      { label: t.auctions, to: paths.auctions },
      { label: 'Crear subasta', to: paths.auctionNew, action: 'createAuction', needsTeam: true },
      { label: t.transfers, to: paths.transfers },
      {
        label: 'Transferir',
        to: paths.transferNew,
        action: 'createTransfer',
        needsTeam: { unless: 'createAnyTransfer' },
      },
      // /protected is "guarded" like the clause pages: listed with the market, for who trades.
      { label: t.marketState, to: paths.protected, action: 'seeMarketState' },
    ],
  },
  {
    id: 'competition',
    label: m.groupCompetition,
    items: [
      { label: t.matches, to: paths.matches, also: ['/cargar-imagenes'] },
      { label: t.standings, to: paths.standings },
      { label: t.statistics, to: paths.statistics },
      { label: 'Fixture Primera', to: paths.primeraFixture },
      { label: 'Fixture Segunda', to: paths.segundaFixture },
      { label: 'Inicio de temporada', to: paths.seasonCountdown },
      { label: 'Historial', to: paths.seasonHistory },
    ],
  },
  {
    id: 'bets',
    label: m.groupBets,
    items: [
      { label: t.bets, to: paths.bets },
      { label: 'Prode', to: paths.predictions },
    ],
  },
  {
    id: 'admin',
    label: m.groupAdmin,
    items: [
      // Not the page's 'Nueva apuesta' (its button on /apuestas): named like 'Crear subasta' beside it.
      { label: 'Crear apuesta', to: paths.betNew, action: 'createBet' },
      { label: 'Confirmar apuestas ganadas', to: paths.pendingBets, action: 'seePendingBets' },
      { label: 'Cargar Torneo', to: paths.tournaments, action: 'createTournament' },
      { label: 'Traspasos confirmados', to: paths.confirmedOffers, action: 'seeConfirmedOffers' },
      { label: 'Premios', to: paths.prizes, action: 'awardPrizes' },
      { label: 'Sanciones', to: paths.sanctions, action: 'manageSanctions' },
      // Staff read the queue; an Admin assigns its teams (decision 026).
      { label: 'Lista de espera', to: paths.waitingList, action: 'seeWaitingList' },
      { label: 'Crear premios', to: paths.prizesNew, action: 'editPrizeTables' },
      { label: 'Cierre de temporada', to: paths.seasonClose, action: 'closeSeason' },
      { label: 'Importar liga', to: paths.legacyImport, action: 'importLeague' },
      { label: 'Configuración', to: paths.settings, action: 'manageDiscordWebhooks' },
    ],
  },
];

type Viewer = Pick<User, 'rol' | 'team'>;

function visible(item: NavItem, user: Viewer): boolean {
  if (item.action && !may(user.rol, item.action)) return false;
  if (!item.needsTeam || user.team) return true;
  return item.needsTeam !== true && may(user.rol, item.needsTeam.unless);
}

/** The menu a user is offered: only what their role (and having a team) lets them use; empty groups go. */
export function navGroupsFor(user: Viewer): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => visible(item, user)),
  })).filter((group) => group.items.length > 0);
}

/** Whether a path is `base` or a page under it (/players/7 is under /players, /playersx is not). */
export const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * The entry the current page belongs to: the longest matching path wins, so /apuestas/usuarios marks
 * 'Confirmar apuestas ganadas' and /apuestas/12 marks 'Apuestas'.
 */
export function activeNavItem(groups: readonly NavGroup[], pathname: string): NavItem | undefined {
  let best: { item: NavItem; length: number } | undefined;
  for (const item of groups.flatMap((g) => g.items)) {
    for (const base of [item.to, ...(item.also ?? [])]) {
      if (isUnder(pathname, base) && (!best || base.length > best.length))
        best = { item, length: base.length };
    }
  }
  return best?.item;
}

/** The group holding an entry, for the tab bar's Mercado tab. */
export const groupOf = (groups: readonly NavGroup[], item: NavItem | undefined) =>
  item ? groups.find((g) => g.items.includes(item))?.id : undefined;
