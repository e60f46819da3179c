// Examples of the news blocks (issue 15): real, working demo content for the all-blocks page and the
// editor's "insert example", merged over the generic values by exampleInstance (see examples.ts).
// They name the seeded data (apps/api seed news.ts, feeds.ts): the news pages, the racing results
// files `racing/results-n.json`, and the IL `land-rover-lifestyle` collection feed.
import type { BlockInstanceInput } from './validate/validate';

type Locale = 'he' | 'en';
type Example = (locale: Locale) => Partial<BlockInstanceInput>;

const link = (url: string, text: string) => ({ url, type: 'internal', target: '_self', link_text: text, ui_type: 'tertiary' });

export const newsExamples: Readonly<Record<string, Example>> = {
  news: (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        block_scroll_id: '',
        heading: he ? 'חדשות לנד רובר' : 'Land Rover news',
        header_size: 'm',
        header_tag: 'H2',
        read_more_label: he ? 'להמשך קריאה' : 'Read more',
        pagination_label: he ? 'מתוך %' : 'of %',
        error_heading: he ? 'משהו השתבש' : 'Something went wrong',
        error_text: he ? 'נתקלנו בבעיה טכנית. נא לרענן את הדף ולנסות שוב.' : 'We ran into a technical issue. Please refresh and try again.',
        no_results_heading: he ? 'אין תוצאות' : 'No results',
        no_results_text: he ? 'לא מצאנו חדשות' : 'We have not found any news',
        quick_links: [
          link('/news', he ? 'כל החדשות' : 'All news'),
          link('/models/defender', he ? 'דיפנדר' : 'Defender'),
          link('/models/range-rover', he ? 'ריינג׳ רובר' : 'Range Rover'),
        ],
        box_color: 'light',
      },
      groups: [],
    };
  },
  'racing-results': (locale) => ({
    fields: {
      block_scroll_id: '',
      heading: locale === 'he' ? 'Jaguar TCS Racing: תוצאות המרוץ בלונדון' : 'Jaguar TCS Racing: London E-Prix results',
      header_size: 'm',
      header_tag: 'H2',
      url: 'results-4.json',
      box_color: 'grey',
    },
    groups: [],
  }),
  'collection-feed-slider': (locale) => {
    const he = locale === 'he';
    return {
      fields: {
        block_scroll_id: '',
        heading: he ? 'קולקציית לנד רובר' : 'The Land Rover collection',
        header_size: 'm',
        header_tag: 'H2',
        paragraph: he
          ? '<p>ספלים, מעילים ודגמים מוקטנים מקולקציית לנד רובר, לפי קטגוריה.</p>'
          : '<p>Mugs, jackets and model cars from the Land Rover collection, by category.</p>',
        lang: 'en',
        market: 'IL',
        collection: 'land-rover-lifestyle',
        limit: 12,
        grouped: true,
        show_pagination: true,
        box_color: 'light',
      },
      groups: [],
    };
  },
};
