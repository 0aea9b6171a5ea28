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
  { label: 'Tablas', to: paths.tablas },
  { label: 'Estadísticas', to: paths.estadisticas },
  { label: 'Fixture Primera', to: paths.fixturePrimera },
  { label: 'Fixture Segunda', to: paths.fixtureSegunda },
  { label: 'Plantel', to: paths.plantel },
  { label: 'Jugadores', to: paths.players },
  { label: 'Managers', to: paths.users },
  { label: 'Equipos', to: paths.teams },
  { label: 'Apuestas', to: paths.apuestas },
  { label: 'Confirmar apuestas ganadas', to: paths.apuestasUsuarios, action: 'seePendingBets' },
  { label: 'Reglamento', to: paths.reglamento },
  { label: 'Partidos', to: paths.partidos },
  { label: 'Cargar Torneo', to: paths.torneos, action: 'createTournament' },
  { label: 'Mis ofertas', to: paths.misOfertas },
  { label: 'Ofertas', to: paths.offers },
  { label: 'Transferencias', to: paths.transferencias },
  { label: 'Crear subasta', to: paths.crearSubasta },
  { label: 'Subastas', to: paths.subastas },
  { label: 'Cláusula de rescisión', to: paths.clausula },
  { label: 'Transferir', to: paths.transfer },
  { label: 'Traspasos confirmados', to: paths.ofertasConfirmadas, action: 'seeConfirmedOffers' },
  { label: 'Premios', to: paths.premios, action: 'awardPrizes' },
  { label: 'Prode', to: paths.prode },
  { label: 'Chatbot', to: paths.chatbot },
  { label: 'Acerca de', to: paths.about },
];

export const navItemsFor = (rol: string) => NAV_ITEMS.filter((item) => !item.action || may(rol, item.action));
