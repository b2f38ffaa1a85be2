import type { SpanishMessages } from '../translator';

// El mapa del sitio (/es/sitemap), en su propio fragmento: solo lo carga esa página en español.

export const sitemap = {
  'Every section of the directory and every state page.': 'Todas las secciones del directorio y la página de cada estado.',
  'Every page of the site in one place.': 'Todas las páginas del sitio en un solo lugar.',
  'Main pages': 'Páginas principales',
  'Find Treatment (search)': 'Buscar tratamiento (búsqueda)',
  'Treatment Centers by State': 'Centros de tratamiento por estado (en inglés)',
  'For facilities': 'Para centros de tratamiento',
  'List Your Facility (sign up)': 'Publique su centro (registro, en inglés)',
  'Legal': 'Información legal',
  'Emergency numbers': 'Números de emergencia',
  '{helpline} (treatment): ': '{helpline} (tratamiento, atención en español disponible): ',
  'Our 24/7 helpline: ': 'Nuestra línea de ayuda 24/7: ',
  ' (answered by {who})': ' (la atiende {who})',
  'States, DC and Territories': 'Estados, DC y territorios',
  'Loading states…': 'Cargando los estados…',
  'The list of states could not be loaded ({reason}).': 'No se pudo cargar la lista de estados ({reason}).',
  ' instead.': ' en su lugar.',
  'For search engines': 'Para buscadores',
  'XML sitemap': 'Mapa del sitio XML',
  ' listing every state, facility and article page.': ' con la página de cada estado, centro y artículo.',
} satisfies SpanishMessages;
