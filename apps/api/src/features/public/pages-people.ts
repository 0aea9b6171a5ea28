import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { formatCurrency } from '@liga/domain';
import { html, trusted, type Html } from './html';
import { messages as M } from './messages';
import type { betsData, playerData, rulebookData, teamData, teamsData } from './data';

// Teams, players, bets and the rule book in public (decision 035), as escaped HTML.

type Data<F extends (...args: never[]) => unknown> = NonNullable<Awaited<ReturnType<F>>>;

const valueText = (value: number | null) => (value === null ? M.hiddenValue : formatCurrency(value));

export function teamsBody(d: Data<typeof teamsData>): Html {
  const divisions = ['Primera', 'Segunda'] as const;
  return html`<h1>Equipos</h1>
    ${divisions.map(
      (division) =>
        html`<h2>${division}</h2>
          <ul class="cards">
            ${d.teams
              .filter((t) => t.division === division)
              .map((t) => html`<li><a href="/liga/equipos/${t.id}">${t.name}</a></li>`)}
          </ul>`,
    )}`;
}

export function teamBody(d: Data<typeof teamData>): Html {
  const showValues = d.players.some((x) => x.value !== null);
  return html`<h1>${d.team.name}</h1>
    ${d.team.division ? html`<p class="muted">${d.team.division}</p>` : ''}
    <h2>Plantel</h2>
    ${
      d.players.length === 0
        ? html`<p>${M.noPlayers}</p>`
        : html`<div class="scroll">
            <table>
              <caption>
                Plantel de ${d.team.name}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Jugador</th>
                  <th scope="col" class="n">Edad</th>
                  <th scope="col" class="n"><abbr title="Habilidad actual">CA</abbr></th>
                  <th scope="col" class="n"><abbr title="Habilidad potencial">PA</abbr></th>
                  ${showValues ? html`<th scope="col" class="n">Valor</th>` : ''}
                </tr>
              </thead>
              <tbody>
                ${d.players.map(
                  (x) =>
                    html`<tr>
                      <td><a href="/liga/jugadores/${x.id}">${x.name}</a></td>
                      <td class="n">${x.age}</td>
                      <td class="n">${x.ca}</td>
                      <td class="n">${x.pa}</td>
                      ${showValues ? html`<td class="n">${valueText(x.value)}</td>` : ''}
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    <h2>Títulos</h2>
    ${
      d.trophies.length === 0
        ? html`<p>${M.noTrophies}</p>`
        : html`<ul>
            ${d.trophies.map((t) => html`<li>${t.tournament ?? t.kind}${t.season ? ` · ${t.season}` : ''}</li>`)}
          </ul>`
    }`;
}

export function playerBody(d: Data<typeof playerData>): Html {
  const x = d.player;
  return html`<h1>${x.name}</h1>
    <ul>
      <li>Equipo: <a href="/liga/equipos/${x.team.id}">${x.team.name}</a></li>
      <li>Edad: ${x.age}</li>
      <li>CA ${x.ca} · PA ${x.pa}</li>
      ${x.value === null ? '' : html`<li>Valor: ${valueText(x.value)}</li>`}
    </ul>
    <h2>Estadísticas por torneo</h2>
    ${
      d.career.length === 0
        ? html`<p>${M.noCareer}</p>`
        : html`<div class="scroll">
            <table>
              <caption>
                Historial de ${x.name}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Temporada</th>
                  <th scope="col">Torneo</th>
                  <th scope="col" class="n"><abbr title="Partidos jugados">PJ</abbr></th>
                  <th scope="col" class="n">Goles</th>
                  <th scope="col" class="n">Asist.</th>
                  <th scope="col" class="n">MVP</th>
                </tr>
              </thead>
              <tbody>
                ${d.career.map(
                  (l) =>
                    html`<tr>
                      <td>${l.season}</td>
                      <td>${l.tournament}</td>
                      <td class="n">${l.matches}</td>
                      <td class="n">${l.goals}</td>
                      <td class="n">${l.assists}</td>
                      <td class="n">${l.mvp}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
}

export function betsBody(d: Data<typeof betsData>): Html {
  const state = (open: boolean) => (open ? 'Abierta' : 'Cerrada');
  return html`<h1>Apuestas</h1>
    <p>Las apuestas abiertas de la liga. Para apostar, entrá a la app con tu cuenta.</p>
    <h2>Apuestas de partidos</h2>
    ${
      d.match.length === 0
        ? html`<p>${M.noBets}</p>`
        : html`<div class="scroll">
            <table>
              <caption>
                Cuotas por partido
              </caption>
              <thead>
                <tr>
                  <th scope="col">Partido</th>
                  <th scope="col">Descripción</th>
                  <th scope="col" class="n">Local</th>
                  <th scope="col" class="n">Empate</th>
                  <th scope="col" class="n">Visitante</th>
                  <th scope="col" class="n">Menos</th>
                  <th scope="col" class="n">Más</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                ${d.match.map(
                  (b) =>
                    html`<tr>
                      <td>${b.match}</td>
                      <td>${b.description}</td>
                      <td class="n">${b.odds.home}</td>
                      <td class="n">${b.odds.draw}</td>
                      <td class="n">${b.odds.away}</td>
                      <td class="n">${b.odds.under}</td>
                      <td class="n">${b.odds.over}</td>
                      <td>${state(b.open)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }
    <h2>Apuestas de jugadores</h2>
    ${
      d.player.length === 0
        ? html`<p>${M.noBets}</p>`
        : html`<div class="scroll">
            <table>
              <caption>
                Cuotas por jugador
              </caption>
              <thead>
                <tr>
                  <th scope="col">Jugador</th>
                  <th scope="col">Descripción</th>
                  <th scope="col" class="n">Gol</th>
                  <th scope="col" class="n">Tarjeta</th>
                  <th scope="col">Estado</th>
                </tr>
              </thead>
              <tbody>
                ${d.player.map(
                  (b) =>
                    html`<tr>
                      <td>${b.name}</td>
                      <td>${b.description}</td>
                      <td class="n">${b.goal_odd}</td>
                      <td class="n">${b.card_odd}</td>
                      <td>${state(b.open)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`
    }`;
}

/**
 * A section's Markdown as HTML: micromark escapes raw HTML and drops dangerous link protocols by
 * default, so an edited section cannot put markup or script into a public page. Headings move two
 * levels down (the page's h1 and the section's h2 come first).
 */
const markdown = (text: string): Html =>
  trusted(
    micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).replace(
      /<(\/?)h([1-4])>/g,
      (_all, close: string, level: string) => `<${close}h${Math.min(Number(level) + 2, 6)}>`,
    ),
  );

export function rulebookBody(d: Data<typeof rulebookData>): Html {
  return html`<h1>${d.title}</h1>
    ${
      d.sections.length === 0
        ? html`<p>${M.noRulebook}</p>`
        : html`<nav aria-label="Índice del reglamento">
              <ol>
                ${d.sections.map((s) => html`<li><a href="#${s.slug}">${s.title}</a></li>`)}
              </ol>
            </nav>
            ${d.sections.map(
              (s) =>
                html`<section id="${s.slug}">
                  <h2>${s.title}</h2>
                  ${markdown(s.content)}
                </section>`,
            )}`
    }`;
}
