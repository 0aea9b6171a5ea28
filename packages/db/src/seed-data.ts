/** Names for the demo league; invented clubs and people, deterministic order. */
export const PRIMERA_TEAMS = [
  'Atlético Pampero', 'Deportivo Norte', 'Real Costanera', 'Club Ferroviario', 'Unión del Sur', 'Racing del Plata',
  'Sporting Andino', 'Olímpico Central', 'Juventud Unida', 'Estrella Roja FC', 'Defensores del Puerto', 'Independiente Oeste',
  'Atlético Río Grande', 'Gimnasia del Valle',
];
export const SEGUNDA_TEAMS = [
  'Deportivo Laguna', 'Club Atlético Sierra', 'San Martín del Monte', 'Porvenir FC', 'Central Norte', 'Argentino del Este',
  'Almagro Unido', 'Tigres del Litoral', 'Club Social Brisas', 'Huracán del Sur', 'Victoria FC', 'Platense Viejo',
  'Colegiales Athletic', 'Cóndores FC',
];
export const OTHER_TEAMS = [
  'FC Oporto Azul', 'Ajax del Norte', 'Benfica Rojo', 'Celtic Verde', 'Galatasaray Sol', 'Zenit Blanco',
  'Shakhtar Minero', 'Basilea Rin', 'Brujas Canal', 'Salzburgo Toro', 'Dinamo Kiev', 'Estrella de Belgrado',
];
export const FIRST_NAMES = [
  'Juan', 'Pedro', 'Lucas', 'Mateo', 'Santiago', 'Tomás', 'Nicolás', 'Martín', 'Diego', 'Julián', 'Facundo', 'Agustín',
  'Bruno', 'Franco', 'Gonzalo', 'Ignacio', 'Joaquín', 'Lautaro', 'Marcos', 'Nahuel', 'Pablo', 'Ramiro', 'Sergio', 'Thiago',
  'Valentín', 'Emiliano', 'Hernán', 'Rodrigo', 'Leandro', 'Alexis', 'Enzo', 'Cristian', 'Federico', 'Maximiliano', 'Luis',
  'Andrés', 'Kevin', 'Iván', 'Óscar', 'Raúl',
];
export const LAST_NAMES = [
  'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'García', 'Pérez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez',
  'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Suárez', 'Aguirre', 'Giménez',
  'Gutiérrez', 'Pereyra', 'Rojas', 'Molina', 'Castro', 'Ortiz', 'Silva', 'Núñez', 'Luna', 'Juárez', 'Cabrera', 'Ríos',
  'Ferreyra', 'Godoy', 'Morales', 'Domínguez', 'Moreno', 'Peralta', 'Vega', 'Carrizo', 'Quiroga', 'Ledesma', 'Sosa',
];
