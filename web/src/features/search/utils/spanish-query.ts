// Whether a search was typed in Spanish (issue 29: the English site offers such a visitor the Spanish
// page). The Worker reads Spanish and English alike; this only decides whether to offer the other
// language, so a miss costs nothing and a false offer one line. Words that are Spanish and not also
// English place names or words: "los" and "la" are not here (Los Angeles, La Jolla), nor "de"
// (Delaware); an accent, ñ or ¿ is Spanish enough alone.

const SPANISH_WORDS = new Set([
  'en', 'del', 'para', 'con', 'que', 'cerca', 'necesito', 'ayuda', 'habla', 'espanol', 'gratis', 'acepta',
  'centro', 'centros', 'clinica', 'clinicas', 'programa', 'tratamiento', 'tratamientos', 'rehabilitacion',
  'desintoxicacion', 'internacion', 'ambulatorio', 'ambulatoria', 'residencial', 'hospitalizacion',
  'vivienda', 'sobria', 'alcoholismo', 'drogas', 'adiccion', 'adicciones', 'salud', 'diagnostico',
  'metadona', 'suboxona', 'buprenorfina', 'heroina', 'adolescentes', 'mujeres', 'hombres', 'veteranos',
  'embarazadas', 'seguro', 'medico',
]);

const SPANISH_LETTERS = /[áéíóúñü¿¡]/i;

/** Whether the words `q` reads as Spanish: a Spanish-only word, or a Spanish letter. */
export function looksSpanish(q: string): boolean {
  if (SPANISH_LETTERS.test(q)) return true;
  const words = q.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').split(/[^a-z]+/);
  return words.some((word) => SPANISH_WORDS.has(word));
}
