import type { SpanishMessages } from '../translator';

// La lista de estados (/es/states), con su mapa, en su propio fragmento. Los nombres de los estados
// están en es-labels.ts.

export const statesIndex = {
  'Addiction Treatment Centers by State': 'Centros de tratamiento de adicciones por estado',
  'Browse addiction treatment centers in the 50 states, the District of Columbia and the U.S. territories, with the number of listed centers in each.':
    'Vea los centros de tratamiento de adicciones de los 50 estados, el Distrito de Columbia y los territorios de EE. UU., con el número de centros que tenemos en cada uno.',
  'We could not load the list of states': 'No pudimos cargar la lista de estados',
  'There was an error loading the states: {message}': 'Hubo un error al cargar los estados: {message}',
  'Find Treatment Centers by State': 'Busque centros de tratamiento por estado',
  'Choose your state, or the state where you would like treatment, to see the addiction treatment centers listed there. The District of Columbia and the U.S. territories follow the 50 states.':
    'Elija su estado, o el estado donde le gustaría recibir tratamiento, para ver los centros de tratamiento de adicciones que tenemos allí. El Distrito de Columbia y los territorios de EE. UU. aparecen después de los 50 estados.',
  'Treatment centers across the country': 'Centros de tratamiento en todo el país',
  'Skip the map to the list of states': 'Saltar el mapa e ir a la lista de estados',
  'Filter states by name': 'Filtrar los estados por nombre',
  'e.g. New York': 'p. ej., Nueva York',
  '{states} matching “{filter}”': '{states} con «{filter}»',
  'All {states}': 'Los {states}',
  'No states found': 'No se encontraron estados',
  'Check the spelling, or show every state again.': 'Revise cómo lo escribió, o vuelva a mostrar todos los estados.',
  'Show all states': 'Mostrar todos los estados',
  'Choosing where to get treatment': 'Cómo elegir dónde recibir tratamiento',
  'Each state page lists the treatment centers we have published there, best rated first, with a link to search all of them by treatment type, specialization and insurance. The numbers are the listings in our directory, not every program in the state.':
    'La página de cada estado muestra los centros de tratamiento que hemos publicado allí, primero los mejor calificados, con un enlace para buscarlos todos por tipo de tratamiento, especialización y seguro. Los números son los centros de nuestro directorio, no todos los programas del estado.',
  'Many people get treatment close to home, where family can take part and aftercare is easier to arrange. Others travel for a program that fits their needs or has an opening sooner. State Medicaid plans usually cover treatment in your own state only, so check with your insurer before choosing a center elsewhere.':
    'Muchas personas reciben tratamiento cerca de casa, donde la familia puede participar y es más fácil organizar el cuidado posterior. Otras viajan para encontrar un programa que se ajuste a sus necesidades o que tenga lugar antes. Los planes estatales de Medicaid suelen cubrir el tratamiento solo en su propio estado, así que consulte con su aseguradora antes de elegir un centro en otro lugar.',
  'Not sure where to start? ': '¿No sabe por dónde empezar? ',
  'Get free, confidential help': 'Reciba ayuda gratuita y confidencial',
  ' choosing a center, or ': ' para elegir un centro, o ',
  'search every listing': 'busque en todo el directorio',
  'States with the most centers': 'Estados con más centros',
  'Map of the United States: choose a state': 'Mapa de Estados Unidos: elija un estado',
  'Choose a state on the map to see its treatment centers.': 'Elija un estado en el mapa para ver sus centros de tratamiento.',
  'Map legend, facilities per state': 'Leyenda del mapa, centros por estado',
  'None yet': 'Ninguno todavía',
} satisfies SpanishMessages;
