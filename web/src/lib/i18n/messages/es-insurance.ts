import type { SpanishMessages } from '../translator';

// La página «Seguro médico» (/es/insurance), en su propio fragmento: solo la carga esa página en
// español. Información general, no una promesa de cobertura: cada plan es distinto.

export const insurance = {
  'Insurance for Addiction Treatment': 'El seguro médico y el tratamiento de la adicción',
  'How private insurance, Medicare and Medicaid cover addiction treatment, and how to verify your benefits.':
    'Cómo cubren el tratamiento de la adicción los seguros privados, Medicare y Medicaid, y cómo verificar sus beneficios.',
  'Using Insurance for Addiction Treatment': 'Cómo usar su seguro médico para el tratamiento de la adicción',
  'Most health plans cover some addiction treatment. Learn what private insurance, Medicare and Medicaid usually pay for, find your provider, and know what to ask before treatment starts.':
    'La mayoría de los planes de salud cubren algún tratamiento de la adicción. Conozca lo que suelen pagar los seguros privados, Medicare y Medicaid, busque su aseguradora y sepa qué preguntar antes de empezar el tratamiento.',
  'Free Insurance Verification': 'Verificación gratuita de su seguro',
  'Not sure what your plan covers? We can check your benefits with you at no cost and with no obligation.':
    '¿No sabe qué cubre su plan? Podemos revisar sus beneficios con usted, sin costo y sin compromiso.',

  'What Insurance Usually Covers': 'Lo que suele cubrir el seguro',
  'Typical coverage: ': 'Cobertura habitual: ',
  'Common providers': 'Aseguradoras comunes',
  'Private Insurance': 'Seguro privado',
  '70-90% after deductible': '70-90 % después del deducible',
  'Most plans from an employer or bought on the Health Insurance Marketplace cover substance use disorder treatment, and federal parity law says that coverage cannot be more restrictive than for other medical care. What you pay depends on your deductible, coinsurance and whether the program is in network.':
    'La mayoría de los planes del empleador o comprados en el Mercado de Seguros Médicos cubren el tratamiento de los trastornos por consumo de sustancias, y la ley federal de paridad dice que esa cobertura no puede ser más restrictiva que la de otra atención médica. Lo que usted paga depende de su deducible, su coseguro y de si el programa está dentro de la red.',
  '80% for approved services': '80 % de los servicios aprobados',
  'For people aged 65 and over and people with certain disabilities. Part A covers inpatient care in a hospital; Part B covers outpatient counseling, intensive outpatient and partial hospitalization, and some medications, usually at 80% of the approved amount after the deductible. Not every program accepts Medicare.':
    'Para personas de 65 años o más y personas con ciertas discapacidades. La Parte A cubre la internación en un hospital; la Parte B cubre la consejería ambulatoria, el tratamiento ambulatorio intensivo, la hospitalización parcial y algunos medicamentos, por lo general al 80 % del monto aprobado después del deducible. No todos los programas aceptan Medicare.',
  'Original Medicare (Parts A and B)': 'Medicare Original (Partes A y B)',
  'Medicare Advantage plans': 'Planes Medicare Advantage',
  'Full coverage for qualifying individuals': 'Cobertura total para quienes cumplen los requisitos',
  'Free or low-cost coverage for people with low incomes, run by each state. Every state covers addiction treatment, including medication for opioid use disorder, usually at little or no cost to you. Eligibility, the services covered (such as residential treatment) and the programs that accept Medicaid vary by state.':
    'Cobertura gratuita o de bajo costo para personas de bajos ingresos, administrada por cada estado. Todos los estados cubren el tratamiento de la adicción, incluidos los medicamentos para el trastorno por consumo de opioides, por lo general a poco o ningún costo para usted. Los requisitos, los servicios cubiertos (como el tratamiento residencial) y los programas que aceptan Medicaid varían según el estado.',
  'Your state Medicaid program': 'El programa Medicaid de su estado',
  'Medicaid managed care plans': 'Planes de atención administrada de Medicaid',
  'These are typical figures, not a promise of coverage: what you pay depends on your plan, your deductible and whether the program is in your network.':
    'Estas son cifras habituales, no una promesa de cobertura: lo que usted paga depende de su plan, su deducible y de si el programa está dentro de su red.',

  'Find Your Insurance Provider': 'Busque su aseguradora',
  'Search insurance providers': 'Buscar aseguradoras',
  'e.g. Aetna, Blue Cross, Medicaid': 'p. ej., Aetna, Blue Cross, Medicaid',
  'Loading insurance providers…': 'Cargando las aseguradoras…',
  'No insurance providers found matching your search.': 'No encontramos aseguradoras que coincidan con su búsqueda.',
  '# providers match your search.': {
    one: '# aseguradora coincide con su búsqueda.',
    other: '# aseguradoras coinciden con su búsqueda.',
    many: '# de aseguradoras coinciden con su búsqueda.',
  },
  'Showing {count} popular providers. Type to search {total} providers.':
    'Se muestran {count} aseguradoras populares. Escriba para buscar entre {total} aseguradoras.',
  'Matching insurance providers': 'Aseguradoras que coinciden',
  'Popular insurance providers': 'Aseguradoras populares',
  'Find centers': 'Buscar centros',
  ' that accept {name}': ' que aceptan {name}',
  'Don’t see your insurer, or not sure what it covers?': '¿No ve su aseguradora, o no sabe qué cubre?',
  ' for a free check.': ' para una revisión gratuita.',
  'Call our helpline for a free check.': 'Llame a nuestra línea de ayuda para una revisión gratuita.',
  'Many programs accept plans that are not listed here.': 'Muchos programas aceptan planes que no aparecen aquí.',

  'How to Verify Your Coverage in 4 Steps': 'Cómo verificar su cobertura en 4 pasos',
  'Questions to ask:': 'Preguntas que debe hacer:',
  'Contact your insurer': 'Comuníquese con su aseguradora',
  'Call the member services or behavioral health number on the back of your insurance card. Have your member ID ready, and write down the name of the person you speak to and the date.':
    'Llame al número de servicios para miembros o de salud del comportamiento que aparece al reverso de su tarjeta del seguro. Tenga a mano su número de miembro, y anote el nombre de la persona con quien habla y la fecha.',
  'Does my plan cover treatment for substance use disorders?': '¿Mi plan cubre el tratamiento de los trastornos por consumo de sustancias?',
  'Which levels of care are covered: detox, inpatient, partial hospitalization, intensive outpatient, outpatient?':
    '¿Qué niveles de atención están cubiertos: desintoxicación, internación, hospitalización parcial, ambulatorio intensivo, ambulatorio?',
  'Which treatment programs near me are in network?': '¿Qué programas de tratamiento cerca de mí están dentro de la red?',
  'Ask the key questions': 'Haga las preguntas clave',
  'Find out what you would pay, not only whether treatment is covered.': 'Averigüe cuánto pagaría, no solo si el tratamiento está cubierto.',
  'What is my deductible, and how much of it have I already met this year?': '¿Cuál es mi deducible, y cuánto he pagado ya este año?',
  'What are my copays or coinsurance in network and out of network?': '¿Cuáles son mis copagos o mi coseguro dentro y fuera de la red?',
  'Is there a limit on the number of days or sessions?': '¿Hay un límite de días o de sesiones?',
  'Are medications for addiction treatment, such as buprenorphine or naltrexone, covered?':
    '¿Están cubiertos los medicamentos para tratar la adicción, como la buprenorfina o la naltrexona?',
  'What is my out-of-pocket maximum?': '¿Cuál es mi máximo de gastos de bolsillo?',
  'Get pre-authorization': 'Obtenga la autorización previa',
  'Many plans must approve inpatient, residential and partial hospitalization care before it starts. The treatment program can often request this for you.':
    'Muchos planes deben aprobar la internación, el tratamiento residencial y la hospitalización parcial antes de que empiecen. A menudo el programa de tratamiento puede pedirla por usted.',
  'Does this treatment need prior authorization, and who requests it?': '¿Este tratamiento necesita autorización previa, y quién la pide?',
  'How long does a decision take, and how many days are approved at first?': '¿Cuánto tarda la decisión, y cuántos días se aprueban al principio?',
  'What is the reference number for this authorization?': '¿Cuál es el número de referencia de esta autorización?',
  'Understand your benefits': 'Entienda sus beneficios',
  'Ask for the answers in writing, and keep them with the reference numbers from your calls.':
    'Pida las respuestas por escrito, y guárdelas junto con los números de referencia de sus llamadas.',
  'What happens if my doctor recommends a longer stay?': '¿Qué pasa si mi médico recomienda una estadía más larga?',
  'Which costs will I be billed for directly?': '¿Qué costos me cobrarán directamente?',
  'How do I appeal if a claim or authorization is denied?': '¿Cómo apelo si me niegan un reclamo o una autorización?',

  'No Insurance? You Still Have Options': '¿No tiene seguro? Aún tiene opciones',
  'Payment plans': 'Planes de pago',
  'Many programs let you pay over time in monthly installments, or offer sliding-scale fees based on income. Ask the admissions team before you start.':
    'Muchos programas le permiten pagar a plazos, en cuotas mensuales, o cobran tarifas según sus ingresos (escala móvil). Pregunte al equipo de admisión antes de empezar.',
  'Financial aid': 'Ayuda económica',
  'Some programs and nonprofit organizations offer scholarships, grants or reduced rates for people who cannot afford treatment.':
    'Algunos programas y organizaciones sin fines de lucro ofrecen becas, subvenciones o tarifas reducidas para quienes no pueden pagar el tratamiento.',
  'State programs': 'Programas estatales',
  'Every state funds treatment for residents with low incomes or no insurance, and you may qualify for Medicaid. SAMHSA’s National Helpline can point you to state-funded programs near you.':
    'Todos los estados pagan tratamiento para residentes de bajos ingresos o sin seguro, y es posible que usted califique para Medicaid. La Línea Nacional de Ayuda de SAMHSA puede indicarle programas financiados por el estado cerca de usted.',
  ', free, 24/7) can refer you to state-funded and low-cost programs near you.':
    ', gratis, 24/7, con atención en español) puede referirle a programas financiados por el estado y de bajo costo cerca de usted.',

  'Questions About Your Coverage?': '¿Preguntas sobre su cobertura?',
  ' and we will help you check your benefits for free. Calls are answered by {who}.':
    ' y le ayudaremos a revisar sus beneficios sin costo. Las llamadas las atiende {who}.',
  'Call our helpline and we will help you check your benefits for free.':
    'Llame a nuestra línea de ayuda y le ayudaremos a revisar sus beneficios sin costo.',
  'Request a Call Back': 'Pida que le llamemos',
} satisfies SpanishMessages;
