import { contentBlocks, hero, internalLink, quote } from './blocks.js';
import { modelPageBlocks } from './pages.catalogue.js';
import { homeTestDrive } from './pages.forms.js';
import type { SeedPage } from './pages.js';

export const englishPages: SeedPage[] = [
  {
    locale: 'en',
    path: '/',
    title: 'Land Rover Israel',
    metaTitle: 'Land Rover Israel – Defender, Discovery and Range Rover',
    metaDescription:
      'Land Rover in Israel: Defender, Discovery and Range Rover. Explore the models, compare prices and book a test drive with your nearest retailer.',
    blocks: [
      hero({
        heading: 'Above and Beyond',
        paragraph:
          'For more than seventy-five years Land Rover has built vehicles that take you further – off-road, in the city and everywhere in between. Find the one made for your journey.',
        button: internalLink('/models/defender', 'Meet Defender'),
      }),
      contentBlocks({
        heading: 'Three families, one spirit',
        cards: [
          {
            heading: 'Defender',
            paragraph:
              'The off-road icon in 90, 110 and 130 body lengths: tough, modern and ready for anything.',
            price: 389000,
            link: internalLink('/models/defender', 'Explore Defender', 'secondary'),
          },
          {
            heading: 'Discovery',
            paragraph:
              'Our most versatile family SUV, with seven full-size seats and space that adapts to every plan.',
            price: 459000,
            link: internalLink('/models/discovery', 'Explore Discovery', 'secondary'),
          },
          {
            heading: 'Range Rover',
            paragraph:
              'The pinnacle of Land Rover luxury: serene, powerful and refined down to the last detail.',
            price: 899000,
            link: internalLink('/models/range-rover', 'Explore Range Rover', 'secondary'),
          },
        ],
      }),
      quote({
        quote: 'A good car gets you there. A Land Rover makes the journey worth remembering.',
        author: 'Yael Cohen',
        authorPosition: 'Head of Customer Experience, Land Rover Israel',
        alignment: 'left',
      }),
      homeTestDrive('en'),
    ],
  },
  {
    locale: 'en',
    path: '/models/defender',
    title: 'Defender',
    metaTitle: 'Defender 90, 110 and 130',
    metaDescription:
      'Land Rover Defender in 90, 110 and 130 body lengths: legendary off-road ability, advanced technology and room for up to eight. From ₪389,000.',
    blocks: [
      hero({
        image: { id: 1, alt: 'A Land Rover Defender on a desert dune at sunset', ratio: '16-6-5' },
        heading: 'Defender. Unstoppable.',
        paragraph:
          'A rigid monocoque body, electronic air suspension and Terrain Response that adapts to every surface – from desert sand to the trails of the Galilee.',
        button: internalLink('/', 'All models'),
      }),
      quote({
        quote: 'With Defender you never ask whether you can get through. Only where to go next.',
        author: 'Uri Ben David',
        authorPosition: 'Off-road tour guide',
        alignment: 'left',
      }),
      ...modelPageBlocks('defender', 'en'),
    ],
  },
  {
    locale: 'en',
    path: '/models/discovery',
    title: 'Discovery',
    metaTitle: 'Discovery – room for everyone',
    metaDescription:
      'Land Rover Discovery: seven full-size seats, endless versatility and true Land Rover capability. From ₪459,000.',
    blocks: [
      hero({
        image: { id: 2, alt: 'A Land Rover Discovery on a dirt road in the Galilee', ratio: '16-6-5' },
        heading: 'Discovery. Room for everyone',
        paragraph:
          'Seven full-size seats, a load space that grows with your plans and technology that keeps the whole family connected – on the school run and on the big summer trip.',
        button: internalLink('/', 'All models'),
        boxColor: 'grey',
      }),
      quote({
        quote:
          'For the first time we went on a family trip without leaving anyone behind – or any of the gear.',
        author: 'Michal and Avi Rosen',
        authorPosition: 'Discovery owners',
      }),
      ...modelPageBlocks('discovery', 'en'),
    ],
  },
  {
    locale: 'en',
    path: '/models/range-rover',
    title: 'Range Rover',
    metaTitle: 'Range Rover – luxury without limits',
    metaDescription:
      'Range Rover: the luxury SUV with a serene, spacious cabin, advanced driving systems and plug-in hybrid versions. From ₪899,000.',
    blocks: [
      hero({
        image: { id: 3, alt: 'A Range Rover against a city skyline at dusk', ratio: '16-6-5' },
        heading: 'Range Rover. Luxury without limits',
        paragraph:
          'Clean lines, a cabin as quiet as a lounge and off-road ability that gives up nothing. Range Rover redefines what a luxury vehicle can do.',
        button: internalLink('/', 'All models'),
        boxColor: 'black',
      }),
      quote({
        quote:
          'It is the quietest place I know – whether I am in Tel Aviv traffic or on the road down to Eilat.',
        author: 'Daniel Levi',
        authorPosition: 'Range Rover owner',
        alignment: 'left',
      }),
      ...modelPageBlocks('range-rover', 'en'),
    ],
  },
];
