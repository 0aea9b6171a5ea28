import { html, type Html } from './html';
import { messages as M } from './messages';
import type { PublicMatch, PublicStatLine, PublicTable, PublicTopEntry } from './projections';
import type { landingData, matchData, seasonMatches, statisticsData, tablesData } from './data';

// The competition's public pages (decision 035): what each shows, as escaped HTML.

type Data<F extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<F>>>;

export const dateText = (iso: string | null, timeZone: string): string =>
  iso
    ? new Intl.DateTimeFormat('es-AR', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : '';

export const scoreText = (m: PublicMatch): string =>
  m.score_home === null ? 'vs' : `${m.score_home} - ${m.score_away ?? 0}`;

function matchCard(m: PublicMatch, timeZone: string): Html {
  return html`<li>
    <a href="/liga/partidos/${m.id}">${m.home.name} ${scoreText(m)} ${m.away.name}</a>
    <div class="muted">
      ${m.tournament.name} · ${m.round}${m.date ? ` · ${dateText(m.date, timeZone)}` : ''}
    </div>
  </li>`;
}

const cards = (list: PublicMatch[], empty: string, timeZone: string): Html =>
  list.length === 0
    ? html`<p>${empty}</p>`
    : html`<ul class="cards">
        ${list.map((m) => matchCard(m, timeZone))}
      </ul>`;

export function landingBody(d: Data<typeof landingData>, timeZone: string): Html {
  return html`<h1>${M.brand}${d.season ? ` · ${d.season}` : ''}</h1>
    <p>
      La liga comunitaria de fútbol simulado: Primera y Segunda, copas, mercado de pases, estadísticas y
      reglamento.
    </p>
    <h2>Últimos resultados</h2>
    ${cards(d.latest, M.noResults, timeZone)}
    <h2>Próxima fecha</h2>
    ${cards(d.next, M.noMatches, timeZone)}
    <h2>Más de la liga</h2>
    <ul>
      <li><a href="/liga/tablas">Tablas de posiciones</a></li>
      <li><a href="/liga/estadisticas">Goleadores, asistidores y MVP</a></li>
      <li><a href="/liga/equipos">Equipos y planteles</a></li>
      <li><a href="/liga/reglamento">Reglamento</a></li>
    </ul>`;
}

function standingTable(t: PublicTable): Html {
  if (t.rows.length === 0) return html`<p>${M.noResults}</p>`;
  const groups = [...new Set(t.rows.map((r) => r.group))];
  return html`${groups.map((group) => {
    const rows = t.rows.filter((r) => r.group === group);
    return html`<div class="scroll">
      <table>
        <caption>
          ${t.tournament.name}${group ? ` · Grupo ${group}` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" class="n">#</th>
            <th scope="col">Equipo</th>
            <th scope="col" class="n"><abbr title="Partidos jugados">PJ</abbr></th>
            <th scope="col" class="n"><abbr title="Ganados">G</abbr></th>
            <th scope="col" class="n"><abbr title="Empatados">E</abbr></th>
            <th scope="col" class="n"><abbr title="Perdidos">P</abbr></th>
            <th scope="col" class="n"><abbr title="Diferencia de gol">DG</abbr></th>
            <th scope="col" class="n"><abbr title="Puntos">Pts</abbr></th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (r) =>
              html`<tr${r.zone ? html` class="z-${r.zone}"` : ''}><td class="n">${r.position}</td><td><a href="/liga/equipos/${r.team.id}">${r.team.name}</a></td><td class="n">${r.played}</td><td class="n">${r.won}</td><td class="n">${r.drawn}</td><td class="n">${r.lost}</td><td class="n">${r.goal_difference}</td><td class="n"><strong>${r.points}</strong></td></tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  })}
  ${t.zones.length > 0 ? html`<p class="muted">${t.zones.map((z) => `${z.from}.º–${z.to}.º: ${z.label}`).join(' · ')}</p>` : ''}`;
}

export function tablesBody(d: Data<typeof tablesData>): Html {
  return html`<h1>Tablas de posiciones${d.season ? ` · ${d.season}` : ''}</h1>
    ${
      d.tables.length === 0
        ? html`<p>${M.noSeason}</p>`
        : d.tables.map(
            (t) =>
              html`<h2>${t.tournament.name}</h2>
                ${standingTable(t)}`,
          )
    }`;
}

function topTable(caption: string, unit: string, list: PublicTopEntry[]): Html {
  if (list.length === 0) return html`<p><strong>${caption}</strong>: ${M.noStatistics}</p>`;
  return html`<div class="scroll">
    <table>
      <caption>
        ${caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" class="n">#</th>
          <th scope="col">Jugador</th>
          <th scope="col">Equipo</th>
          <th scope="col" class="n">${unit}</th>
        </tr>
      </thead>
      <tbody>
        ${list.map(
          (e, i) =>
            html`<tr>
              <td class="n">${i + 1}</td>
              <td><a href="/liga/jugadores/${e.player.id}">${e.player.name}</a></td>
              <td><a href="/liga/equipos/${e.team.id}">${e.team.name}</a></td>
              <td class="n">${e.value}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function statisticsBody(d: Data<typeof statisticsData>): Html {
  return html`<h1>Estadísticas${d.season ? ` · ${d.season}` : ''}</h1>
    ${d.lists.length === 0 ? html`<p>${M.noStatistics}</p>` : ''}
    ${d.lists.map(
      (l) =>
        html`<h2>${l.tournament.name}</h2>
          ${topTable('Goleadores', 'Goles', l.goals)}${topTable('Asistidores', 'Asistencias', l.assists)}${topTable('MVP', 'MVP', l.mvp)}`,
    )}`;
}

export function matchesBody(d: Data<typeof seasonMatches>, timeZone: string): Html {
  if (d.matches.length === 0)
    return html`<h1>Partidos</h1>
      <p>${M.noMatches}</p>`;
  return html`<h1>Partidos${d.season ? ` · ${d.season.name}` : ''}</h1>
    ${d.tournaments.map((t) => {
      const own = d.matches.filter((m) => m.tournament.id === t.id);
      if (own.length === 0) return '';
      const rounds = [...new Set(own.map((m) => m.round))];
      return html`<h2>${t.name}</h2>
        ${rounds.map(
          (round) =>
            html`<h3>${round}</h3>
              ${cards(
                own.filter((m) => m.round === round),
                M.noMatches,
                timeZone,
              )}`,
        )}`;
    })}`;
}

function lineup(team: string, lines: PublicStatLine[]): Html {
  const played = lines.filter((l) => l.played);
  if (played.length === 0)
    return html`<h2>${team}</h2>
      <p>${M.noStatistics}</p>`;
  return html`<div class="scroll">
    <table>
      <caption>
        ${team}
      </caption>
      <thead>
        <tr>
          <th scope="col">Jugador</th>
          <th scope="col" class="n">Goles</th>
          <th scope="col" class="n">Asist.</th>
          <th scope="col" class="n"><abbr title="Tarjetas amarillas">TA</abbr></th>
          <th scope="col" class="n"><abbr title="Tarjetas rojas">TR</abbr></th>
          <th scope="col" class="n">MVP</th>
        </tr>
      </thead>
      <tbody>
        ${played.map(
          (l) =>
            html`<tr>
              <td><a href="/liga/jugadores/${l.player.id}">${l.player.name}</a></td>
              <td class="n">${l.goals}</td>
              <td class="n">${l.assists}</td>
              <td class="n">${l.yellow_cards}</td>
              <td class="n">${l.red_cards}</td>
              <td class="n">${l.mvp ? 'Sí' : ''}</td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function matchBody(d: Data<typeof matchData>, timeZone: string): Html {
  const m = d.match;
  return html`<h1>${m.home.name} vs ${m.away.name}</h1>
    <p class="muted">
      ${m.tournament.name} · ${m.round}${m.date ? ` · ${dateText(m.date, timeZone)}` : ''} · ${m.status}
    </p>
    <p class="score">
      ${m.score_home === null ? M.pending : `${m.home.name} ${m.score_home} - ${m.score_away ?? 0} ${m.away.name}`}
    </p>
    <p>
      <a href="/liga/equipos/${m.home.id}">${m.home.name}</a> ·
      <a href="/liga/equipos/${m.away.id}">${m.away.name}</a>
    </p>
    ${lineup(m.home.name, d.home)}${lineup(m.away.name, d.away)}`;
}
