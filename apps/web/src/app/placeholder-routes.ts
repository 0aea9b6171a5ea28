import { paths } from '../lib/paths';

/** Routes of later issues: [path, section title]; they render the shared 'Próximamente' page. */
export const PLACEHOLDER_ROUTES: ReadonlyArray<readonly [string, string]> = [
  [paths.apuestas, 'Apuestas'],
  [paths.apuestaNew, 'Nueva apuesta'],
  [paths.apuestasUsuarios, 'Confirmar apuestas ganadas'],
  [paths.apuesta(), 'Apostar'],
  [paths.crearSubasta, 'Crear subasta'],
  [paths.crearSubastaPlayer(), 'Crear subasta'],
  [paths.subastas, 'Subastas'],
  [paths.subasta(), 'Subasta'],
  [paths.reglamento, 'Reglamento'],
  [paths.premios, 'Premios'],
  [paths.crearPremios, 'Crear premios'],
  [paths.cargarImagenes(), 'Cargar imágenes'],
  [paths.prode, 'Prode'],
  [paths.protected, 'Área protegida'],
  [paths.chatbot, 'Chatbot'],
  [paths.about, 'Acerca de'],
];
