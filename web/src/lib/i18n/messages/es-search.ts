import type { SpanishMessages } from '../translator';

// La búsqueda (/es/search), en su propio fragmento: los filtros, el orden, las tarjetas de
// resultados, los conteos, el estado vacío y la paginación. Los nombres que vienen de los datos de
// referencia (estados, tipos de tratamiento, servicios) están en es-labels.ts.

export const search = {
  'Find Treatment Centers': 'Buscar centros de tratamiento',
  'Search addiction treatment centers by name, city, treatment type, specialization, insurance and distance from a ZIP code.':
    'Busque centros de tratamiento de adicciones por nombre, ciudad, tipo de tratamiento, especialidad, seguro médico y distancia desde un código postal.',
  'Skip to results': 'Saltar a los resultados',
  'Results': 'Resultados',
  'Search results': 'Resultados de la búsqueda',
  'Searching for facilities…': 'Buscando centros…',
  '# facilities found': { one: '# centro encontrado', other: '# centros encontrados', many: '# de centros encontrados' },
  'Search failed': 'La búsqueda falló',
  'Please correct the search to see results.': 'Corrija la búsqueda para ver los resultados.',
  'Please correct the search text to see results.': 'Corrija el texto de la búsqueda para ver los resultados.',
  'Please correct the ZIP code to see results.': 'Corrija el código postal para ver los resultados.',
  'Please correct the radius to see results.': 'Corrija la distancia para ver los resultados.',
  'We could not find ZIP code {zip}.': 'No encontramos el código postal {zip}.',
  'ZIP code must be 5 digits.': 'El código postal debe tener 5 dígitos.',
  'Please choose a radius from the list.': 'Elija una distancia de la lista.',
  'Search text must be at most 200 characters.': 'El texto de la búsqueda puede tener 200 caracteres como máximo.',

  // El formulario
  'Name, city, treatment or condition': 'Nombre, ciudad, tratamiento o condición',
  'ZIP code': 'Código postal',
  'Within': 'Distancia',
  '{miles} miles': '{miles} millas',
  'Use my location': 'Usar mi ubicación',
  'Finding your location…': 'Buscando su ubicación…',
  'Location is turned off for this site. Type a ZIP code instead.': 'La ubicación está desactivada para este sitio. Escriba un código postal.',
  'We could not get your location. Type a ZIP code instead.': 'No pudimos obtener su ubicación. Escriba un código postal.',

  // El orden
  'Sort': 'Ordenar',
  'Relevance': 'Relevancia',
  'Highest Rated': 'Mejor calificados',
  'Name A-Z': 'Nombre (A-Z)',
  'Distance': 'Distancia',

  // Los filtros
  'Filters': 'Filtros',
  '({count} active)': '({count} activos)',
  'Loading filters…': 'Cargando los filtros…',
  'Filters appear with the results.': 'Los filtros aparecen con los resultados.',
  'Medications (MOUD)': 'Medicamentos (MOUD)',
  'Payment & Assistance': 'Pago y ayuda',
  'Programs For': 'Programas para',
  'Ages': 'Edades',
  'Languages': 'Idiomas',
  ' ({count} chosen)': ' ({count} elegidos)',
  'Show these options': 'Mostrar estas opciones',
  'Loading these options…': 'Cargando estas opciones…',
  'Apply filters': 'Aplicar los filtros',
  'Counting results…': 'Contando los resultados…',
  'Show # results': { one: 'Ver # resultado', other: 'Ver # resultados', many: 'Ver # de resultados' },

  // Los filtros activos y lo que el buscador entendió
  'Active filters': 'Filtros activos',
  'Remove {filter}': 'Quitar {filter}',
  'Clear all': 'Quitar todos',
  'Search: {words}': 'Búsqueda: {words}',
  'Within {miles} mi of {zip}': 'A {miles} millas de {zip}',
  'Showing results for ': 'Resultados para ',
  ' — search instead for ': ' — buscar en cambio ',
  'Searching {by} instead of near {place}': 'Buscando en {by} en lugar de cerca de {place}',
  'Searching {by} instead of {place}': 'Buscando en {by} en lugar de {place}',
  'No listing mentions {words}: showing the rest of your search.': 'Ninguna ficha menciona {words}: mostramos el resto de su búsqueda.',
  ' or ': ' ni ',
  'Showing centers within {miles} miles of ': 'Centros a menos de {miles} millas de ',
  'Showing centers near ': 'Centros cerca de ',
  'change': 'cambiar',
  'Anywhere in the US': 'En todo Estados Unidos',
  'All {count} centers in {city}': 'Los {count} centros de {city}',
  'Showing centers anywhere in the US — ': 'Centros en todo Estados Unidos — ',
  'Show centers near me': 'Ver centros cerca de mí',

  // Sin resultados, o con error
  'Search Error': 'Error en la búsqueda',
  'There was an error searching for facilities: {message}': 'Hubo un error al buscar centros: {message}',
  'No facilities found': 'No se encontraron centros',
  'No center matches every filter. Removing one would show some:': 'Ningún centro cumple todos los filtros. Si quita uno, verá algunos:',
  'Remove the state filter': 'Quitar el filtro de estado',
  'Remove the treatment type filter': 'Quitar el filtro de tipo de tratamiento',
  'Remove the specialization filter': 'Quitar el filtro de especialidad',
  'Remove the insurance filter': 'Quitar el filtro de seguro médico',
  'Remove the accepting new patients filter': 'Quitar el filtro de pacientes nuevos',
  'Remove the medications filter': 'Quitar el filtro de medicamentos',
  'Remove the payment filter': 'Quitar el filtro de pago',
  'Remove the programs filter': 'Quitar el filtro de programas',
  'Remove the ages filter': 'Quitar el filtro de edades',
  'Remove the languages filter': 'Quitar el filtro de idiomas',
  'Remove a filter': 'Quitar un filtro',
  '# centers': { one: '# centro', other: '# centros', many: '# de centros' },
  'Try different words, a larger radius or fewer filters.': 'Pruebe con otras palabras, una distancia mayor o menos filtros.',
  'Or talk to someone now: call ': 'O hable con alguien ahora: llame al ',
  'Clear Filters & View All': 'Quitar los filtros y ver todos',
  'There are only # pages of results.': {
    one: 'Solo hay # página de resultados.',
    other: 'Solo hay # páginas de resultados.',
    many: 'Solo hay # de páginas de resultados.',
  },
  'Go to page 1': 'Ir a la página 1',

  // Las tarjetas de resultados
  'Matches the name you searched for': 'Coincide con el nombre que buscó',
  'Features': 'Características',
  'Insurance:': 'Seguro médico:',

  // La paginación
  'Pagination': 'Paginación',
  'Previous': 'Anterior',
  'Next': 'Siguiente',
  'Page {page} of {pages}': 'Página {page} de {pages}',
} satisfies SpanishMessages;
