import { may, type Action } from '@liga/domain';
import { paths } from '../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Shown only to the roles the domain policy allows this action (spec 01 §6, spec 02 §6). */
  action?: Action;
}

/** Sidebar entries of both specification documents, in menu order (spec 01 §2, spec 02 §2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Mi estado', to: paths.dashboard },
  { label: 'Tablas', to: paths.standings },
  { label: 'Estadísticas', to: paths.statistics },
  { label: 'Fixture Primera', to: paths.primeraFixture },
  { label: 'Fixture Segunda', to: paths.segundaFixture },
  { label: 'Plantel', to: paths.squad },
  { label: 'Jugadores', to: paths.players },
  { label: 'Managers', to: paths.users },
  { label: 'Equipos', to: paths.teams },
  { label: 'Apuestas', to: paths.bets },
  { label: 'Confirmar apuestas ganadas', to: paths.pendingBets, action: 'seePendingBets' },
  { label: 'Reglamento', to: paths.ruleBook },
  { label: 'Partidos', to: paths.matches },
  { label: 'Cargar Torneo', to: paths.tournaments, action: 'createTournament' },
  { label: 'Mis ofertas', to: paths.myOffers },
  { label: 'Ofertas', to: paths.offers },
  { label: 'Transferencias', to: paths.transfers },
  { label: 'Crear subasta', to: paths.auctionNew },
  { label: 'Subastas', to: paths.auctions },
  { label: 'Cláusula de rescisión', to: paths.clause },
  { label: 'Transferir', to: paths.transferNew },
  // /protected is "guarded" like the clause pages (spec 02 §2): listed with the market, for who trades.
  { label: 'Estado del mercado', to: paths.protected, action: 'seeMarketState' },
  { label: 'Traspasos confirmados', to: paths.confirmedOffers, action: 'seeConfirmedOffers' },
  { label: 'Premios', to: paths.prizes, action: 'awardPrizes' },
  { label: 'Crear premios', to: paths.prizesNew, action: 'editPrizeTables' },
  { label: 'Prode', to: paths.predictions },
  { label: 'Chatbot', to: paths.chatbot },
  { label: 'Acerca de', to: paths.about },
];

export const navItemsFor = (rol: string) => NAV_ITEMS.filter((item) => !item.action || may(rol, item.action));
