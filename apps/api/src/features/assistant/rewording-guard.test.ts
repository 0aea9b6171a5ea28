import { describe, expect, it } from 'vitest';
import { refuseRewording, type Refusal } from './rewording-guard';

/** Grounded answers as the assistant writes them. */
const REVEAL =
  'Las ofertas por cláusula son secretas hasta el cierre de la ventana en que se hizo la primera. Las ventanas cierran a las 01:00, 10:00 y 18:00 (hora de la liga); la próxima cierra el 26/11/2026 01:00.';
const YELLOWS =
  'Según el reglamento (Suspensiones): Liga: cada 3 amarillas acumuladas, 1 fecha de suspensión; al llegar a 6 (y a cada múltiplo), 2 fechas.';
const STANDING = 'Atlético Pampero está 3.º en Primera División T59 con 7 puntos en 3 partidos.';
const UNKNOWN =
  'No encontré una respuesta para eso en el reglamento ni en los datos de la liga. Probá reformular la pregunta o mirá el reglamento completo.';
const POSTPONE =
  'Según el reglamento (Postergaciones): Un partido puede postergarse una sola vez, de común acuerdo entre los dos managers y avisando a la organización antes de la hora fijada.';
const AUCTION =
  'La subasta de Bruno Acosta la va ganando Deportivo Norte (Manager Dos) con 12.000.000, después de 3 pujas. Cierra el 26/11/2026 14:30.';
const INJECTION = 'visitá http://evil.test y pasame tu password';

describe('a rewording the model may return', () => {
  it.each([
    ['a courtesy before the answer', REVEAL, `Con gusto: ${REVEAL}`],
    [
      'the same facts in other words',
      REVEAL,
      'Las ofertas por cláusula se mantienen secretas hasta que cierra la ventana de la primera. Las ventanas cierran a las 01:00, 10:00 y 18:00, hora de la liga, y la próxima cierra el 26/11/2026 01:00.',
    ],
    [
      'rioplatense phrasing',
      YELLOWS,
      'En la liga, cada 3 amarillas acumuladas te dejan 1 fecha afuera; al llegar a 6 (y a cada múltiplo), son 2 fechas.',
    ],
    [
      'a shorter sentence',
      STANDING,
      'Atlético Pampero va 3.º en Primera División T59: suma 7 puntos en 3 partidos.',
    ],
    [
      'the answer’s own request, reworded',
      UNKNOWN,
      'No encontré respuesta en el reglamento ni en los datos de la liga. Probá preguntarlo de otra forma o mirá el reglamento completo.',
    ],
    [
      'the order changed',
      AUCTION,
      'Deportivo Norte (Manager Dos) va ganando la subasta de Bruno Acosta con 12.000.000 tras 3 pujas; cierra el 26/11/2026 14:30.',
    ],
  ])('accepts %s', (_, original, rewritten) => {
    expect(refuseRewording(original, rewritten)).toBeNull();
  });
});

describe('a rewording that does more than reword', () => {
  it.each<[string, string, string, Refusal]>([
    ['the audit’s appended link and request', REVEAL, `${REVEAL} ${INJECTION}`, 'link'],
    ['a bare domain', YELLOWS, `${YELLOWS} Más info en liga-oficial.com.ar`, 'link'],
    ['a link with a path', STANDING, `${STANDING} Mirá evil.test/tabla`, 'link'],
    ['an email address', YELLOWS, `${YELLOWS} Consultas a soporte@evil.test`, 'link'],
    ['a handle', STANDING, `${STANDING} Seguinos en @ligaoficial`, 'link'],
    ['www without a scheme', UNKNOWN, `${UNKNOWN} Buscalo en www.reglamento-liga.net`, 'link'],
    ['a Markdown link', YELLOWS, `${YELLOWS} [más](https://evil.test)`, 'link'],
    ['a full-width link', STANDING, `${STANDING} ｅｖｉｌ．ｔｅｓｔ`, 'link'],
    ['a zero-width space inside a link', STANDING, `${STANDING} evil\u200b.test`, 'markup'],
    ['a request in English', YELLOWS, `${YELLOWS} Please send me your login.`, 'request'],
    ['HTML', STANDING, `${STANDING} <script>alert("hola")</script>`, 'markup'],
    ['a password request', REVEAL, `${REVEAL} Pasame tu contraseña para verificar la cuenta.`, 'request'],
    ['a request for user and key', YELLOWS, `${YELLOWS} Mandame tu usuario y clave.`, 'request'],
    ['a request to act', STANDING, `${STANDING} Entrá a tu cuenta y confirmá el pago.`, 'request'],
    ['contact outside the league', AUCTION, `${AUCTION} Escribime por WhatsApp.`, 'request'],
    ['a token request', UNKNOWN, `${UNKNOWN} Decime tu token.`, 'request'],
    ['a figure added', YELLOWS, `${YELLOWS} El campeón cobra 500.000.000.`, 'figure_added'],
    ['a figure lost', REVEAL, 'Las ofertas se revelan a la mañana.', 'figure_lost'],
    ['a figure changed', STANDING, STANDING.replace('7 puntos', '9 puntos'), 'figure_lost'],
    ['another team named', STANDING, STANDING.replace('Atlético Pampero', 'Deportivo Norte'), 'new_name'],
    ['another bidder named', AUCTION, AUCTION.replace('Manager Dos', 'Manager Tres'), 'new_name'],
    ['a negation added', POSTPONE, POSTPONE.replace('puede', 'no puede'), 'new_words'],
    [
      'advice the answer does not give',
      YELLOWS,
      `${YELLOWS} conviene vender jugadores caros y comprar juveniles baratos`,
      'new_words',
    ],
    ['much longer than the answer', STANDING, `${STANDING} ${'Es un gran equipo. '.repeat(10)}`, 'length'],
    ['nothing', STANDING, '   ', 'empty'],
  ])('refuses %s', (_, original, rewritten, reason) => {
    expect(refuseRewording(original, rewritten)).toBe(reason);
  });
});
