import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { AppLayout } from './layouts/app-layout';
import { GuestLayout } from './layouts/guest-layout';
import { Loading } from '../components/ui/states';
import { RouteError } from './pages/route-error';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';

/** Each page is its own chunk: `lazy` imports it on first visit. */
const comingSoon = () =>
  import('./pages/coming-soon-page').then((mod) => ({ Component: mod.ComingSoonPage }));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading />,
    children: [
      {
        Component: GuestLayout,
        children: [
          {
            path: paths.login,
            lazy: () =>
              import('../features/auth/pages/login-page').then((mod) => ({ Component: mod.LoginPage })),
          },
          {
            path: paths.signup,
            lazy: () =>
              import('../features/auth/pages/signup-page').then((mod) => ({ Component: mod.SignupPage })),
          },
        ],
      },
      {
        Component: AppLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              {
                path: paths.dashboard,
                lazy: () =>
                  import('../features/dashboard/pages/dashboard-page').then((mod) => ({
                    Component: mod.DashboardPage,
                  })),
              },
              {
                path: paths.users,
                lazy: () =>
                  import('../features/users/pages/users-page').then((mod) => ({ Component: mod.UsersPage })),
              },
              {
                path: paths.userNew,
                lazy: () =>
                  import('../features/users/pages/user-create-page').then((mod) => ({
                    Component: mod.UserCreatePage,
                  })),
              },
              {
                path: paths.user(),
                lazy: () =>
                  import('../features/users/pages/user-edit-page').then((mod) => ({
                    Component: mod.UserEditPage,
                  })),
              },
              {
                path: paths.players,
                lazy: () =>
                  import('../features/players/pages/players-page').then((mod) => ({
                    Component: mod.PlayersPage,
                  })),
              },
              {
                path: paths.playerNew,
                lazy: () =>
                  import('../features/players/pages/player-create-page').then((mod) => ({
                    Component: mod.PlayerCreatePage,
                  })),
              },
              {
                path: paths.player(),
                lazy: () =>
                  import('../features/players/pages/player-edit-page').then((mod) => ({
                    Component: mod.PlayerEditPage,
                  })),
              },
              {
                path: paths.teams,
                lazy: () =>
                  import('../features/teams/pages/teams-page').then((mod) => ({ Component: mod.TeamsPage })),
              },
              {
                path: paths.team(),
                lazy: () =>
                  import('../features/teams/pages/team-page').then((mod) => ({ Component: mod.TeamPage })),
              },
              {
                path: paths.plantel,
                lazy: () =>
                  import('../features/squad/pages/squad-page').then((mod) => ({ Component: mod.SquadPage })),
              },
              {
                path: paths.torneos,
                lazy: () =>
                  import('../features/tournaments/pages/tournaments-page').then((mod) => ({
                    Component: mod.TournamentsPage,
                  })),
              },
              {
                path: paths.fixturePrimera,
                lazy: () =>
                  import('../features/fixtures/pages/fixture-page').then((mod) => ({
                    Component: mod.FixturePrimeraPage,
                  })),
              },
              {
                path: paths.fixtureSegunda,
                lazy: () =>
                  import('../features/fixtures/pages/fixture-page').then((mod) => ({
                    Component: mod.FixtureSegundaPage,
                  })),
              },
              {
                path: paths.partidos,
                lazy: () =>
                  import('../features/matches/pages/matches-page').then((mod) => ({
                    Component: mod.MatchesPage,
                  })),
              },
              {
                path: paths.partido(),
                lazy: () =>
                  import('../features/matches/pages/match-page').then((mod) => ({
                    Component: mod.MatchPage,
                  })),
              },
              {
                path: paths.cargarImagenes(),
                lazy: () =>
                  import('../features/ocr/pages/screenshot-analysis-page').then((mod) => ({
                    Component: mod.ScreenshotAnalysisPage,
                  })),
              },
              {
                path: paths.tablas,
                lazy: () =>
                  import('../features/standings/pages/standings-page').then((mod) => ({
                    Component: mod.StandingsPage,
                  })),
              },
              {
                path: paths.estadisticas,
                lazy: () =>
                  import('../features/statistics/pages/statistics-page').then((mod) => ({
                    Component: mod.StatisticsPage,
                  })),
              },
              {
                path: paths.estadisticasTeam(),
                lazy: () =>
                  import('../features/statistics/pages/team-statistics-page').then((mod) => ({
                    Component: mod.TeamStatisticsPage,
                  })),
              },
              // The market: release clauses, sealed offers, admin transfers and the season gates.
              {
                path: paths.clausula,
                lazy: () =>
                  import('../features/market/pages/clause-page').then((mod) => ({
                    Component: mod.ClausePage,
                  })),
              },
              {
                path: paths.clausulaPlayer(),
                lazy: () =>
                  import('../features/market/pages/clause-page').then((mod) => ({
                    Component: mod.ClausePage,
                  })),
              },
              {
                path: paths.offers,
                lazy: () =>
                  import('../features/market/pages/offers-page').then((mod) => ({
                    Component: mod.OffersPage,
                  })),
              },
              {
                path: paths.offer(),
                lazy: () =>
                  import('../features/market/pages/player-offers-page').then((mod) => ({
                    Component: mod.PlayerOffersPage,
                  })),
              },
              {
                path: paths.misOfertas,
                lazy: () =>
                  import('../features/market/pages/my-offers-page').then((mod) => ({
                    Component: mod.MyOffersPage,
                  })),
              },
              {
                path: paths.ofertasConfirmadas,
                lazy: () =>
                  import('../features/market/pages/confirmed-offers-page').then((mod) => ({
                    Component: mod.ConfirmedOffersPage,
                  })),
              },
              {
                path: paths.transfer,
                lazy: () =>
                  import('../features/transfers/pages/transfer-page').then((mod) => ({
                    Component: mod.TransferPage,
                  })),
              },
              {
                path: paths.transferencias,
                lazy: () =>
                  import('../features/transfers/pages/transfers-page').then((mod) => ({
                    Component: mod.TransfersPage,
                  })),
              },
              {
                path: paths.seasonCountdown,
                lazy: () =>
                  import('../features/gates/pages/season-countdown-page').then((mod) => ({
                    Component: mod.SeasonCountdownPage,
                  })),
              },
              // Auctions of free agents and the league's betting book.
              {
                path: paths.crearSubasta,
                lazy: () =>
                  import('../features/auctions/pages/create-auction-page').then((mod) => ({
                    Component: mod.CreateAuctionPage,
                  })),
              },
              {
                path: paths.crearSubastaPlayer(),
                lazy: () =>
                  import('../features/auctions/pages/create-auction-page').then((mod) => ({
                    Component: mod.CreateAuctionPage,
                  })),
              },
              {
                path: paths.subastas,
                lazy: () =>
                  import('../features/auctions/pages/auctions-page').then((mod) => ({
                    Component: mod.AuctionsPage,
                  })),
              },
              {
                path: paths.subasta(),
                lazy: () =>
                  import('../features/auctions/pages/player-auction-page').then((mod) => ({
                    Component: mod.PlayerAuctionPage,
                  })),
              },
              {
                path: paths.apuestas,
                lazy: () =>
                  import('../features/bets/pages/bets-page').then((mod) => ({
                    Component: mod.BetsPage,
                  })),
              },
              {
                path: paths.apuestaNew,
                lazy: () =>
                  import('../features/bets/pages/bet-create-page').then((mod) => ({
                    Component: mod.BetCreatePage,
                  })),
              },
              {
                path: paths.apuestasUsuarios,
                lazy: () =>
                  import('../features/bets/pages/pending-bets-page').then((mod) => ({
                    Component: mod.PendingBetsPage,
                  })),
              },
              {
                path: paths.apuesta(),
                lazy: () =>
                  import('../features/bets/pages/place-bet-page').then((mod) => ({
                    Component: mod.PlaceBetPage,
                  })),
              },
              ...PLACEHOLDER_ROUTES.map(([path, title]) => ({ path, handle: { title }, lazy: comingSoon })),
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: () => import('./pages/not-found-page').then((mod) => ({ Component: mod.NotFoundPage })),
      },
    ],
  },
];
