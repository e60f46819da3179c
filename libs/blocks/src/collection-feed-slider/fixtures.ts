/** Feed answers as the API gives them (see apps/api/src/seed/feeds.ts), for tests and stories. */
const item = (id: number, title: string, price: number, group: string, slug: string, imageId: number) => ({
  id,
  title,
  description: `${title}, from the Land Rover lifestyle collection.`,
  image_id: imageId,
  image_url: null,
  price,
  currency: 'ILS',
  url: `/collection/${slug}`,
  group,
});

export const sampleFeed = {
  data: [
    item(1, 'Defender enamel mug', 79, 'Drinkware', 'defender-enamel-mug', 4),
    item(2, 'Range Rover travel mug', 129, 'Drinkware', 'range-rover-travel-mug', 6),
    item(7, 'Defender 110 1:43 model', 289, 'Model cars', 'defender-110-model', 1),
  ],
};

export const sampleGroupedFeed = {
  data: [
    { group: 'Drinkware', items: sampleFeed.data.slice(0, 2) },
    { group: 'Model cars', items: sampleFeed.data.slice(2) },
  ],
};
