// Specials group, B§3.4 quizzes: the fuel-type quiz and the subscription quiz.
import { bool, each, json, link, markdown, num, select, separator, str } from '../fields/builders';
import type { Field } from '../fields/types';
import { boxColor, button, headingFields, imageField } from '../fields/shared';
import type { TemplateDefinition } from '../template';

interface Answer {
  value: string;
  label: string;
  description: string;
}

const answers = (...pairs: [value: string, label: string][]): Answer[] =>
  pairs.map(([value, label]) => ({ value, label, description: '' }));

interface QuizStep {
  heading: string;
  subheading: string;
  answers: Answer[];
}

/** One step: heading, subheading and its answers (JSON list of {value, label, description}). */
function stepFields(step: QuizStep, index: number): Field[] {
  const n = index + 1;
  return [
    separator(`step_${n}`, { label: `Step ${n}` }),
    str(`step_${n}_heading`, step.heading),
    str(`step_${n}_subheading`, step.subheading),
    json(`step_${n}_answers`, step.answers, {
      label: `Step ${n} answers`,
      tooltip: 'JSON [{value, label, description}].',
    }),
  ];
}

const FUEL_QUIZ_STEPS: QuizStep[] = [
  {
    heading: 'How far do you drive in a year?',
    subheading: '',
    answers: answers(
      ['under-11000', 'Under 11,000 km'],
      ['11000-24000', '11,000 to 24,000 km'],
      ['over-24000', 'Over 24,000 km'],
    ),
  },
  {
    heading: 'How long is your typical journey?',
    subheading: '',
    answers: answers(
      ['under-16', 'Under 16 km'],
      ['16-48', '16 to 48 km'],
      ['48-160', '48 to 160 km'],
      ['over-160', 'Over 160 km'],
    ),
  },
  {
    heading: 'What kind of driving do you do?',
    subheading: 'Select all that apply',
    answers: answers(
      ['short-runs', 'Short runs'],
      ['business-touring', 'Business travel and touring'],
      ['towing', 'Towing and transporting'],
      ['pleasure', 'Driving for pleasure'],
    ),
  },
  {
    heading: 'Can you reach a charge point, and where do you mostly drive?',
    subheading: '',
    answers: answers(['urban', 'Urban'], ['rural', 'Rural'], ['motorway', 'Motorway'], ['mixed', 'Mixed']),
  },
  {
    heading: 'Do you drive more than 300 km in one go once a month or more?',
    subheading: '',
    answers: answers(['efficient', 'Efficient'], ['leisurely', 'Leisurely'], ['spirited', 'Spirited']),
  },
];

const POWERTRAINS = ['petrol', 'diesel', 'phev', 'bev'] as const;
const POWERTRAIN_NAMES = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  phev: 'Plug-in hybrid',
  bev: 'Electric',
} as const;

/** One result view per powertrain (B§3.4). */
function resultFields(kind: (typeof POWERTRAINS)[number]): Field[] {
  const p = `${kind}_`;
  return [
    separator(`${p}result`, { label: `Result: ${POWERTRAIN_NAMES[kind]}` }),
    str(`${p}heading`, POWERTRAIN_NAMES[kind]),
    imageField(`${p}image`, 'wide'),
    markdown(`${p}introduction`),
    markdown(`${p}description`),
    markdown(`${p}advantages`),
    markdown(`${p}disadvantages`),
    str(`${p}vehicle_label`),
    link(`${p}vehicle_link`, { tooltip: 'e.g. the vehicle index.' }),
    str(`${p}other_option_label`),
    link(`${p}other_option_link`),
    str(`${p}aside_label`),
    markdown(`${p}aside_description`),
    str(`${p}aside_primary_label`),
    link(`${p}aside_primary_link`),
    str(`${p}aside_secondary_label`),
    link(`${p}aside_secondary_link`),
  ];
}

const SUBSCRIPTION_STEPS: QuizStep[] = [
  {
    heading: 'What will you use the car for?',
    subheading: '',
    answers: answers(['private', 'Private'], ['business', 'Business'], ['both', 'Both']),
  },
  {
    heading: 'For how long do you need it?',
    subheading: '',
    answers: answers(['6-12', '6 to 12 months'], ['12-24', '12 to 24 months'], ['24-60', '24 to 60 months']),
  },
  {
    heading: 'How far will you drive in a year?',
    subheading: '',
    answers: answers(['below-20000', 'Below 20,000 km'], ['above-20000', 'Above 20,000 km']),
  },
];

export const quizDefinitions = [
  {
    key: 'jlr-diesel-petrol-quiz',
    name: 'Diesel or petrol quiz',
    short_description: 'Five questions to the right powertrain.',
    description:
      'An intro, five questions (step 3 allows several answers) and a result for petrol, diesel, plug-in ' +
      'hybrid or electric, with a Start again button. The answer-to-result mapping is not in the spec.',
    fields: [
      ...headingFields(),
      markdown('intro_text'),
      str('start_label', 'Start'),
      ...each(FUEL_QUIZ_STEPS, stepFields),
      separator('labels'),
      str('next_label', 'Next'),
      str('previous_label', 'Previous'),
      str('see_result_label', 'See result'),
      str('start_again_label', 'Start again'),
      str('also_consider_label', 'You could also consider'),
      ...each(POWERTRAINS, resultFields),
      boxColor(),
    ],
  },
  {
    key: 'subscription-quiz',
    name: 'Subscription quiz',
    short_description: 'Three questions to a subscription, loan or lease.',
    description:
      'Three questions (purpose, period, mileage below or above 20,000 km), then a summary with product ' +
      'cards: main products and alternatives, each list with a footer.',
    fields: [
      ...headingFields(),
      ...each(SUBSCRIPTION_STEPS, stepFields),
      num('mileage_threshold', 20000, { tooltip: 'Kilometres a year that split step 3.' }),
      separator('summary'),
      str('summary_heading'),
      str('main_products_heading'),
      markdown('main_products_footer'),
      str('alternatives_heading'),
      markdown('alternatives_footer'),
      str('next_label', 'Next'),
      str('previous_label', 'Previous'),
      str('start_again_label', 'Start again'),
      boxColor(),
    ],
    field_groups_template: [
      select(
        'product',
        [
          { label: 'Subscription', value: 'subscription' },
          { label: 'Loan', value: 'loan' },
          { label: 'Full service', value: 'full-service' },
          { label: 'Leasing to go', value: 'leasing-to-go' },
        ],
        'subscription',
      ),
      bool('is_alternative', false, {
        tooltip: 'Listed among the alternatives rather than the main products.',
      }),
      str('heading'),
      markdown('description'),
      str('price'),
      button('link'),
    ],
  },
] as const satisfies readonly TemplateDefinition[];
