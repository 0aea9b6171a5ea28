import { normalize } from './text';

/** What a question asks for; the API answers each from the league's data or rule book. */
export type Intent =
  | 'greeting'
  | 'private'
  | 'scouting'
  | 'own_budget'
  | 'own_squad'
  | 'own_ca'
  | 'own_offers'
  | 'own_next_match'
  | 'own_suspended'
  | 'player_suspended'
  | 'top_scorers'
  | 'top_assists'
  | 'team_standing'
  | 'standings_leader'
  | 'player_info'
  | 'next_reveal'
  | 'auction_close'
  | 'auction_leader'
  | 'team_next_match'
  | 'team_last_result'
  | 'table_zones'
  | 'rules';

const has = (text: string, re: RegExp) => re.test(text);
const FIRST_PERSON =
  /\b(mi|mis|tengo|me|yo|tenemos|nuestro|nuestra|nuestros|mio|mia|puedo|estoy|soy|juego)\b/;
/** Private fields of other users (docs/rules.md §13): refused unless the question is about one's own. */
const PRIVATE_FIELD =
  /\b(presupuestos?|plata|dinero|saldos?|movimientos?|ledger|emails?|e mails?|mails?|correos?|contrasenas?|passwords?|claves?|tokens?|hash)\b/;
const OTHERS =
  /\b(de|del|otros?|otras?|todos|cada|demas|ajeno|ajena|rival|usuario|usuarios|manager|managers)\b/;
const SEALED = /\b(cuanto|cuanta|quien|quienes|cuales|montos?|valor|valores)\b.*\b(ofert|ofrec)\w*/;
const CLAUSE = /\b(clausulas?|rescision|sellad\w*)\b/;
const OFFERS_OF_OTHERS =
  /\b(ofert|ofrec)\w*\b.*\b(todos|otros|demas|de los managers|del manager|de manager)\b/;
/** Who leads an auction, or what its state is: its bids are public on /subastas (decision 006). */
const AUCTION_STATE =
  /\b(ganando|gana|ganador\w*|gano|lider\w*|punter\w*|mas alta|maxima|mayor puja|mejor (puja|oferta)|quien (puja|pujo|oferto|ofrece|va|lleva)|cuanto (va|esta|van|se pago|pagaron|ofrecieron|ofrecen|pujaron)|como (va|esta|van)|estado|cuantas pujas)\b/;
/** How an auction works (the rule book answers): never the state of one. */
const AUCTION_RULE =
  /\b(dura|horas|minim\w*|debe|tiene que|hay que|tengo que|puedo|regla\w*|abren?|funciona\w*)\b/;
/** The table zones (decision 019): promotion, play-offs, play-in, play-out, relegation. */
const ZONE =
  /\b(desc[ie]end\w*|descenso|bajan|ascen\w*|asc[ie]end\w*|suben|playout|play out|playin|play in|zonas?|clasifica\w*|cuartos|playoffs?)\b/;
/** Cup groups and rounds stay with the rule book ('Copas'): the zones are the league tables'. */
const CUPS = /\b(champions|ucl|uel|copa|copas|europa|federacion|grupos?)\b/;
/** A named team's latest result, or its next match. */
const TEAM_RESULT =
  /\b(salio|resultado|ultimo partido|ultima fecha|fecha pasada|gano|perdio|empato|le fue)\b/;
const TEAM_NEXT = /\b(juega|juegan|proximo|siguiente|rival|contra quien|cuando|partido)\b/;

/**
 * The intent of a question, by Spanish keywords on its normalised text (accents and case removed).
 * `hasPlayer` / `hasTeam` say whether entity resolution found one in the question.
 */
export function detectIntent(question: string, found: { hasPlayer: boolean; hasTeam: boolean }): Intent {
  const t = normalize(question);
  const mine = has(t, FIRST_PERSON);
  if (
    /^(hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|gracias|que tal)\b/.test(t) &&
    t.split(' ').length <= 3
  )
    return 'greeting';
  if (has(t, /\b(informe|scouting|reporte|scout|analisis)\b/)) return 'scouting';
  if (has(t, PRIVATE_FIELD) && (!mine || has(t, OTHERS) || found.hasTeam || found.hasPlayer)) {
    // "mi presupuesto" is the caller's own; "el presupuesto de Juan" or "los mails de todos" is not.
    if (!mine || has(t, /\b(de|del)\s+(?!mi\b)\w+/) || has(t, /\b(todos|otros?|demas|cada)\b/))
      return 'private';
  }
  if (has(t, PRIVATE_FIELD) || has(t, /\b(cuanto|cuanta) (plata|dinero)\b|\bultimos movimientos\b/))
    return 'own_budget';
  // An auction's bids are public (decision 006), so its state comes before the sealed-offer refusal;
  // a release clause's offers never do.
  const auction = has(t, /\b(subastas?|pujas?)\b/) && !has(t, CLAUSE);
  if (auction && !has(t, AUCTION_RULE) && (has(t, AUCTION_STATE) || found.hasPlayer)) return 'auction_leader';
  if (!mine && !auction && (has(t, SEALED) || has(t, OFFERS_OF_OTHERS))) return 'private';
  if (has(t, /\b(revel\w*)\b/)) return 'next_reveal';
  if (
    has(t, /\bsubasta\w*\b/) &&
    has(t, /\b(cierra\w*|termina\w*|cierre|vence\w*|finaliza\w*)\b/) &&
    !has(t, /\babren?\b/)
  )
    return 'auction_close';
  if (has(t, ZONE) && !has(t, CUPS) && !found.hasPlayer) return 'table_zones';
  if (mine && has(t, /\b(ofertas?|transferencias?|pendientes?)\b/)) return 'own_offers';
  if (found.hasTeam && !found.hasPlayer && !mine) {
    if (has(t, TEAM_RESULT)) return 'team_last_result';
    if (has(t, TEAM_NEXT)) return 'team_next_match';
  }
  if (has(t, /\b(proximo|siguiente)\s+partido\b|\bcuando juego\b|\bcontra quien juego\b|\bmi partido\b/))
    return 'own_next_match';
  // "¿cuántas amarillas para quedar suspendido?" asks the rule; "¿tengo suspendidos?" asks the data.
  if (
    has(t, /\b(suspendid|sancionad|inhabilitad)\w*/) &&
    !has(t, /\b(cuantas|cuantos|amarillas?|rojas?|tarjetas?)\b/)
  ) {
    if (found.hasPlayer) return 'player_suspended';
    if (has(t, /\b(tengo|mis|mi equipo|mi plantel|tenemos)\b/)) return 'own_suspended';
  }
  if (mine && has(t, /\bpromedio\b|\bca\b/) && !has(t, /\bcuanto (puede|es el tope)\b/)) return 'own_ca';
  if (mine && has(t, /\b(plantel|jugadores|inscript\w*|registrad\w*|lista)\b/) && !has(t, /\bpuedo\b/))
    return 'own_squad';
  if (has(t, /\b(goleador\w*|mas goles|pichichi)\b/)) return 'top_scorers';
  if (has(t, /\b(asistidor\w*|mas asistencias)\b/)) return 'top_assists';
  if (found.hasTeam && !found.hasPlayer && has(t, /\b(posicion|puesto|puntos|tabla|lugar|va|esta|como)\b/))
    return 'team_standing';
  if (has(t, /\b(lider|primero|puntero|quien va|tabla|posiciones)\b/) && !has(t, /\bcaso\b/))
    return 'standings_leader';
  if (found.hasPlayer) return 'player_info';
  return 'rules';
}
