import type { SpanishMessages } from '../translator';

// La página «Tipos de tratamiento» (/es/treatment-types), en su propio fragmento: solo la carga esa
// página en español. Información de salud para quien elige atención: clara, exacta y sin prometer una cura.

export const treatmentTypes = {
  'Types of Addiction Treatment': 'Tipos de tratamiento para la adicción',
  'Inpatient, outpatient, intensive outpatient, partial hospitalization, detox and sober living: what each involves and how long it lasts.':
    'Internación, tratamiento ambulatorio, ambulatorio intensivo, hospitalización parcial, desintoxicación y viviendas de vida sobria: en qué consiste cada uno y cuánto dura.',
  'Treatment comes in different levels of care, from a few days of medical detox to months of outpatient support. Here is what each one involves, how long it usually lasts and who it tends to suit.':
    'El tratamiento tiene distintos niveles de atención, desde unos días de desintoxicación médica hasta meses de apoyo ambulatorio. Aquí verá en qué consiste cada uno, cuánto suele durar y para quién suele ser más adecuado.',
  'Levels of Care': 'Niveles de atención',
  'Typical duration': 'Duración habitual',
  'Level of care': 'Nivel de atención',
  'What it includes': 'Qué incluye',
  'Best for:': 'Más adecuado para:',

  'Find inpatient treatment centers': 'Buscar centros con internación',
  '30-90 days': '30 a 90 días',
  'Highest intensity: 24-hour care': 'La mayor intensidad: atención las 24 horas',
  'You live at the treatment center and receive round-the-clock medical and clinical care in a structured, substance-free setting. Days combine individual and group therapy, education about addiction and planning for life after treatment.':
    'Usted vive en el centro de tratamiento y recibe atención médica y clínica a toda hora, en un entorno estructurado y libre de sustancias. Los días combinan terapia individual y de grupo, educación sobre la adicción y la planificación de la vida después del tratamiento.',
  '24-hour medical and clinical support': 'Apoyo médico y clínico las 24 horas',
  'Individual, group and family therapy': 'Terapia individual, de grupo y familiar',
  'A structured daily schedule': 'Un horario diario estructurado',
  'Distance from everyday triggers and stress': 'Distancia de los detonantes y el estrés de todos los días',
  'Discharge and aftercare planning': 'Planificación del alta y de la atención posterior',
  'Severe or long-standing addiction, people who have not been able to stop with outpatient care, anyone without a safe and stable place to live while recovering, and mental health conditions that need close care.':
    'Adicción grave o de muchos años, personas que no han podido dejar de consumir con atención ambulatoria, quien no tiene un lugar seguro y estable donde vivir mientras se recupera, y problemas de salud mental que necesitan atención cercana.',

  'Find outpatient treatment centers': 'Buscar centros de tratamiento ambulatorio',
  '3-12 months': '3 a 12 meses',
  'Lower intensity: a few hours a week': 'Menor intensidad: unas horas a la semana',
  'You live at home and attend scheduled counseling sessions, usually a few hours a week, so you can keep working, studying or caring for your family. Outpatient care is also a common next step after a more intensive program.':
    'Usted vive en casa y asiste a sesiones de consejería programadas, por lo general unas horas a la semana, para que pueda seguir trabajando, estudiando o cuidando de su familia. La atención ambulatoria también es un paso común después de un programa más intensivo.',
  'Individual and group counseling': 'Consejería individual y de grupo',
  'Evening and weekend sessions at many programs': 'Sesiones de noche y de fin de semana en muchos programas',
  'Keep up with work, school and family': 'Siga con su trabajo, sus estudios y su familia',
  'Medication for addiction treatment where appropriate': 'Medicamentos para tratar la adicción cuando corresponde',
  'Relapse-prevention skills': 'Habilidades para prevenir recaídas',
  'Mild to moderate substance use, people with a stable and supportive home, and people stepping down from inpatient, partial hospitalization or intensive outpatient care.':
    'Consumo de sustancias leve o moderado, personas con un hogar estable que las apoya, y personas que pasan a un nivel menor después de la internación, la hospitalización parcial o la atención ambulatoria intensiva.',

  'Intensive Outpatient Program (IOP)': 'Programa ambulatorio intensivo (IOP)',
  'Find intensive outpatient centers': 'Buscar centros de tratamiento ambulatorio intensivo',
  '3-6 months (9-20 hours per week)': '3 a 6 meses (9 a 20 horas por semana)',
  'Moderate intensity: several days a week': 'Intensidad moderada: varios días a la semana',
  'A structured program of therapy several days a week, often about three hours a day, while you continue to live at home. It gives more support than standard outpatient care without an overnight stay.':
    'Un programa estructurado de terapia varios días a la semana, a menudo unas tres horas al día, mientras usted sigue viviendo en casa. Da más apoyo que la atención ambulatoria habitual, sin pasar la noche en el centro.',
  '9-20 hours of treatment each week': '9 a 20 horas de tratamiento cada semana',
  'Group therapy and skill-building': 'Terapia de grupo y desarrollo de habilidades',
  'Individual counseling': 'Consejería individual',
  'Drug and alcohol testing at many programs': 'Pruebas de drogas y alcohol en muchos programas',
  'Sessions often scheduled around work': 'Sesiones que a menudo se programan según su horario de trabajo',
  'People who need more structure than weekly counseling but have a safe home, and people stepping down from inpatient treatment or partial hospitalization.':
    'Personas que necesitan más estructura que una consejería semanal pero tienen un hogar seguro, y personas que pasan a un nivel menor después de la internación o la hospitalización parcial.',

  'Partial Hospitalization Program (PHP)': 'Programa de hospitalización parcial (PHP)',
  'Find partial hospitalization centers': 'Buscar centros de hospitalización parcial',
  '2-8 weeks (20-30 hours per week)': '2 a 8 semanas (20 a 30 horas por semana)',
  'High intensity: full-day treatment': 'Alta intensidad: tratamiento de día completo',
  'Hospital-level treatment during the day, most days of the week, with evenings and nights at home or in sober housing. It combines medical and psychiatric care with intensive therapy.':
    'Tratamiento de nivel hospitalario durante el día, la mayoría de los días de la semana, con las tardes y las noches en casa o en una vivienda de vida sobria. Combina atención médica y psiquiátrica con terapia intensiva.',
  '20-30 hours of treatment each week': '20 a 30 horas de tratamiento cada semana',
  'Medical and psychiatric monitoring': 'Supervisión médica y psiquiátrica',
  'Daily individual and group therapy': 'Terapia individual y de grupo todos los días',
  'Medication management': 'Manejo de medicamentos',
  'Home each evening': 'En casa cada noche',
  'People who need intensive daily care but not 24-hour supervision, and people stepping down from inpatient treatment.':
    'Personas que necesitan atención intensiva todos los días pero no supervisión las 24 horas, y personas que pasan a un nivel menor después de la internación.',

  'Find detox centers': 'Buscar centros de desintoxicación',
  '3-10 days': '3 a 10 días',
  'Medical stabilization': 'Estabilización médica',
  'Medically supervised withdrawal from alcohol or drugs, with medication to ease symptoms and keep you safe. Detox is an important first step but is not treatment on its own: it works best when followed straight away by an inpatient or outpatient program.':
    'Abstinencia del alcohol o las drogas con supervisión médica, con medicamentos que alivian los síntomas y lo mantienen seguro. La desintoxicación es un primer paso importante, pero no es un tratamiento por sí sola: funciona mejor cuando le sigue de inmediato un programa con internación o ambulatorio.',
  '24-hour medical monitoring': 'Supervisión médica las 24 horas',
  'Medication to manage withdrawal symptoms': 'Medicamentos para controlar los síntomas de abstinencia',
  'An assessment for ongoing treatment': 'Una evaluación para continuar el tratamiento',
  'A plan for the move into the next level of care': 'Un plan para pasar al siguiente nivel de atención',
  'Anyone physically dependent on alcohol, opioids, benzodiazepines or other substances. Withdrawal from alcohol or benzodiazepines can be dangerous: talk to a doctor before stopping suddenly.':
    'Cualquier persona con dependencia física del alcohol, los opioides, las benzodiazepinas u otras sustancias. La abstinencia del alcohol o de las benzodiazepinas puede ser peligrosa: hable con un médico antes de dejarlos de golpe.',

  'Sober Living': 'Viviendas de vida sobria',
  'Find sober living centers': 'Buscar viviendas de vida sobria',
  '3-12+ months': '3 a 12 meses o más',
  'Transitional support': 'Apoyo de transición',
  "Alcohol- and drug-free shared homes where residents support each other's recovery while returning to work, school and everyday life. Sober living homes offer structure and peer support; most do not provide clinical treatment themselves.":
    'Casas compartidas libres de alcohol y drogas, donde los residentes se apoyan en su recuperación mientras vuelven al trabajo, a los estudios y a la vida diaria. Las viviendas de vida sobria ofrecen estructura y apoyo entre pares; la mayoría no da tratamiento clínico.',
  'Substance-free shared housing': 'Vivienda compartida libre de sustancias',
  'House rules, and drug testing at many homes': 'Reglas de la casa, y pruebas de drogas en muchas viviendas',
  'Peer support and accountability': 'Apoyo entre pares y responsabilidad compartida',
  'Often combined with outpatient treatment': 'A menudo junto con un tratamiento ambulatorio',
  'Residents usually pay rent and share chores': 'Los residentes suelen pagar alquiler y compartir las tareas de la casa',
  'People finishing inpatient or residential treatment who want a stable, substance-free place to live while they rebuild daily routines.':
    'Personas que terminan un tratamiento con internación o residencial y quieren un lugar estable y libre de sustancias donde vivir mientras reconstruyen su rutina diaria.',

  'Dual Diagnosis (Co-occurring Disorders)': 'Diagnóstico dual (trastornos concurrentes)',
  'Many people with a substance use disorder also live with depression, anxiety, post-traumatic stress, bipolar disorder or another mental health condition. Having both is called a dual diagnosis, or co-occurring disorders. Each can make the other worse, so treatment works best when one team treats both together rather than one after the other.':
    'Muchas personas con un trastorno por consumo de sustancias también viven con depresión, ansiedad, estrés postraumático, trastorno bipolar u otro problema de salud mental. Tener ambos se llama diagnóstico dual, o trastornos concurrentes. Cada uno puede empeorar al otro, así que el tratamiento funciona mejor cuando un mismo equipo trata los dos a la vez, y no uno después del otro.',
  'Integrated dual diagnosis care can be part of any level of care above, from inpatient treatment to outpatient counseling. When you contact a program, ask whether psychiatrists or licensed mental health professionals are part of the treatment team.':
    'La atención integrada del diagnóstico dual puede ser parte de cualquiera de los niveles de atención anteriores, desde la internación hasta la consejería ambulatoria. Cuando se comunique con un programa, pregunte si el equipo de tratamiento incluye psiquiatras o profesionales de salud mental con licencia.',
  'Find dual diagnosis programs': 'Buscar programas de diagnóstico dual',

  'Choosing the Right Level of Care': 'Cómo elegir el nivel de atención adecuado',
  "The right starting point depends on the person, not only on the substance. A doctor, licensed counselor or a program's intake team will usually assess your situation and recommend a level of care. Many people move between levels as they progress: for example from detox to inpatient treatment, then to an intensive outpatient program and sober living. Needing more than one try is common and is not a failure.":
    'El punto de partida adecuado depende de la persona, no solo de la sustancia. Por lo general, un médico, un consejero con licencia o el equipo de admisión de un programa evaluará su situación y le recomendará un nivel de atención. Muchas personas pasan de un nivel a otro a medida que avanzan: por ejemplo, de la desintoxicación a la internación, luego a un programa ambulatorio intensivo y a una vivienda de vida sobria. Necesitar más de un intento es común y no es un fracaso.',
  'What an assessment looks at': 'Lo que tiene en cuenta una evaluación',
  'Addiction severity': 'La gravedad de la adicción',
  'How much and how often, for how long, and what happened in past attempts to cut down or stop.':
    'Cuánto y con qué frecuencia, desde hace cuánto tiempo, y qué pasó en intentos anteriores de reducir o dejar el consumo.',
  'Medical needs': 'Las necesidades médicas',
  'The risk of dangerous withdrawal, other physical or mental health conditions, and current medications.':
    'El riesgo de una abstinencia peligrosa, otros problemas de salud física o mental, y los medicamentos que toma.',
  'Support system': 'La red de apoyo',
  'Family and friends who can help, and whether there is a safe, substance-free place to live.':
    'Familiares y amigos que pueden ayudar, y si hay un lugar seguro y libre de sustancias donde vivir.',
  'Life responsibilities': 'Las responsabilidades diarias',
  'Work, school, children or other people you care for, and what a program needs to fit around them.':
    'El trabajo, los estudios, los hijos u otras personas a su cargo, y cómo un programa puede adaptarse a ellos.',
  'Not sure where to start?': '¿No sabe por dónde empezar?',
  ' for a free, confidential phone assessment of which level of care may fit. Calls are answered by {who}.':
    ' para una evaluación telefónica gratuita y confidencial del nivel de atención que podría convenirle. Las llamadas las atiende {who}.',
  'Call our helpline for a free, confidential phone assessment of which level of care may fit.':
    'Llame a nuestra línea de ayuda para una evaluación telefónica gratuita y confidencial del nivel de atención que podría convenirle.',
  'You can also call {helpline} at ': 'También puede llamar a la {helpline} al ',
  ', a free government service.': ', un servicio gratuito del gobierno (con atención en español).',
} satisfies SpanishMessages;
