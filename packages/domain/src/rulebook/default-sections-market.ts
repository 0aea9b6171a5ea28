import type { DefaultSection } from './default-section';

/** Market, clauses, auctions and bets (rule book constants). */
export const MARKET_SECTIONS: DefaultSection[] = [
  {
    slug: 'mercado-de-pases',
    title: 'Mercado de pases',
    body: `- Las cláusulas de rescisión y las ofertas se abren con el inicio de la temporada.
- Las transferencias y las subastas abren {{MARKET_GATE_HOURS}} horas después del inicio.
- Un jugador entra al mercado solo si su CA no supera {{MARKET_ENTRY_CA_CAP}} ({{MARKET_ENTRY_CA_CAP_AFTER_RESET}} después de un reseteo).
- Cada equipo puede poner {{LOCKS_PER_TEAM}} candados por temporada: un jugador con candado (**bloqueado**) no recibe ofertas.
- Un jugador que llega por cláusula, subasta o transferencia queda bloqueado el resto de la temporada.`,
  },
  {
    slug: 'clausulas-de-rescision',
    title: 'Cláusulas de rescisión',
    body: `Cualquier manager puede ejecutar la cláusula de un jugador de otro equipo de Primera o Segunda que no esté bloqueado ni restringido.

- El pago en efectivo va del valor del jugador hasta el {{CLAUSE_MAX_PERCENT}} de ese valor; se pueden sumar jugadores propios.
- Las ofertas son secretas: nadie las ve hasta el cierre de la ventana en que se hizo la primera. Las ventanas cierran a las {{REVEAL_HOURS}} (hora de la liga).
- La ejecución dura {{CLAUSE_EXECUTION_HOURS}} horas desde la apertura de las ofertas. Gana el mayor total. Si hay empate, los managers empatados tienen {{CLAUSE_TIEBREAK_HOURS}} horas desde la revelación para mejorar el efectivo de su oferta, en secreto; si siguen empatados, gana la oferta hecha primero. Durante el desempate no se confirma ninguna oferta.
- Un equipo pierde como máximo {{MAX_CLAUSES_LOST}} jugadores por cláusula en la temporada.
- Hace falta tener en el presupuesto el efectivo ofrecido.`,
  },
  {
    slug: 'subastas',
    title: 'Subastas',
    body: `Los jugadores de equipos fuera de Primera y Segunda (agentes libres y otros clubes) se consiguen por subasta.

- La subasta abre con una puja de al menos el {{AUCTION_MIN_OPENING_PERCENT}} del valor del jugador (por defecto, el valor).
- Cada puja supera a la anterior en al menos {{AUCTION_MIN_RAISE}} y debe entrar en el presupuesto.
- La subasta termina {{AUCTION_CLOSE_HOURS}} horas después de la última puja. La organización confirma al ganador, que paga su puja y recibe al jugador bloqueado.
- Las subastas extra de la organización abren al {{AUCTION_MIN_OPENING_PERCENT}} del valor.`,
  },
  {
    slug: 'apuestas',
    title: 'Apuestas',
    body: `- Se apuesta entre {{BET_MIN}} y {{BET_MAX}} por jugada; el monto sale del presupuesto al apostar.
- La cuota queda fija al momento de apostar. Una apuesta ganada paga cuota × monto, una sola vez, cuando la organización la confirma.
- Solo las apuestas de partido activas aceptan jugadas.
- Una apuesta armada desde un partido del fixture cierra a la hora del partido y, en cualquier caso, cuando se carga su resultado.
- No podés apostar en un partido de tu propio equipo: ni al resultado ni a sus jugadores.
- Las apuestas del fixture se liquidan solas: las de partido con el resultado (local, empate o visitante, y más o menos goles que la línea), las de jugador con sus goles y tarjetas. Si el resultado se corrige, se vuelven a liquidar.`,
  },
];
