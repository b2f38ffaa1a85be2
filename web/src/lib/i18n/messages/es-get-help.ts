import type { SpanishMessages } from '../translator';

// «Obtenga ayuda ahora» (/es/get-help), en su propio fragmento: las líneas de crisis primero, luego el
// formulario para que un coordinador de tratamiento le llame (sus palabras están en es-forms.ts).

export const getHelp = {
  'Crisis lines, treatment helplines and a free, confidential request for a call back from a treatment coordinator.':
    'Líneas de crisis, líneas de ayuda para tratamiento y una solicitud gratuita y confidencial para que un coordinador de tratamiento le llame.',
  'Free, confidential help finding addiction treatment, for yourself or for someone you love.':
    'Ayuda gratuita y confidencial para encontrar tratamiento para la adicción, para usted o para un ser querido.',
  'If you or someone else is in immediate danger, call ': 'Si usted u otra persona está en peligro inmediato, llame al ',
  ' now.': ' ahora.',
  'Request a Call From a Treatment Coordinator': 'Pida que un coordinador de tratamiento le llame',
  'Tell us a little about what you need and a treatment coordinator will call you back, usually the same day and always within 24 hours. Only your name and phone number are required.':
    'Cuéntenos un poco lo que necesita y un coordinador de tratamiento le devolverá la llamada, casi siempre el mismo día y siempre en menos de 24 horas. Solo se necesitan su nombre y su número de teléfono.',
  'More Ways to Find Help': 'Más maneras de encontrar ayuda',
  'Find treatment centers': 'Encontrar centros de tratamiento',
  'Search by location, treatment type, specialization and insurance.': 'Busque por lugar, tipo de tratamiento, especialidad y seguro médico.',
  'Learn about treatment types': 'Conocer los tipos de tratamiento',
  'From detox and inpatient care to outpatient programs and sober living.':
    'Desde la desintoxicación y la internación hasta los programas ambulatorios y las viviendas de recuperación.',
  'Check your insurance coverage': 'Revisar la cobertura de su seguro',
  'What plans usually cover, and the questions to ask your insurer.': 'Lo que suelen cubrir los planes y las preguntas que debe hacerle a su aseguradora.',

  // Las líneas de ayuda
  'Talk to Someone Now': 'Hable con alguien ahora',
  or: 'o',
  'text {number}': 'enviar un mensaje de texto al {number}',
  'Free, confidential support 24/7 for a mental health, substance use or suicidal crisis.':
    'Apoyo gratuito y confidencial 24/7 en una crisis de salud mental, por consumo de sustancias o de suicidio. Para español, marque 2.',
  'A free, confidential treatment referral and information line run by the U.S. government (SAMHSA), 24 hours a day, 365 days a year, in English and Spanish.':
    'Una línea gratuita y confidencial de información y referidos a tratamiento del gobierno de EE. UU. (SAMHSA), las 24 horas del día, los 365 días del año, en inglés y en español.',
  'Our Treatment Helpline': 'Nuestra línea de ayuda para tratamiento',
  'Text {keyword} to {number}': 'Envíe {keyword} al {number}',
  'Free, 24/7 support by text message from a trained crisis counselor.':
    'Apoyo gratuito 24/7 por mensaje de texto de un consejero de crisis capacitado (en inglés; para español, envíe AYUDA al 741741).',
  'Poison Control': 'Centro de Control de Envenenamientos',
  'Questions about a possible overdose or poisoning, 24/7. If someone is unresponsive or not breathing, call 911.':
    'Preguntas sobre una posible sobredosis o intoxicación, 24/7, con intérpretes en español. Si alguien no responde o no respira, llame al 911.',
  'For any life-threatening emergency, including a suspected overdose. If you have naloxone (Narcan) and suspect an opioid overdose, give it and call 911.':
    'Para cualquier emergencia que ponga en peligro la vida, incluida una posible sobredosis. Si tiene naloxona (Narcan) y sospecha una sobredosis de opioides, adminístrela y llame al 911.',

  // La columna lateral
  'Why reach out, emergency numbers and facts': 'Por qué comunicarse, números de emergencia y datos',
  'Why Reach Out': 'Por qué comunicarse',
  'Free and confidential: there is no cost and no obligation.': 'Gratis y confidencial: no tiene costo ni compromiso.',
  'Help comparing programs that fit your needs, location and budget.': 'Ayuda para comparar programas según sus necesidades, su ubicación y su presupuesto.',
  'Help understanding what your insurance may cover.': 'Ayuda para entender lo que puede cubrir su seguro.',
  'A call back within 24 hours from a treatment coordinator.': 'Una llamada de un coordinador de tratamiento en menos de 24 horas.',
  'Support for families who are worried about someone they love.': 'Apoyo para las familias preocupadas por un ser querido.',
  'We are a referral service, not a treatment provider, and may be paid by facilities.':
    'Somos un servicio de referidos, no un proveedor de tratamiento, y es posible que los centros nos paguen.',
  'How we work': 'Cómo trabajamos',
  'Emergency Numbers': 'Números de emergencia',
  '(call or text)': '(llamada o mensaje de texto)',
  'Emergency services': 'Servicios de emergencia',
  'You Are Not Alone': 'No está solo',
  '23.5M': '23.5 millones',
  'Support available, every day of the year': 'Apoyo disponible todos los días del año',
  Free: 'Gratis',
  'Confidential help to find treatment': 'Ayuda confidencial para encontrar tratamiento',
  'Recovery is possible, and asking for help is the first step.': 'La recuperación es posible, y pedir ayuda es el primer paso.',
} satisfies SpanishMessages;
