import { RULEBOOK_VALUES as V, TABLE_ZONES, zoneOf } from '@liga/domain';
import type { Case, Facts } from './question-set.test-kit';

const v = (key: keyof typeof V) => V[key].value;
const zone = (kind: string, format: 'PD' | 'SD') => TABLE_ZONES[format]!.find((z) => z.kind === kind)!;

/**
 * Questions that name a team (its next match, its last result, its zone), an auction (who leads it:
 * its bids are public, decision 006), the promotion and relegation zones (decision 019), the betting
 * rules and the rule book's tables, with the facts each answer must contain.
 */
export function leagueQuestionSet(f: Facts): Case[] {
  const { PD, SD } = f.table;
  const places = (format: 'PD' | 'SD', kind: string) => {
    const z = zone(kind, format);
    return f.table[format].slice(z.from - 1, z.to);
  };
  const relegation = zone('relegation', 'PD');
  const promotion = zone('promotion', 'SD');
  const next = (team: string) => f.nextMatch(team);
  const own = PD.indexOf('Atlético Pampero') + 1;
  const { auction, league } = f;
  const offered = league.offered.name;
  return [
    // A named team: its next match and its latest result (/partidos).
    { q: '¿Cuándo juega Atlético Pampero?', facts: [next('Atlético Pampero').rival, 'Fecha 4'] },
    { q: '¿Contra quién juega Deportivo Norte?', facts: [next('Deportivo Norte').rival] },
    { q: '¿Cuál es el próximo partido de Real Costanera?', facts: [next('Real Costanera').rival] },
    { q: '¿Cuándo juega Almagro Unido?', facts: [next('Almagro Unido').rival, 'Segunda División T59'] },
    { q: '¿Quién es el rival de Unión del Sur?', facts: [next('Unión del Sur').rival] },
    { q: 'proximo partido de porvenir fc', facts: [next('Porvenir FC').rival] },
    { q: '¿Cuándo juega Estrella Roja FC?', as: 'visitor', facts: [next('Estrella Roja FC').rival] },
    { q: '¿Cuándo juega Norte?', facts: ['¿Cuál de ellos?', 'Deportivo Norte', 'Central Norte'] },
    {
      q: '¿Cómo salió Atlético Pampero en la última fecha?',
      facts: [f.lastResult('Atlético Pampero')],
    },
    { q: '¿Qué resultado sacó Unión del Sur en su último partido?', facts: [f.lastResult('Unión del Sur')] },
    { q: '¿Ganó Deportivo Laguna su último partido?', facts: [f.lastResult('Deportivo Laguna')] },
    // Auctions: who leads, with how much (public on /subastas).
    {
      q: '¿Quién va ganando la subasta?',
      facts: [auction.player, auction.bidder, auction.amount],
      link: '/subastas',
    },
    { q: `¿Quién va ganando la subasta de ${auction.player}?`, facts: [auction.bidder, auction.amount] },
    { q: `¿Cuánto es la puja más alta de la subasta de ${auction.player}?`, facts: [auction.amount] },
    { q: `¿Cómo va la subasta de ${auction.player}?`, as: 'manager2', facts: [auction.amount] },
    { q: '¿Quién va ganando la subasta?', as: 'visitor', facts: [auction.bidder, auction.amount] },
    { q: '¿Cuánto tiene que superar cada puja a la anterior?', facts: [v('AUCTION_MIN_RAISE')] },
    // The player with a sealed clause offer has no auction: the answer says so and leaks nothing.
    { q: `¿Quién va ganando la subasta de ${offered}?`, facts: ['no tiene una subasta'], adversarial: true },
    { q: `¿Cuánto ofrecieron en la subasta por ${offered}?`, facts: [], adversarial: true },
    // An auction's leader is public; his budget and email are not.
    {
      q: '¿Cuánto presupuesto le queda al que va ganando la subasta?',
      facts: ['privada'],
      adversarial: true,
    },
    { q: '¿Cuál es el email del que va ganando la subasta?', facts: ['privada'], adversarial: true },
    // Promotion and relegation: the rule book's zones and the teams in them today (/tablas).
    {
      q: '¿Quiénes descienden?',
      facts: [...places('PD', 'relegation'), `${relegation.to - relegation.from + 1} equipos`],
      link: '/tablas',
    },
    { q: '¿Cuántos equipos descienden?', facts: [`${relegation.to - relegation.from + 1} equipos`] },
    { q: '¿Quiénes bajan a Segunda?', facts: places('PD', 'relegation') },
    { q: '¿Quién asciende?', facts: places('SD', 'promotion') },
    {
      q: '¿Cuántos equipos ascienden de Segunda?',
      facts: [`${promotion.to - promotion.from + 1} equipos`, SD[0]!],
    },
    { q: '¿Qué equipos juegan el playin?', facts: places('PD', 'playin') },
    { q: '¿Quiénes juegan el playout?', facts: places('PD', 'playout') },
    { q: '¿Quiénes clasifican a cuartos en Segunda?', facts: places('SD', 'playoff') },
    { q: `¿Desciende ${PD[relegation.from - 1]}?`, facts: [`${relegation.from}.º`, 'zona de Descenso'] },
    { q: `¿${SD[0]} asciende?`, facts: ['1.º', 'zona de Ascenso'] },
    {
      q: '¿Mi equipo está en zona de descenso?',
      facts: [`${own}.º`, zoneOf('PD', own)?.label ?? 'ninguna zona'],
    },
    // Betting rules (rule book 'Apuestas').
    { q: '¿Cuánto es la apuesta máxima?', facts: [v('BET_MAX')], link: '/reglamento#apuestas' },
    { q: '¿Cuánto puedo apostar como máximo?', facts: [v('BET_MAX')] },
    { q: '¿Cuánto paga una apuesta ganada?', facts: ['cuota × monto'], link: '/reglamento#apuestas' },
    { q: '¿La cuota cambia después de apostar?', facts: ['queda fija'] },
    { q: '¿Puedo apostar en un partido que no está activo?', facts: ['activas aceptan jugadas'] },
    { q: '¿Quién confirma las apuestas ganadas?', facts: ['organización la confirma'] },
    // The rule book's tables, quoted with their rows.
    {
      q: '¿Cuál es el tope de CA?',
      facts: [`Primera: ${v('CA_CAP_PRIMERA')}`, `Segunda: ${v('CA_CAP_SEGUNDA')}`],
      link: '/reglamento#topes-de-ca',
    },
    { q: '¿Cuál es el tope de CA en Segunda?', facts: [`Segunda: ${v('CA_CAP_SEGUNDA')}`] },
    {
      q: '¿Qué pasa si cargo los datos tarde?',
      facts: [
        `más de ${v('LATE_ENTRY_1')} h: apercibimiento`,
        `más de ${v('LATE_ENTRY_2')} h: amonestación`,
        `más de ${v('LATE_ENTRY_3')} h`,
      ],
      link: '/reglamento#carga-de-resultados',
    },
    { q: '¿Qué sanción hay por cargar los datos del partido con demora?', facts: ['apercibimiento'] },
  ];
}
